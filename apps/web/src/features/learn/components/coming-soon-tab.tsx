import { useTranslation } from 'react-i18next';
import styles from './learn.module.css';

/** The All modules and Requires attention tabs arrive with a later issue; the frame is ready for them. */
export function ComingSoonTab({ tab }: { tab: 2 | 3 }) {
  const { t } = useTranslation('learn');
  return (
    <div className={styles.comingSoon}>
      <svg
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="30" fill="var(--c-primary-tint)" />
        <path d="M20 40l8-16 8 12 4-6 6 10z" fill="var(--c-primary)" />
        <circle cx="42" cy="22" r="4" fill="var(--c-accent)" />
      </svg>
      <h2 className={styles.testCardTitle}>
        {tab === 2 ? t('tabs.allModules') : t('tabs.requiresAttention')}
      </h2>
      <p>{t('comingSoon')}</p>
    </div>
  );
}

import { useTranslation } from '../../lib/use-translation';
import styles from './logo.module.css';

/** The Grammar Pro mark and name; decorative mark, the name is real text. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 64 64"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="16" fill="var(--c-primary)" />
        <path
          d="M20 44V20h14a8 8 0 0 1 0 16H26"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="46" cy="46" r="5" fill="var(--c-accent)" />
      </svg>
      <span
        className={compact ? `${styles.name} ${styles.compact}` : styles.name}
      >
        {t('appName')}
      </span>
    </span>
  );
}

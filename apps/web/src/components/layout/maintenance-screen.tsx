import { useTranslation } from '../../lib/use-translation';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import styles from './maintenance-screen.module.css';

/** spec 01 §8: "We're making some repairs." / "Please come back later." */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{t('pageTitle', { page: t('maintenance.title') })}</title>
      <header className={styles.header}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <svg
            viewBox="0 0 96 96"
            width="96"
            height="96"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="48" cy="48" r="44" fill="var(--c-accent-soft)" />
            <path
              d="M58 24a14 14 0 0 0-17 17L24 58a6 6 0 0 0 8.5 8.5L49.5 49.5A14 14 0 0 0 66.5 32.5l-8 8-6.5-1.5-1.5-6.5z"
              fill="var(--c-primary)"
            />
          </svg>
          <h1 className={styles.title}>{t('maintenance.title')}</h1>
          <p className={styles.body}>{t('maintenance.body')}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('maintenance.retry')}
          </Button>
        </div>
      </main>
    </div>
  );
}

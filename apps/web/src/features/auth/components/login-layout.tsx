import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SiteFooter } from '../../../components/layout/site-footer';
import { Logo } from '../../../components/ui/logo';
import { LoginIllustration } from './login-illustration';
import styles from './login-layout.module.css';

/** The login page frame: brand header, a card with the scene beside the content, and the footer. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <div className={styles.scene}>
            <LoginIllustration className={styles.illustration} />
            <p className={styles.tagline}>{t('tagline')}</p>
          </div>
          <div className={styles.content}>{children}</div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

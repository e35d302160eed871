import { useMatches } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { pageHandleOf } from './page-handle';
import styles from './placeholder-page.module.css';

/** A page whose screen arrives with a later issue: its title and a friendly note. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const page = pageHandleOf(useMatches())?.page ?? 'learn';
  const title = t(`pages.${page}`);
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <title>{t('pageTitle', { page: title })}</title>
      <svg
        viewBox="0 0 64 64"
        width="72"
        height="72"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="30" fill="var(--c-primary-tint)" />
        <path d="M20 40l8-16 8 12 4-6 6 10z" fill="var(--c-primary)" />
        <circle cx="42" cy="22" r="4" fill="var(--c-accent)" />
      </svg>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{t('placeholder.body')}</p>
    </section>
  );
}

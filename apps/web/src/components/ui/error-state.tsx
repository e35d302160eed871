import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { failureTextKeys } from '../../lib/error-message';
import { Button } from './button';
import styles from './error-state.module.css';

/**
 * spec 01 §8 / spec 02 §8: "Oops! Something went wrong" with Retry; with the
 * failed request's error, the heading and text say why (lib/error-message):
 * "try again" for a 503, "check your connection" only when offline.
 */
export function ErrorState({
  detail,
  error,
  onRetry,
  headingLevel = 2,
  exits,
}: {
  detail?: string;
  /** What failed: its reason is shown (a 503 or a lost connection says "try again"). */
  error?: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2;
  /** Ways out besides Retry (components/layout PageExits), so no failure is a dead end. */
  exits?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const keys = error === undefined ? undefined : failureTextKeys(error);
  return (
    <div className={styles.error} role="alert">
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="56"
        height="56"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="22" fill="var(--c-accent-soft)" />
        <circle cx="17" cy="20" r="3" fill="var(--c-text)" />
        <circle cx="31" cy="20" r="3" fill="var(--c-text)" />
        <path
          d="M15 34c5-5 13-5 18 0"
          fill="none"
          stroke="var(--c-text)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Heading className={styles.title}>
        {t(keys?.title ?? 'error.title')}
      </Heading>
      {detail && <p className={styles.detail}>{detail}</p>}
      {keys && <p className={styles.detail}>{t(keys.text)}</p>}
      <Button onClick={onRetry}>{t('error.retry')}</Button>
      {exits}
    </div>
  );
}

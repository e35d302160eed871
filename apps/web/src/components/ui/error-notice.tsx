import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { failureTextKeys } from '../../lib/error-message';
import { Button } from './button';
import { Notice } from './notice';

/**
 * A failed action inside a page (a save, a start, a submit): what failed
 * (`title`), why in words the student can act on (lib/error-message: each
 * server refusal its own text, "check your connection" only when offline),
 * and one Retry.
 */
export function ErrorNotice({
  title,
  error,
  onRetry,
  retryLabel,
}: {
  title: ReactNode;
  error: unknown;
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <Notice
      tone="error"
      role="alert"
      title={title}
      actions={
        onRetry && (
          <Button onClick={onRetry}>{retryLabel ?? t('error.retry')}</Button>
        )
      }
    >
      <p>{t(failureTextKeys(error).text)}</p>
    </Notice>
  );
}

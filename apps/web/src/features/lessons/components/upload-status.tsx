import { useTranslation } from '../../../lib/use-translation';
import type { UploadItem } from '../hooks/use-practice-uploads';
import styles from './remediation.module.css';

const STATUS_KEY = {
  1: 'pending',
  2: 'uploading',
  3: 'saved',
  4: 'failed',
} as const;

/** spec 02 §4 Practice result upload items, announced politely as they change. */
export function UploadStatus({ items }: { items: readonly UploadItem[] }) {
  const { t } = useTranslation('lessons');
  // One line for all items: saving while any is on its way, then whether any failed.
  const statuses = items.map((i) => i.status);
  const shown =
    statuses.length === 0
      ? null
      : statuses.some((s) => s === 1 || s === 2)
        ? 2
        : statuses.includes(4)
          ? 4
          : 3;
  return (
    <p
      className={styles.upload}
      role="status"
      aria-label={t('remediation.upload.label')}
    >
      {shown && (
        <span data-status={shown}>
          {t(`remediation.upload.${STATUS_KEY[shown]}`)}
        </span>
      )}
    </p>
  );
}

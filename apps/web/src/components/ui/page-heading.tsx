import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import styles from './page-heading.module.css';

/** A page's document title and its one h1, with an optional line under it. */
export function PageHeading({
  title,
  lead,
  id,
}: {
  title: string;
  lead?: ReactNode;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.heading}>
      <title>{t('pageTitle', { page: title })}</title>
      <h1 id={id} className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

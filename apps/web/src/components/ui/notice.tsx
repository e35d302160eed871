import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A message box inside a page. `alert` is announced at once (an error or a
 * warning that appeared after an action); `info` is plain text. The icon
 * and the words carry the meaning, not the colour alone.
 */
export function Notice({
  tone = 'info',
  role,
  title,
  children,
  actions,
}: {
  tone?: 'info' | 'warning' | 'error';
  role?: 'alert' | 'status';
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        {tone === 'info' ? (
          <>
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path
              d="M12 11v6M12 7.5v.5"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </>
        ) : (
          <>
            <path d="M12 2.5l10.5 19h-21z" fill="currentColor" />
            <path
              d="M12 9.5v5M12 17.5v.5"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

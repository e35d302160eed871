import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAppConfig } from '../../../lib/app-config-context';
import { useFullLogout } from '../../../lib/auth/logout';
import styles from './nav-bar.module.css';
import { Icon } from '../../../components/ui/icon';

/** The student-name menu with log-out (spec 02 §2 Navigation bar). */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation('nav');
  const config = useAppConfig();
  const logout = useFullLogout(config.PortalLoginUrl);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  // Focus moves into the menu as it opens (a plain effect runs a frame later on Preact, decision 019).
  useLayoutEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      itemRef.current?.focus();
    }
  };

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.item} ${styles.user}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu', { name })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.userName}>{name}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <button
            ref={itemRef}
            type="button"
            role="menuitem"
            className={styles.menuItem}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {logout.isPending ? t('loggingOut') : t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}

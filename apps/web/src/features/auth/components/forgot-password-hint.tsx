import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import styles from './forgot-password-hint.module.css';

/** spec 01 §9: the hint shows after hovering 500 ms. */
export const HINT_HOVER_DELAY_MS = 500;

/**
 * The forgot-password hint (spec 01 §2): on hover after 500 ms, and on focus
 * or tap so keyboard and touch users get it too. Escape hides it.
 */
export function ForgotPasswordHint() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = () => {
    clearTimeout(timer.current);
    setPinned(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
    }
  };

  return (
    <div
      className={styles.wrap}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), HINT_HOVER_DELAY_MS);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        if (!pinned) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          if (!pinned) setOpen(false);
        }}
        onClick={() => {
          setPinned(!pinned);
          setOpen(!pinned);
        }}
      >
        {t('forgot.trigger')}
      </button>
      <div id={id} className={styles.bubble} hidden={!open}>
        <p>{t('forgot.kit')}</p>
        <p>{t('forgot.advisor')}</p>
      </div>
    </div>
  );
}

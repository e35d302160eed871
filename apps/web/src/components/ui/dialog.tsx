import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape and the close button call this; without it the dialog cannot be dismissed. */
  onClose?: () => void;
  /** The close button's accessible name (required with onClose). */
  closeLabel?: string;
  /** Gets focus when the dialog opens; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A long document: its scrolling body takes focus first, so Enter does not close or confirm by accident. */
  focusContent?: boolean;
  footer?: ReactNode;
  size?: 'small' | 'large';
}

/**
 * A modal dialog: the rest of the page is inert, Tab stays inside, Escape
 * closes it where closing is allowed, and focus returns where it was.
 */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel,
  initialFocus,
  focusContent = false,
  footer,
  size = 'small',
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Before the browser paints (Preact runs a plain effect a frame later,
  // decision 019): focus and the inert page never lag the dialog's opening.
  useLayoutEffect(() => {
    const previous =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    const host = ref.current?.closest('[data-dialog-host]');
    const siblings = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el !== host && el instanceof HTMLElement && !el.hasAttribute('inert'),
    );
    for (const el of siblings) el.setAttribute('inert', '');
    const target =
      initialFocus?.current ??
      (focusContent ? bodyRef.current : null) ??
      ref.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      ref.current;
    target?.focus();
    return () => {
      for (const el of siblings) el.removeAttribute('inert');
      if (previous && previous.isConnected) previous.focus();
    };
    // The dialog mounts when it opens, so this runs once per opening.
  }, [initialFocus, focusContent]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first ||
        document.activeElement === ref.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-dialog-host="">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, styles[size]].join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={closeLabel}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        {/* A long document scrolls: keyboard users reach it with Tab (axe scrollable-region-focusable). */}
        <div
          ref={bodyRef}
          className={styles.body}
          tabIndex={size === 'large' || focusContent ? 0 : undefined}
        >
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

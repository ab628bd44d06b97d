import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

export interface ModalProps {
  title: ReactNode;
  onClose?: () => void;
  /** Escape closes it (the Agreement modal); by default only the close button does */
  closeOnEscape?: boolean;
  /** forced modals (forced password change) have no close button */
  dismissible?: boolean;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The generic modal: locks page scroll while open and restores it after, never closes on an
 * outside click, keeps keyboard focus inside and gives it back to where it was.
 */
export const Modal = ({
  title,
  onClose,
  closeOnEscape = false,
  dismissible = true,
  wide,
  children,
  footer,
  testId,
}: ModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    const previousFocus = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    const first = dialog.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialog.current)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      // the opener may be gone (signing in swaps "Log in" for the account block): then the page
      if (previousFocus?.isConnected) previousFocus.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && closeOnEscape && dismissible) {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-testid="modal-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {/* a div, not a header: inside a dialog a header would be a second page banner to screen readers */}
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && onClose ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
              ×
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.foot}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
};

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

/**
 * A warning the player must acknowledge (spec §8, e.g. a code that could not be sent): an
 * alertdialog above everything, even an open modal, with one OK button that takes the focus and
 * gives it back on closing; Escape closes it too, without reaching the modal underneath.
 */
export const WarningDialog = ({
  title,
  children,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    return () => previousFocus?.focus?.();
  }, []);

  return createPortal(
    <div className={styles.backdrop} style={{ zIndex: 120 }}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={styles.dialog}
        style={{ width: 'min(400px, 100%)' }}
        onKeyDown={(event) => {
          // the only control is OK: Tab stays on it, Escape answers it
          if (event.key === 'Tab') event.preventDefault();
          if (event.key === 'Escape') onClose();
          event.stopPropagation();
        }}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            <span aria-hidden="true">⚠ </span>
            {title}
          </h2>
        </header>
        <div id={textId} className={styles.body}>
          {children}
        </div>
        <footer className={styles.foot}>
          <button ref={ok} type="button" className="button" onClick={onClose}>
            {t('common.ok')}
          </button>
        </footer>
      </div>
    </div>,
    document.body,
  );
};

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shared/ui/modal-store.ts';
import { useResetLink } from './reset-link.ts';
import styles from './reset-password.module.css';

/** "Your password has been changed" above the login modal that a finished reset opens; gone with it. */
export const ResetDoneNotice = () => {
  const { t } = useTranslation();
  const done = useResetLink((state) => state.done);
  const loginOpen = useModals((state) => state.open === 'loginPopupModal');
  useEffect(() => {
    if (done && !loginOpen) useResetLink.setState({ done: false });
  }, [done, loginOpen]);
  if (!done || !loginOpen) return null;
  return createPortal(
    <p role="status" className={styles.notice} data-testid="reset-done">
      {t('auth.resetDone')}
    </p>,
    document.body,
  );
};

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loginPromptMs, useLoginPrompt } from '../session/require-login.ts';
import { useModals } from './modal-store.ts';

/**
 * "Please log in or register first" (requireLogin), above the login modal it opens: announced
 * at once to screen readers, gone after a few seconds or when the login modal closes.
 */
export const LoginPromptNotice = () => {
  const { t } = useTranslation();
  const shown = useLoginPrompt((state) => state.shown);
  const reason = useLoginPrompt((state) => state.reason);
  const dismiss = useLoginPrompt((state) => state.dismiss);
  const loginOpen = useModals((state) => state.open === 'loginPopupModal' || state.open === 'registerModal');

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(dismiss, loginPromptMs);
    return () => clearTimeout(timer);
  }, [shown, dismiss]);
  useEffect(() => {
    if (shown && !loginOpen) dismiss();
  }, [shown, loginOpen, dismiss]);

  if (!shown) return null;
  return createPortal(
    <div
      role="alert"
      data-testid="login-required-notice"
      style={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 125,
        maxWidth: 'calc(100vw - 32px)',
        padding: '10px 18px',
        borderRadius: 10,
        background: 'var(--color-primary)',
        color: 'var(--color-primary-contrast, #1a1205)',
        fontWeight: 600,
        lineHeight: 1.6,
        boxShadow: '0 10px 30px rgb(0 0 0 / 40%)',
        pointerEvents: 'none',
      }}
    >
      {reason === 'sessionEnded' ? t('auth.sessionEnded') : t('auth.pleaseLogin')}
    </div>,
    document.body,
  );
};

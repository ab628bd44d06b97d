import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { logoutCall } from './api/auth-calls.ts';

export { trialAccountType } from '../../shared/session/account-types.ts';

/** spec §4: a trial account is told a real account is needed (in_need_true_account). */
export const TrialWarning = () => {
  const { t } = useTranslation();
  const { hide, show } = useModals();
  // the guest's session ends on the server too, as a logout does: its token must not outlive the tab's
  const leaveTrial = async (next: 'registerModal' | 'loginPopupModal') => {
    await logoutCall().catch(() => undefined);
    useSession.getState().signOut();
    show(next);
  };
  return (
    <Modal
      title={t('auth.trialTitle')}
      onClose={hide}
      testId="trial-warning"
      footer={
        <>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void leaveTrial('loginPopupModal')}
          >
            {t('auth.login')}
          </button>
          <button type="button" className="button" onClick={() => void leaveTrial('registerModal')}>
            {t('auth.register')}
          </button>
        </>
      }
    >
      <p>{t('auth.in_need_true_account')}</p>
    </Modal>
  );
};

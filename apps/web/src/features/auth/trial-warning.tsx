import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { leaveFreePlay } from './leave-free-play.ts';
import { useOpenDoors } from './use-open-doors.ts';

export { trialAccountType } from '../../shared/session/account-types.ts';

/** spec §4: a trial account is told a real account is needed (in_need_true_account). */
export const TrialWarning = () => {
  const { t } = useTranslation();
  const hide = useModals((state) => state.hide);
  const doors = useOpenDoors();
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
            onClick={() => void leaveFreePlay('loginPopupModal')}
          >
            {t('auth.login')}
          </button>
          {doors.registration ? (
            <button type="button" className="button" onClick={() => void leaveFreePlay('registerModal')}>
              {t('auth.register')}
            </button>
          ) : null}
        </>
      }
    >
      <p>{t('auth.in_need_true_account')}</p>
    </Modal>
  );
};

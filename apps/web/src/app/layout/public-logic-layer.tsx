import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AgreementModal } from '../../features/agreement/agreement-modal.tsx';
import { LogoutConfirm } from '../../features/auth/account-block.tsx';
import { ChangePasswordModal } from '../../features/auth/change-password-modal.tsx';
import { ComingSoonModal } from '../../features/auth/coming-soon-modal.tsx';
import { ForgotPasswordModal } from '../../features/auth/forgot-password-modal.tsx';
import { LoginModal } from '../../features/auth/login-modal.tsx';
import { RegisterModal } from '../../features/auth/register-modal.tsx';
import { TrialWarning } from '../../features/auth/trial-warning.tsx';
import { PublicModal } from '../../features/content/public-modal.tsx';
import { HelpModal } from '../../features/system/help-modal.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';

/** Global modals and prompts that any page may raise (spec §2 root layout: public-logic layer). */
export const PublicLogicLayer = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, hide } = useModals();
  return (
    <div data-area="public-logic">
      {open === 'loginPopupModal' ? <LoginModal /> : null}
      {open === 'registerModal' ? <RegisterModal /> : null}
      {open === 'forgetPassModal' ? <ForgotPasswordModal /> : null}
      {open === 'changePassModal' ? <ChangePasswordModal forced={false} /> : null}
      {open === 'changePassModalForced' ? <ChangePasswordModal forced /> : null}
      {open === 'logoutConfirm' ? <LogoutConfirm /> : null}
      {open === 'trialWarning' ? <TrialWarning /> : null}
      {open === 'memberCentre' ? <ComingSoonModal title={t('side.memberCentre')} /> : null}
      {open === 'agreementModal' ? <AgreementModal onClose={hide} /> : null}
      {open === 'publicModal' ? <PublicModal notices={[]} onClose={hide} /> : null}
      {open === 'helpModal' ? (
        <HelpModal
          onClose={() => {
            hide();
            void navigate('/');
          }}
        />
      ) : null}
      {open === 'loginRequired' ? (
        <Modal
          title={t('auth.pleaseLogin')}
          dismissible={false}
          footer={
            <button
              type="button"
              className="button"
              onClick={() => {
                hide();
                void navigate('/');
              }}
            >
              {t('common.confirm')}
            </button>
          }
        >
          <p>{t('auth.pleaseLoginBody')}</p>
        </Modal>
      ) : null}
    </div>
  );
};

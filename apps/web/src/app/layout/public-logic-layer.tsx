import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AgreementModal } from '../../features/agreement/agreement-modal.tsx';
import { ComingSoonModal } from '../../features/auth/coming-soon-modal.tsx';
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
      {open === 'loginPopupModal' ? <ComingSoonModal title={t('auth.login')} /> : null}
      {open === 'registerModal' ? <ComingSoonModal title={t('auth.register')} /> : null}
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

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResetDoneNotice } from '../../features/auth/reset-done-notice.tsx';
import { useResetPasswordLink } from '../../features/auth/reset-link.ts';
import { PostLoginPopup } from '../../features/content/post-login-popup.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { lazyPage, PageBoundary } from '../lazy-page.tsx';

// modals load when first opened, keeping forms and their libraries out of the first download
const LoginModal = lazyPage('login', () =>
  import('../../features/auth/login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazyPage('register', () =>
  import('../../features/auth/register-modal.tsx').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazyPage('forgot', () =>
  import('../../features/auth/forgot-password-modal.tsx').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ResetPasswordModal = lazyPage('reset-password', () =>
  import('../../features/auth/reset-password-modal.tsx').then((m) => ({ default: m.ResetPasswordModal })),
);
const ChangePasswordModal = lazyPage('password', () =>
  import('../../features/auth/change-password-modal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);
const LogoutConfirm = lazyPage('logout', () =>
  import('../../features/auth/account-block.tsx').then((m) => ({ default: m.LogoutConfirm })),
);
const TrialWarning = lazyPage('trial', () =>
  import('../../features/auth/trial-warning.tsx').then((m) => ({ default: m.TrialWarning })),
);
const MemberCentre = lazyPage('member-centre', () =>
  import('../member-centre/member-centre.tsx').then((m) => ({ default: m.MemberCentre })),
);
const ConsolidateModal = lazyPage('consolidate', () =>
  import('../../features/wallet/consolidate-modal.tsx').then((m) => ({ default: m.ConsolidateModal })),
);
const AgreementModal = lazyPage('agreement', () =>
  import('../../features/agreement/agreement-modal.tsx').then((m) => ({ default: m.AgreementModal })),
);
const AnnouncementModal = lazyPage('notices', () =>
  import('../../features/content/announcement-modal.tsx').then((m) => ({ default: m.AnnouncementModal })),
);
const NoticeModal = lazyPage('notice', () =>
  import('../../features/content/notice-modal.tsx').then((m) => ({ default: m.NoticeModal })),
);
const SiteAddressesModal = lazyPage('site-addresses', () =>
  import('../../features/system/site-addresses-modal.tsx').then((m) => ({ default: m.SiteAddressesModal })),
);
const HelpModal = lazyPage('help-modal', () =>
  import('../../features/system/help-modal.tsx').then((m) => ({ default: m.HelpModal })),
);

/** Global modals and prompts that any page may raise (spec §2 root layout: public-logic layer). */
export const PublicLogicLayer = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, hide } = useModals();
  useResetPasswordLink();
  return (
    <div data-area="public-logic">
      <PageBoundary quiet>
        {open === 'loginPopupModal' ? <LoginModal /> : null}
        {open === 'registerModal' ? <RegisterModal /> : null}
        {open === 'forgetPassModal' ? <ForgotPasswordModal /> : null}
        {open === 'resetPassModal' ? <ResetPasswordModal /> : null}
        {open === 'changePassModal' ? <ChangePasswordModal forced={false} /> : null}
        {open === 'changePassModalForced' ? <ChangePasswordModal forced /> : null}
        {open === 'logoutConfirm' ? <LogoutConfirm /> : null}
        {open === 'trialWarning' ? <TrialWarning /> : null}
        {open === 'memberCentre' ? <MemberCentre /> : null}
        {open === 'consolidateModal' ? <ConsolidateModal /> : null}
        {open === 'agreementModal' ? <AgreementModal onClose={hide} /> : null}
        {open === 'publicModal' ? <AnnouncementModal /> : null}
        {open === 'noticeModal' ? <NoticeModal /> : null}
        {open === 'siteAddresses' ? <SiteAddressesModal /> : null}
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
      </PageBoundary>
      <ResetDoneNotice />
      <PostLoginPopup />
    </div>
  );
};

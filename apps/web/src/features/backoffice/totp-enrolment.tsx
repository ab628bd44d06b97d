import { useTranslation } from 'react-i18next';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { confirmOperatorEnrolment, startOperatorEnrolment } from './operator-sign-in-calls.ts';

/**
 * Enrolment during sign-in: a role that moves money must set up an authenticator before its
 * session opens, which happens once the recovery codes were shown.
 */
export const TotpEnrolment = ({ challengeId }: { challengeId: string }) => {
  const { t } = useTranslation();
  return (
    <AuthenticatorSetup
      key={challengeId}
      start={() => startOperatorEnrolment(challengeId)}
      confirm={(code) => confirmOperatorEnrolment(challengeId, code)}
      lead={t('backoffice.operatorSignIn.enrolLead')}
      confirmLabel={t('backoffice.operatorSignIn.confirm')}
      continueLabel={t('backoffice.operatorSignIn.continue')}
    />
  );
};

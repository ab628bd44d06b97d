import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './back-office.module.css';
import { OperatorCodeForm } from './operator-code-form.tsx';
import own from './operator-sign-in.module.css';
import { confirmOperatorEnrolment, startOperatorEnrolment } from './operator-sign-in-calls.ts';

interface Secret {
  secret: string;
  otpauthUri: string;
  qr: string;
}

/**
 * Enrolment during sign-in: the QR code and key of a new authenticator, its first code, then the
 * 10 recovery codes, shown this once before the session opens.
 */
export const TotpEnrolment = ({ challengeId }: { challengeId: string }) => {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ recoveryCodes: string[]; open: () => void } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the start after a failure
  useEffect(() => {
    let live = true;
    setFailure(null);
    startOperatorEnrolment(challengeId)
      .then(async (value) => {
        const qr = await QRCode.toDataURL(value.otpauthUri, { width: 180, margin: 1 });
        if (live) setSecret({ ...value, qr });
      })
      .catch((error: unknown) => {
        if (live) setFailure(error);
      });
    return () => {
      live = false;
    };
  }, [challengeId, attempt]);

  if (done) {
    return (
      <div data-testid="bo-recovery-codes">
        <h2>{t('backoffice.operatorSignIn.recoveryTitle')}</h2>
        <p className={styles.muted}>{t('backoffice.operatorSignIn.recoveryLead')}</p>
        <ol className={own.recoveryCodes}>
          {done.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="button" onClick={done.open}>
          {t('backoffice.operatorSignIn.continue')}
        </button>
      </div>
    );
  }
  if (failure)
    return <ErrorState message={errorText(t, failure)} onRetry={() => setAttempt((value) => value + 1)} />;
  if (!secret) return <Spinner />;
  return (
    <div data-testid="bo-enrol">
      <h2>{t('backoffice.operatorSignIn.enrolTitle')}</h2>
      <p className={styles.muted}>{t('backoffice.operatorSignIn.enrolLead')}</p>
      <img
        className={own.qr}
        src={secret.qr}
        alt={t('backoffice.operatorSignIn.qr')}
        width={180}
        height={180}
      />
      <p>
        {t('backoffice.operatorSignIn.key')}
        {t('common.colon')}
        <code className={own.key} data-testid="bo-totp-key">
          {secret.secret}
        </code>
      </p>
      <OperatorCodeForm
        label={t('backoffice.operatorSignIn.code')}
        submitLabel={t('backoffice.operatorSignIn.confirm')}
        allowRecovery={false}
        onSubmit={async (code) => setDone(await confirmOperatorEnrolment(challengeId, code))}
      />
    </div>
  );
};

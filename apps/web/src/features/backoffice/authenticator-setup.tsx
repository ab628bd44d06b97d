import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './back-office.module.css';
import { OperatorCodeForm } from './operator-code-form.tsx';
import own from './operator-sign-in.module.css';

interface Secret {
  secret: string;
  otpauthUri: string;
  qr: string;
}

/** What confirming the first code gives: the recovery codes, and what follows once they are saved. */
export interface SetupDone {
  recoveryCodes: string[];
  open: () => void;
}

/**
 * Setting up an authenticator: the QR code and key of a new secret (`start` runs once when this
 * mounts; a new sign-in challenge mounts a new setup), its first code, then the 10 recovery codes,
 * shown this once before `open` goes on.
 */
export const AuthenticatorSetup = ({
  start,
  confirm,
  lead,
  confirmLabel,
  continueLabel,
}: {
  start: () => Promise<{ secret: string; otpauthUri: string }>;
  confirm: (code: string) => Promise<SetupDone>;
  lead: string;
  confirmLabel: string;
  continueLabel: string;
}) => {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<SetupDone | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `start` runs once per mount; `attempt` re-runs it after a failure
  useEffect(() => {
    let live = true;
    setFailure(null);
    start()
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
  }, [attempt]);

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
          {continueLabel}
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
      <p className={styles.muted}>{lead}</p>
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
        submitLabel={confirmLabel}
        allowRecovery={false}
        onSubmit={async (code) => setDone(await confirm(code))}
      />
    </div>
  );
};

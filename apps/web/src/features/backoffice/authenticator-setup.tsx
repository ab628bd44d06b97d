import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useNewAuthenticator } from '../../shared/ui/use-new-authenticator.ts';
import styles from './back-office.module.css';
import { OperatorCodeForm } from './operator-code-form.tsx';
import own from './operator-sign-in.module.css';

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
  const { secret, failure, retry } = useNewAuthenticator(start, 180);
  const [done, setDone] = useState<SetupDone | null>(null);

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
  if (failure) return <ErrorState message={errorText(t, failure)} onRetry={retry} />;
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

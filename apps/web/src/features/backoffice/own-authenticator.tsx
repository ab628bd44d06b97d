import type { OperatorAccount } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import styles from './back-office.module.css';
import { confirmOwnEnrolmentCall, ownAccountKey, startOwnEnrolmentCall } from './own-account-calls.ts';

/**
 * The operator's authenticator: on since when, with the recovery codes left; or off, with the
 * setup a signed-in operator may start for themself (any role may opt in).
 */
export const OwnAuthenticator = ({ account }: { account: OperatorAccount }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownAccountKey });

  return (
    <div data-testid="bo-own-authenticator">
      <h2>{t('backoffice.account.totpTitle')}</h2>
      {account.totpEnabledAt ? (
        <p data-testid="bo-own-totp-state">
          {t('backoffice.account.totpOn', {
            date: formats.dateTime(account.totpEnabledAt),
            count: account.recoveryCodesLeft,
          })}
        </p>
      ) : settingUp ? (
        <AuthenticatorSetup
          start={startOwnEnrolmentCall}
          confirm={async (code) => ({
            recoveryCodes: (await confirmOwnEnrolmentCall(code)).recoveryCodes,
            // the codes stay on screen until the account reads as on: no flash of "off" between
            open: () => void refresh().then(() => setSettingUp(false)),
          })}
          lead={t('backoffice.account.setupLead')}
          confirmLabel={t('backoffice.account.turnOn')}
          continueLabel={t('backoffice.account.saved')}
        />
      ) : (
        <>
          <p data-testid="bo-own-totp-state">{t('backoffice.account.totpOff')}</p>
          {account.totpRequired ? (
            <p className={styles.warning}>{t('backoffice.account.totpRequired')}</p>
          ) : null}
          <button type="button" className="button" onClick={() => setSettingUp(true)}>
            {t('backoffice.account.setUp')}
          </button>
        </>
      )}
    </div>
  );
};

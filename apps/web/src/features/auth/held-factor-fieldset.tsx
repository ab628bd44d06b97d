import type { PaymentPasswordFactor } from '@croupier/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import styles from './held-factor-fieldset.module.css';

/** The server sends one code per destination a minute: the button waits as long. */
export const resendSeconds = 60;

/**
 * "Confirm with": a second factor the player holds (mobile, email, authenticator) and its code,
 * with a send button for the first two. Security changes ask for it when one is held.
 */
export const HeldFactorFieldset = ({
  factors,
  factor,
  factorField,
  codeField,
  codeError,
  sendCode,
  onError,
  testId,
}: {
  factors: PaymentPasswordFactor[];
  /** the chosen factor */
  factor: PaymentPasswordFactor;
  factorField: UseFormRegisterReturn;
  codeField: UseFormRegisterReturn;
  codeError: string | undefined;
  sendCode: (method: 'SMS' | 'EMAIL') => Promise<{ expiredMinutes?: number }>;
  onError: (message: string) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.factor} data-testid={testId}>
      <legend>{t('cashier.confirmWith')}</legend>
      <div className={styles.choices}>
        {factors.map((method) => (
          <label key={method}>
            <input type="radio" value={method} {...factorField} />
            {t(`cashier.factor.${method}`)}
          </label>
        ))}
      </div>
      <Field
        label={t(factor === 'TOTP' ? 'cashier.authenticatorCode' : 'cashier.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={codeError}
        {...codeField}
        addon={
          factor === 'SMS' || factor === 'EMAIL' ? (
            <CodeButton seconds={resendSeconds} send={() => sendCode(factor)} onError={onError} />
          ) : undefined
        }
      />
    </fieldset>
  );
};

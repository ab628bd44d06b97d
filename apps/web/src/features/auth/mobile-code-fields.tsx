import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { requirePhoneNumber } from './phone-number.ts';

/** A mobile number and the SMS code sent to it, with the send button and its countdown. */
export const MobileCodeFields = ({
  mobile,
  code,
  errors,
  readMobile,
  sendCode,
  seconds,
  onError,
  mobileRequired = true,
}: {
  mobile: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { mobile?: string; code?: string };
  readMobile: () => string;
  sendCode: (mobile: string) => Promise<{ expiredMinutes?: number }>;
  /** fixed countdown (60 s); without it, the code's expiredMinutes × 60 */
  seconds?: number;
  onError: (message: string) => void;
  mobileRequired?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('auth.mobile')}
        type="tel"
        autoComplete="tel"
        aria-required={mobileRequired}
        error={errors.mobile}
        {...mobile}
      />
      <Field
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code}
        {...code}
        addon={
          <CodeButton
            {...(seconds ? { seconds } : {})}
            onError={onError}
            send={async () => sendCode(requirePhoneNumber(readMobile()))}
          />
        }
      />
    </>
  );
};

import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import { operatorCaptcha } from './operator-sign-in-calls.ts';

export interface OperatorCaptchaState {
  captchaId: string;
  image: string;
}

/** The captcha asked after a failed sign-in; clicking the picture draws a new one (at most once a second). */
export const OperatorCaptcha = ({
  captcha,
  onChange,
  registration,
  error,
}: {
  captcha: OperatorCaptchaState;
  onChange: (captcha: OperatorCaptchaState) => void;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const last = useRef(0);
  const refresh = async () => {
    if (Date.now() - last.current < 1000) return;
    last.current = Date.now();
    onChange(await operatorCaptcha());
  };
  return (
    <Field
      label={t('auth.captcha')}
      autoComplete="off"
      maxLength={8}
      {...(error ? { error } : {})}
      {...registration}
      addon={
        <button type="button" className="link-button" onClick={refresh} title={t('auth.refreshCaptcha')}>
          <img src={captcha.image} alt={t('auth.captchaImage')} data-testid="captcha-image" />
        </button>
      }
    />
  );
};

import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import { captchaCall } from './api/auth-calls.ts';

export interface CaptchaState {
  captchaId: string;
  image: string;
}

/** spec §9: a new captcha at most once a second */
const refreshEveryMs = 1000;

/** The captcha picture with its input; clicking the picture draws a new one, at most once a second. */
export const CaptchaField = ({
  captcha,
  onChange,
  registration,
  error,
}: {
  captcha: CaptchaState;
  onChange: (captcha: CaptchaState) => void;
  registration: UseFormRegisterReturn;
  error?: string;
}) => {
  const { t } = useTranslation();
  const last = useRef(0);
  const refresh = async () => {
    if (Date.now() - last.current < refreshEveryMs) return;
    last.current = Date.now();
    onChange(await captchaCall());
  };
  return (
    <Field
      label={t('auth.captcha')}
      autoComplete="off"
      maxLength={8}
      error={error}
      {...registration}
      addon={
        <button type="button" className="link-button" onClick={refresh} title={t('auth.refreshCaptcha')}>
          <img src={captcha.image} alt={t('auth.captchaImage')} data-testid="captcha-image" />
        </button>
      }
    />
  );
};

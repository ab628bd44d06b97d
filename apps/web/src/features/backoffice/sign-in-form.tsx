import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { OperatorCaptcha, type OperatorCaptchaState } from './operator-captcha.tsx';
import { OperatorCodeForm } from './operator-code-form.tsx';
import { operatorSignIn, verifyOperatorCode } from './operator-sign-in-calls.ts';
import { TotpEnrolment } from './totp-enrolment.tsx';

type Step = { kind: 'password' } | { kind: 'totp' | 'enrol'; challengeId: string };

interface Refusal {
  captcha?: string;
  captchaId?: string;
  lockedUntil?: string;
}

/**
 * The operator's sign-in, apart from players': password (with a captcha after a failure), then
 * the authenticator code, or enrolment of one when the role moves money and has none yet.
 */
export const SignInForm = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<OperatorCaptchaState | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<{
    username: string;
    password: string;
    captcha: string;
  }>();
  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      const value = await operatorSignIn({
        username: form.username.trim(),
        password: form.password,
        ...(captcha ? { captchaId: captcha.captchaId, captcha: form.captcha.trim() } : {}),
      });
      if (value.step !== 'signedIn') setStep({ kind: value.step, challengeId: value.challengeId });
    } catch (failure) {
      const refusal = failure instanceof ApiError ? (failure.value as Refusal | null) : null;
      if (refusal?.captcha && refusal.captchaId)
        setCaptcha({ image: refusal.captcha, captchaId: refusal.captchaId });
      setValue('captcha', '');
      setError(
        refusal?.lockedUntil
          ? t('backoffice.operatorSignIn.lockedUntil', {
              time: formats.time(refusal.lockedUntil),
            })
          : errorText(t, failure),
      );
    }
  });
  const startAgain = (
    <button type="button" className="link-button" onClick={() => setStep({ kind: 'password' })}>
      {t('backoffice.operatorSignIn.startAgain')}
    </button>
  );

  if (step.kind === 'enrol') {
    return (
      <div className={styles.signIn}>
        <TotpEnrolment challengeId={step.challengeId} />
        {startAgain}
      </div>
    );
  }
  if (step.kind === 'totp') {
    return (
      <div className={styles.signIn} data-testid="bo-totp">
        <h1>{t('backoffice.operatorSignIn.totpTitle')}</h1>
        <p className={styles.muted}>{t('backoffice.operatorSignIn.totpLead')}</p>
        <OperatorCodeForm
          label={t('backoffice.operatorSignIn.code')}
          submitLabel={t('backoffice.operatorSignIn.verify')}
          allowRecovery
          onSubmit={(code) => verifyOperatorCode(step.challengeId, code)}
        />
        {startAgain}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={styles.signIn} data-testid="bo-login">
      <h1>{t('backoffice.title')}</h1>
      <p className={styles.muted}>{t('backoffice.signInLead')}</p>
      <FormError message={error} />
      <Field
        label={t('backoffice.username')}
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register('username', { required: t('cashier.required') })}
      />
      <Field
        label={t('backoffice.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password', { required: t('cashier.required') })}
      />
      {captcha ? (
        <OperatorCaptcha
          captcha={captcha}
          onChange={setCaptcha}
          registration={register('captcha', { required: t('cashier.required') })}
          error={formState.errors.captcha?.message}
        />
      ) : null}
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.signIn')}
      </button>
    </form>
  );
};

import { isFlagOn, type SecondFactorMethod } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useWhitelabel } from '../../shared/api/use-system.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { freePlayCall, loginCall, loginSmsCall } from './api/auth-calls.ts';
import styles from './auth-forms.module.css';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { completeSignIn } from './complete-sign-in.ts';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { rememberedUser, rememberUser } from './remembered-user.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { useOpenDoors } from './use-open-doors.ts';

interface LoginForm {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  captcha: string;
  remember: boolean;
}

interface Challenge {
  challengeId: string;
  methods: SecondFactorMethod[];
}

/** loginPopupModal: username/password and, when enabled, mobile + SMS code; captcha after a failure. */
export const LoginModal = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hide, show } = useModals();
  const flags = useWhitelabel().data;
  const doors = useOpenDoors();
  const smsEnabled = isFlagOn(flags, 'MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const remembered = rememberedUser();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setValue, setError } = useForm<LoginForm>({
    defaultValues: { username: remembered, remember: Boolean(remembered) },
  });
  const required = { required: t('auth.required') };

  const submit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      const value = await loginCall({
        type: tab,
        ...(tab === 'password'
          ? { username: form.username.trim(), password: form.password }
          : { mobileNum: form.mobileNum.trim(), smsCode: form.smsCode.trim() }),
        ...(captcha ? { captchaId: captcha.captchaId, captcha: form.captcha.trim() } : {}),
      });
      if (tab === 'password') rememberUser(form.remember ? form.username.trim() : null);
      await completeSignIn(value, queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH_SECOND_FACTOR_REQUIRED') {
        setChallenge(error.value as Challenge);
        return;
      }
      const fresh =
        error instanceof ApiError ? (error.value as { captcha?: string; captchaId?: string } | null) : null;
      if (fresh?.captcha && fresh.captchaId) setCaptcha({ image: fresh.captcha, captchaId: fresh.captchaId });
      setValue('captcha', '');
      placeRefusal(t, error, formRef.current, setError, setFormError);
    }
  });

  if (challenge) {
    return (
      <Modal title={t('auth.secondFactorTitle')} onClose={hide} testId="login-modal">
        <SecondFactorStep
          challenge={challenge}
          onDone={(value) => completeSignIn(value, queryClient)}
          onExpired={() => setChallenge(null)}
        />
      </Modal>
    );
  }

  return (
    <Modal title={t('auth.login')} onClose={hide} testId="login-modal">
      {smsEnabled ? (
        <TabBar
          tabs={[
            { value: 'password' as const, label: t('auth.tabPassword') },
            { value: 'sms' as const, label: t('auth.tabSms') },
          ]}
          selected={tab}
          onSelect={(name) => {
            setTab(name);
            setFormError(null);
          }}
        />
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormError message={formError} />
        {tab === 'password' ? (
          <>
            <Field
              label={t('auth.username')}
              autoComplete="username"
              error={formState.errors.username?.message}
              {...register('username', required)}
            />
            <Field
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              error={formState.errors.password?.message}
              {...register('password', required)}
            />
          </>
        ) : (
          <MobileCodeFields
            mobile={register('mobileNum', required)}
            code={register('smsCode', required)}
            errors={{ mobile: formState.errors.mobileNum?.message, code: formState.errors.smsCode?.message }}
            readMobile={() => getValues('mobileNum')}
            sendCode={(mobile) => loginSmsCall(mobile, 'login')}
            seconds={60}
            onError={setFormError}
          />
        )}
        {captcha ? (
          <CaptchaField
            captcha={captcha}
            onChange={setCaptcha}
            registration={register('captcha', required)}
            error={formState.errors.captcha?.message}
          />
        ) : null}
        <div className={styles.between}>
          {tab === 'password' ? (
            <label className={styles.check}>
              <input type="checkbox" {...register('remember')} /> {t('auth.remember')}
            </label>
          ) : (
            <span />
          )}
          {doors.passwordReset ? (
            <button type="button" className="link-button" onClick={() => show('forgetPassModal')}>
              {t('auth.forgot')}
            </button>
          ) : null}
        </div>
        <button type="submit" className={`button ${styles.submit}`} disabled={formState.isSubmitting}>
          {t('auth.login')}
        </button>
      </form>
      <div className={styles.alt}>
        {doors.registration ? (
          <button type="button" className="link-button" onClick={() => show('registerModal')}>
            {t('auth.noAccount')}
          </button>
        ) : null}
        {isFlagOn(flags, 'FREEPLAY3') ? (
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              try {
                await completeSignIn(await freePlayCall(), queryClient);
              } catch (error) {
                setFormError(errorText(t, error));
              }
            }}
          >
            {t('auth.freePlay')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
};

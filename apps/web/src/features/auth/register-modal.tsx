import {
  checkAffiliate,
  checkField,
  isFlagOn,
  type RegisterFieldName,
  registerPayloadSchema,
} from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../shared/api/client.ts';
import { useStatus, useWhitelabel } from '../../shared/api/use-system.ts';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { captchaCall, registerCall, registerSmsCall } from './api/auth-calls.ts';
import styles from './auth-forms.module.css';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { ClosedDoorNote } from './closed-door-note.tsx';
import { completeSignIn } from './complete-sign-in.ts';
import { requirePhoneNumber } from './phone-number.ts';
import { RegisterExtraFields } from './register-extra-fields.tsx';

type Form = Record<string, string> & { ageConsent: boolean };

/** registerModal: by username or by mobile, fields and rules from the register settings. */

/** The consent's "terms and conditions": the terms open beside the form, which keeps what the player typed. */
const TermsLink = ({ children }: { children?: ReactNode }) => (
  <a href="/help?category=terms" target="_blank" rel="noopener" className={styles.termsLink}>
    {children}
  </a>
);

export const RegisterModal = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { hide, show } = useModals();
  const location = useLocation();
  const status = useStatus().data;
  const flags = useWhitelabel().data ?? status?.info.whitelabel;
  const settings = status!.info.register;
  const byUsername = isFlagOn(flags, 'USERNAMEREG3');
  const byMobileOn = isFlagOn(flags, 'MOBILENUMREG3');
  const [tab, setTab] = useState<'username' | 'mobile'>(byMobileOn && !byUsername ? 'mobile' : 'username');
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const consentErrorId = useId();
  const referralCode = new URLSearchParams(location.search).get('referralCode') ?? '';
  const referral = useQuery({
    queryKey: ['affiliate', referralCode],
    queryFn: () => callApi(checkAffiliate, { query: { code: referralCode } }),
    enabled: referralCode.length > 0,
    retry: false,
  });
  // spec §4: the affiliate field shows when the URL has no code or the code does not check out
  const showAffiliate = settings.affiliateCode.shown && (!referralCode || referral.isError);
  const smsVerify = isFlagOn(flags, 'REGMOBVERF3');
  // MOBILENUMPASSREG3 off: the mobile tab asks for no password, as long as the player can sign in
  // by SMS code or set one by the phone reset (the server reads the flags the same way)
  const passwordShown =
    tab === 'username' ||
    isFlagOn(flags, 'MOBILENUMPASSREG3') ||
    !(isFlagOn(flags, 'MOBILEVERCODELOGIN3') || isFlagOn(flags, 'CHNGPASSVERIF3'));
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Form>({
    defaultValues: { ageConsent: false } as Form,
  });

  useEffect(() => {
    if (settings.captcha.shown) void captchaCall().then(setCaptcha);
  }, [settings.captcha.shown]);

  const rule = (name: RegisterFieldName, force = false) => ({
    validate: (raw: unknown) => {
      const value = String(raw ?? '').trim();
      const setting = settings[name];
      if (!value) return setting.required || force ? t('auth.required') : true;
      const problem = checkField(setting, value);
      if (problem === 'length')
        return t('auth.lengthRange', { min: setting.minLength, max: setting.maxLength });
      return problem ? t('errors.VALIDATION_FAILED') : true;
    },
  });

  const submit = handleSubmit(async (form) => {
    setFormError(null);
    const values = Object.fromEntries(
      Object.entries(form)
        .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
        .map(([key, value]) => [key, String(value).trim()]),
    );
    // the contract's own schema types the payload; what it refuses, the server would refuse too
    const payload = registerPayloadSchema.safeParse({
      ...values,
      password: passwordShown ? (form.password ?? '') : '',
      confirmPassword: passwordShown ? form.confirmPassword : undefined,
      ...(referralCode && referral.data?.valid ? { referralCode } : {}),
      ...(captcha ? { captchaId: captcha.captchaId, captcha: form.captcha?.trim() } : {}),
      registerUrl: window.location.href,
      domain: window.location.hostname,
      registerMethod: 'WEB',
      login: true,
      ageConsent: form.ageConsent === true,
    });
    if (!payload.success) {
      setFormError(t('errors.VALIDATION_FAILED'));
      return;
    }
    try {
      const value = await registerCall(payload.data, tab === 'mobile');
      await completeSignIn({ token: value.token, isAgent: value.isAgent, forceChange: false }, queryClient);
      // spec §4: a registered player goes to /; replaced, so Back does not open the form again
      void navigate('/', { replace: true });
    } catch (error) {
      // a taken mobile, a wrong SMS code or captcha: said under that field, in view on a phone
      placeRefusal(t, error, formRef.current, setError, setFormError);
      if (settings.captcha.shown) setCaptcha(await captchaCall().catch(() => captcha));
    }
  });

  // a site whose accounts agents or staff open: say so, rather than a form the server refuses
  if (!byUsername && !byMobileOn) {
    return (
      <Modal title={t('auth.register')} onClose={hide} testId="register-modal">
        <ClosedDoorNote text={t('auth.registerClosed')} />
      </Modal>
    );
  }
  const mobileShown = tab === 'mobile' || settings.mobileNum.shown;
  return (
    <Modal title={t('auth.register')} onClose={hide} testId="register-modal">
      {byUsername && byMobileOn ? (
        <TabBar
          tabs={[
            { value: 'username' as const, label: t('auth.tabUsername') },
            { value: 'mobile' as const, label: t('auth.tabMobile') },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormError message={formError} />
        {referral.data?.valid ? (
          <p className={styles.lead}>{t('auth.invitedBy', { upline: referral.data.upline })}</p>
        ) : null}
        {tab === 'username' ? (
          <Field
            label={t('auth.username')}
            autoComplete="username"
            error={formState.errors.username?.message}
            {...register('username', rule('username', true))}
          />
        ) : null}
        {mobileShown ? (
          <Field
            label={t('auth.mobile')}
            type="tel"
            autoComplete="tel"
            error={formState.errors.mobileNum?.message}
            {...register('mobileNum', rule('mobileNum', tab === 'mobile'))}
          />
        ) : null}
        {mobileShown && smsVerify ? (
          <Field
            label={t('auth.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={formState.errors.verificationCode?.message}
            {...register('verificationCode', { required: t('auth.required') })}
            addon={
              <CodeButton
                seconds={60}
                onError={setFormError}
                send={async () =>
                  registerSmsCall(
                    requirePhoneNumber(String(getValues('mobileNum') ?? ''), settings.mobileNum),
                  )
                }
              />
            }
          />
        ) : null}
        {passwordShown ? (
          <>
            <Field
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password', rule('password', true))}
            />
            <Field
              label={t('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={formState.errors.confirmPassword?.message}
              {...register('confirmPassword', {
                // typed twice on purpose: a mistyped password would lock the player out at once
                validate: (value) =>
                  value
                    ? value === getValues('password') || t('errors.PASSWORD_MISMATCH')
                    : t('auth.required'),
              })}
            />
          </>
        ) : null}
        <RegisterExtraFields settings={settings} register={register} errors={formState.errors} rule={rule} />
        {referral.isError ? (
          <p className={styles.lead} role="alert" data-testid="referral-error">
            {t('errors.REGISTER_AFFILIATE_INVALID')}
          </p>
        ) : null}
        {showAffiliate ? (
          <Field
            label={t('auth.fields.affiliateCode')}
            error={formState.errors.affiliateCode?.message}
            {...register('affiliateCode', rule('affiliateCode'))}
          />
        ) : null}
        {captcha ? (
          <CaptchaField
            captcha={captcha}
            onChange={setCaptcha}
            registration={register('captcha', { required: t('auth.required') })}
            error={formState.errors.captcha?.message}
          />
        ) : null}
        <label className={styles.consent} data-invalid={formState.errors.ageConsent ? true : undefined}>
          <input
            type="checkbox"
            aria-invalid={formState.errors.ageConsent ? true : undefined}
            aria-describedby={formState.errors.ageConsent ? consentErrorId : undefined}
            {...register('ageConsent', { validate: (value) => value === true || t('auth.consentRequired') })}
          />
          <span>
            <Trans
              i18nKey="auth.consent"
              components={{
                terms: <TermsLink />,
              }}
            />
          </span>
        </label>
        {formState.errors.ageConsent ? (
          <p id={consentErrorId} className={styles.consentError} role="alert">
            {formState.errors.ageConsent.message}
          </p>
        ) : null}
        <button type="submit" className={`button ${styles.submit}`} disabled={formState.isSubmitting}>
          {t('auth.register')}
        </button>
      </form>
      <div className={styles.alt}>
        <button type="button" className="link-button" onClick={() => show('loginPopupModal')}>
          {t('auth.haveAccount')}
        </button>
      </div>
    </Modal>
  );
};

import { isFlagOn } from '@croupier/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStatus, useWhitelabel } from '../../shared/api/use-system.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { forgotByEmailCall, loginSmsCall, resetByPhoneCall } from './api/auth-calls.ts';
import styles from './auth-forms.module.css';
import { ClosedDoorNote } from './closed-door-note.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { passwordRule } from './password-rule.ts';

type Form = {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
};

/** forgetPassModal: a reset link by email, or a new password with an SMS code (countdown expiredMinutes × 60 s). */
export const ForgotPasswordModal = () => {
  const { t } = useTranslation();
  const { hide, show } = useModals();
  const flags = useWhitelabel().data;
  const tabs = [
    ...(isFlagOn(flags, 'CHNGPASSVERIF3') ? (['phone'] as const) : []),
    ...(isFlagOn(flags, 'CHNGPASSMAIL3') ? (['email'] as const) : []),
  ];
  const [tab, setTab] = useState<'phone' | 'email'>(tabs[0] ?? 'email');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Form>();
  const required = { required: t('auth.required') };
  const rule = useStatus().data!.info.register.password;

  const submit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      if (tab === 'email') {
        await forgotByEmailCall(form.username.trim(), form.email.trim());
        setDone(t('auth.in_been_out'));
      } else {
        await resetByPhoneCall({
          mobileNum: form.mobileNum.trim(),
          verificationCode: form.verificationCode.trim(),
          newPassword: form.newPassword,
        });
        setDone(t('auth.resetDone'));
      }
    } catch (error) {
      placeRefusal(t, error, formRef.current, setError, setFormError);
    }
  });

  return (
    <Modal title={t('auth.forgot')} onClose={hide} testId="forgot-modal">
      {tabs.length === 0 ? (
        <ClosedDoorNote text={t('auth.resetClosed')} />
      ) : done ? (
        <div>
          <p className={styles.lead} role="status">
            {done}
          </p>
          <button type="button" className={`button ${styles.submit}`} onClick={() => show('loginPopupModal')}>
            {t('auth.login')}
          </button>
        </div>
      ) : (
        <>
          {tabs.length > 1 ? (
            <TabBar
              tabs={tabs.map((name) => ({
                value: name,
                label: t(name === 'phone' ? 'auth.byPhone' : 'auth.byEmail'),
              }))}
              selected={tab}
              onSelect={setTab}
            />
          ) : null}
          <form ref={formRef} onSubmit={submit} noValidate>
            <FormError message={formError} />
            {tab === 'email' ? (
              <>
                <Field
                  label={t('auth.username')}
                  error={formState.errors.username?.message}
                  {...register('username', required)}
                />
                <Field
                  label={t('auth.fields.email')}
                  type="email"
                  error={formState.errors.email?.message}
                  {...register('email', required)}
                />
              </>
            ) : (
              <>
                <MobileCodeFields
                  mobile={register('mobileNum', required)}
                  code={register('verificationCode', required)}
                  errors={{
                    mobile: formState.errors.mobileNum?.message,
                    code: formState.errors.verificationCode?.message,
                  }}
                  readMobile={() => getValues('mobileNum')}
                  sendCode={(mobile) => loginSmsCall(mobile, 'reset')}
                  onError={setFormError}
                />
                <Field
                  label={t('auth.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  error={formState.errors.newPassword?.message}
                  {...register('newPassword', passwordRule(t, rule))}
                />
              </>
            )}
            <button type="submit" className={`button ${styles.submit}`} disabled={formState.isSubmitting}>
              {t('common.confirm')}
            </button>
          </form>
        </>
      )}
    </Modal>
  );
};

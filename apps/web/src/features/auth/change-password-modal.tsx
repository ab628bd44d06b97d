import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStatus } from '../../shared/api/use-system.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { changePasswordCall } from './api/auth-calls.ts';
import styles from './auth-forms.module.css';
import { completeSignIn } from './complete-sign-in.ts';
import { passwordRule } from './password-rule.ts';

type Form = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * changePassModal. Forced (first login, expired password, default password): no close button,
 * no old password (kept from the login); afterwards the user info loads and home opens.
 */
export const ChangePasswordModal = ({ forced }: { forced: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hide = useModals((state) => state.hide);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Form>();
  const required = { required: t('auth.required') };
  const rule = useStatus().data!.info.register.password;
  const submit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      await changePasswordCall({
        ...(forced ? {} : { oldPassword: form.oldPassword }),
        newPassword: form.newPassword,
        confirmNewPassword: form.confirmNewPassword,
      });
      const { token, isAgent } = useSession.getState();
      await completeSignIn({ token: token!, isAgent, forceChange: false }, queryClient);
      void navigate('/');
    } catch (error) {
      placeRefusal(t, error, formRef.current, setError, setFormError);
    }
  });
  return (
    <Modal
      title={t('auth.changePassword')}
      onClose={hide}
      dismissible={!forced}
      testId="change-password-modal"
    >
      {forced ? <p className={styles.lead}>{t('auth.forcedChangeLead')}</p> : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormError message={formError} />
        {forced ? null : (
          <Field
            label={t('auth.oldPassword')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.oldPassword?.message}
            {...register('oldPassword', required)}
          />
        )}
        <Field
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword', passwordRule(t, rule))}
        />
        <Field
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmNewPassword?.message}
          {...register('confirmNewPassword', {
            validate: (value) => value === getValues('newPassword') || t('errors.PASSWORD_MISMATCH'),
          })}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={formState.isSubmitting}>
          {t('common.confirm')}
        </button>
      </form>
    </Modal>
  );
};

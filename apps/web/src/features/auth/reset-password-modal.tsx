import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { resetByLinkCall } from './api/reset-by-link-call.ts';
import styles from './auth-forms.module.css';
import { passwordRule } from './password-rule.ts';
import { dropResetToken, finishReset, useResetLink } from './reset-link.ts';
import own from './reset-password.module.css';

type Form = { newPassword: string; confirmPassword: string };

/**
 * resetPassModal: the page an emailed reset link opens. A new password (twice) under the
 * merchant's password rule; a spent, expired or mangled link says so and offers a new one.
 */
export const ResetPasswordModal = () => {
  const { t } = useTranslation();
  const { hide, show } = useModals();
  const token = useResetLink((state) => state.token);
  const rule = useStatus().data!.info.register.password;
  const [spent, setSpent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Form>();

  const close = () => {
    dropResetToken();
    hide();
  };

  const submit = handleSubmit(async (form) => {
    if (!token) return;
    setFormError(null);
    try {
      await resetByLinkCall({ token, newPassword: form.newPassword });
      finishReset();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CODE_INVALID') {
        dropResetToken();
        useResetLink.setState({ token: null });
        setSpent(true);
      } else {
        // a password the site's rule refuses: said under the field
        placeRefusal(t, error, formRef.current, setError, setFormError);
      }
    }
  });

  if (!token || spent) {
    return (
      <Modal title={t('resetLink.title')} onClose={close} testId="reset-password-modal">
        <p className={own.invalid} role="alert">
          {t('resetLink.invalid')}
        </p>
        <p className={styles.lead}>{t('resetLink.invalidHint')}</p>
        <button type="button" className={`button ${styles.submit}`} onClick={() => show('forgetPassModal')}>
          {t('resetLink.askNew')}
        </button>
      </Modal>
    );
  }

  const saving = formState.isSubmitting;
  return (
    <Modal title={t('resetLink.title')} onClose={close} testId="reset-password-modal">
      <p className={styles.lead}>{t('resetLink.lead', { min: rule.minLength, max: rule.maxLength })}</p>
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormError message={formError} />
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
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword', {
            validate: (value) =>
              !value
                ? t('auth.required')
                : value === getValues('newPassword') || t('errors.PASSWORD_MISMATCH'),
          })}
        />
        <button
          type="submit"
          className={`button ${styles.submit}`}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? t('resetLink.saving') : t('resetLink.submit')}
        </button>
      </form>
    </Modal>
  );
};

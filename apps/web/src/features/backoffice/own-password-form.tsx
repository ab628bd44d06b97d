import { operatorPasswordSchema, passwordHoldsName } from '@croupier/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { changeOwnPasswordCall } from './own-account-calls.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
const blank: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * The operator's own password: the current one, then the new one twice. Checked here as the
 * server checks it (8 to 128 characters with a letter and a digit, not the username, not the
 * current one); a wrong current password is said at its field.
 */
export const OwnPasswordForm = ({ username }: { username: string }) => {
  const { t } = useTranslation();
  const [message, setMessage] = useState<FormMessageValue>(null);
  const { register, handleSubmit, formState, setError, getValues, reset } = useForm<Values>({
    defaultValues: blank,
  });
  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { endedSessions } = await changeOwnPasswordCall(values);
      reset(blank);
      useAdminSession.getState().passwordChanged();
      setMessage({ error: false, text: t('backoffice.account.changed', { count: endedSessions }) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PASSWORD_OLD_WRONG')
        setError('currentPassword', { message: errorText(t, error) });
      else setMessage({ error: true, text: errorText(t, error) });
    }
  });
  const required = t('cashier.required');
  return (
    <form onSubmit={submit} noValidate data-testid="bo-own-password">
      <h2>{t('backoffice.account.passwordTitle')}</h2>
      <FormMessage message={message} />
      <Field
        label={t('backoffice.account.currentPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword', { required })}
      />
      <Field
        label={t('backoffice.account.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={formState.errors.newPassword?.message}
        {...register('newPassword', {
          required,
          validate: (value) => {
            if (!operatorPasswordSchema.safeParse(value).success) return t('backoffice.account.passwordRule');
            if (passwordHoldsName(value, username)) return t('backoffice.account.passwordRule');
            return value !== getValues('currentPassword') || t('backoffice.account.sameAsCurrent');
          },
        })}
      />
      <Field
        label={t('backoffice.account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={formState.errors.confirmNewPassword?.message}
        {...register('confirmNewPassword', {
          validate: (value) => value === getValues('newPassword') || t('backoffice.account.mismatch'),
        })}
      />
      <p className={styles.muted}>{t('backoffice.account.passwordRule')}</p>
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.account.changePassword')}
      </button>
    </form>
  );
};

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { operatorSignIn } from './backoffice-calls.ts';

/** The operator's sign-in: its own accounts and sessions, apart from players'. */
export const SignInForm = () => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ username: string; password: string }>();
  const submit = handleSubmit(async ({ username, password }) => {
    setError(null);
    try {
      await operatorSignIn(username.trim(), password);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });
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
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.signIn')}
      </button>
    </form>
  );
};

import { paymentPasswordSchema } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './cashier.module.css';
import { setPaymentPasswordCall } from './cashier-calls.ts';

interface Values {
  loginPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sets the 6-digit payment password that guards withdrawals; the login password proves the owner. */
export const PaymentPasswordForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values>();
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await setPaymentPasswordCall(values);
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'cashier'] });
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="payment-password-form">
      <h4>{t('cashier.setPaymentPassword')}</h4>
      <p className={styles.hint}>{t('cashier.paymentPasswordHint')}</p>
      <FormError message={error} />
      <Field
        label={t('cashier.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.loginPassword?.message}
        {...register('loginPassword', { required: t('cashier.required') })}
      />
      <Field
        label={t('cashier.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        error={formState.errors.paymentPassword?.message}
        {...register('paymentPassword', {
          validate: (value) => paymentPasswordSchema.safeParse(value).success || t('cashier.sixDigits'),
        })}
      />
      <Field
        label={t('cashier.confirmPaymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        error={formState.errors.confirmPaymentPassword?.message}
        {...register('confirmPaymentPassword', {
          validate: (value) => value === getValues('paymentPassword') || t('errors.PASSWORD_MISMATCH'),
        })}
      />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('cashier.save')}
      </button>
    </form>
  );
};

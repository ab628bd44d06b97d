import { type PaymentPasswordFactor, paymentPasswordSchema } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { sendFactorCodeCall } from '../auth/api/contact-calls.ts';
import { HeldFactorFieldset } from '../auth/held-factor-fieldset.tsx';
import styles from './cashier.module.css';
import { setPaymentPasswordCall } from './cashier-calls.ts';

interface Values {
  loginPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
  factor: PaymentPasswordFactor;
  factorCode: string;
}

/**
 * Sets or changes the 6-digit payment password that guards withdrawals. The login password proves
 * the owner is at the keyboard; when the player holds a second factor (mobile, email,
 * authenticator), a code from it must confirm the change too. A change pauses withdrawals for the
 * merchant's cooling-off hours, which the form says before the player commits.
 */
export const PaymentPasswordForm = ({
  factors,
  changing = false,
  onDone,
  onCancel,
}: {
  factors: PaymentPasswordFactor[];
  changing?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState,
    getValues,
    watch,
    setError: setFieldError,
  } = useForm<Values>({
    defaultValues: { factor: factors[0] },
  });
  const factor = watch('factor');
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await setPaymentPasswordCall({
        loginPassword: values.loginPassword,
        paymentPassword: values.paymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
        ...(factors.length > 0 ? { factor: values.factor, factorCode: values.factorCode } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'cashier'] });
      onDone?.();
    } catch (failure) {
      placeRefusal(t, failure, formRef.current, setFieldError, setError);
    }
  });
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className={styles.form}
      data-testid="payment-password-form"
    >
      <h4>{t(changing ? 'cashier.changePaymentPassword' : 'cashier.setPaymentPassword')}</h4>
      <p className={styles.hint}>
        {t(changing ? 'cashier.changePaymentPasswordHint' : 'cashier.paymentPasswordHint')}
      </p>
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
      {factors.length > 0 ? (
        <HeldFactorFieldset
          testId="payment-password-factor"
          factors={factors}
          factor={factor}
          factorField={register('factor')}
          codeField={register('factorCode', { required: t('cashier.required') })}
          codeError={formState.errors.factorCode?.message}
          sendCode={(method) => sendFactorCodeCall(method, 'payment_password')}
          onError={setError}
        />
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('cashier.save')}
        </button>
        {onCancel ? (
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('cashier.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
};

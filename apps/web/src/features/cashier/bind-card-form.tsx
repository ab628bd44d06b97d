import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import styles from './cashier.module.css';
import { bindCardCall } from './cashier-calls.ts';

interface Values {
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

/**
 * Binds a bank account that withdrawals are paid to. Where the merchant pays only to accounts in
 * the player's real name (`realNameRule`), the form says whose, or first sends the player to My
 * account to record the name.
 */
export const BindCardForm = ({
  onDone,
  onCancel,
  realNameRule,
}: {
  onDone: () => void;
  onCancel?: (() => void) | undefined;
  /** present when accounts must be in the real name: the name as recorded, masked, or null */
  realNameRule?: { realName: string | null } | undefined;
}) => {
  const { t } = useTranslation();
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<Values>();
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await bindCardCall({
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.replaceAll(' ', ''),
        paymentPassword: values.paymentPassword,
      });
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'cashier'] });
      onDone();
    } catch (failure) {
      placeRefusal(t, failure, formRef.current, setFieldError, setError);
    }
  });
  const required = { validate: (value: string) => value.trim().length >= 2 || t('cashier.required') };
  if (realNameRule && realNameRule.realName === null)
    return (
      <div className={styles.form} data-testid="bind-card-needs-name">
        <h4>{t('cashier.bindCard')}</h4>
        <p className={styles.hint}>{t('cashier.realNameFirst')}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => openMemberCentre('securityCenter')}>
            {t('cashier.goToMyAccount')}
          </button>
        </div>
      </div>
    );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} data-testid="bind-card-form">
      <h4>{t('cashier.bindCard')}</h4>
      {realNameRule?.realName ? (
        <p className={styles.hint}>{t('cashier.inRealName', { name: realNameRule.realName })}</p>
      ) : null}
      <FormError message={error} />
      <Field
        label={t('cashier.bankName')}
        error={formState.errors.bankName?.message}
        {...register('bankName', required)}
      />
      <Field
        label={t('cashier.accountName')}
        autoComplete="name"
        error={formState.errors.accountName?.message}
        {...register('accountName', required)}
      />
      <Field
        label={t('cashier.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        error={formState.errors.accountNumber?.message}
        {...register('accountNumber', {
          validate: (value) => /^\d{8,30}$/.test(value.replaceAll(' ', '')) || t('cashier.accountNumberRule'),
        })}
      />
      <Field
        label={t('cashier.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={formState.errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('cashier.required') })}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('cashier.bind')}
        </button>
        {onCancel ? (
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
};

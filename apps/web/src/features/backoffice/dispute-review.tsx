import { type AdminWithdrawalRow, moneyString } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { resolveDisputeCall } from './backoffice-calls.ts';
import { ProofImage } from './proof-image.tsx';

/** A disputed payout: what the player says arrived, its proof, and the refund staff decide on. */
export const DisputeReview = ({ row, canAct }: { row: AdminWithdrawalRow; canAct: boolean }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ refund: string; note: string }>({
    defaultValues: { refund: row.remainingAmount ?? '0.00', note: '' },
  });
  const submit = handleSubmit(async ({ refund, note }) => {
    setError(null);
    try {
      await resolveDisputeCall({ withdrawalId: row.id, refund: refund.trim(), note: note.trim() });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'withdrawals'] });
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.review} data-testid={`bo-review-${row.orderNo}`}>
      <p>
        {t(`cashier.receipt.${row.receipt ?? 'received'}`)} ·{' '}
        {t('cashier.receivedAmountIs', { amount: money(row.receivedAmount ?? '0.00') })} ·{' '}
        {t('cashier.remainingAmountIs', { amount: money(row.remainingAmount ?? '0.00') })}
      </p>
      <div className={styles.proofs}>
        {row.proofIds.map((id, index) => (
          <ProofImage key={id} id={id} index={index} />
        ))}
      </div>
      <FormError message={error} />
      <div className={styles.reviewFields}>
        <Field
          label={t('backoffice.refund')}
          inputMode="decimal"
          error={formState.errors.refund?.message}
          {...register('refund', {
            validate: (value) => moneyString.safeParse(value.trim()).success || t('wallet.amountInvalid'),
          })}
        />
        <Field
          label={t('backoffice.reviewNote')}
          maxLength={140}
          error={formState.errors.note?.message}
          {...register('note', { validate: (value) => value.trim().length >= 2 || t('cashier.required') })}
        />
      </div>
      <button type="submit" className="button" disabled={!canAct || formState.isSubmitting}>
        {t('backoffice.resolve')}
      </button>
    </form>
  );
};

import {
  fromMinor,
  proofLimits,
  type ReceiptOutcome,
  receiptOutcomes,
  toMinor,
  type WithdrawalRow,
} from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { amountRule } from './amount-rule.ts';
import styles from './cashier.module.css';
import { confirmReceiptCall } from './cashier-calls.ts';

interface Values {
  outcome: ReceiptOutcome;
  receivedAmount: string;
}

/** The same checks the server makes, said before the upload: png/jpg, at most 5 MB, at most 3. */
const proofProblem = (files: File[]) => {
  if (files.length > proofLimits.maxFiles) return 'cashier.proofTooMany';
  if (files.some((file) => !(proofLimits.types as readonly string[]).includes(file.type)))
    return 'cashier.proofType';
  if (files.some((file) => file.size > proofLimits.maxBytes)) return 'cashier.proofSize';
  return null;
};

/** Received, partly received or not received; the last two need proof images for staff. */
export const ReceiptForm = ({ withdrawal, onDone }: { withdrawal: WithdrawalRow; onDone: () => void }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    defaultValues: { outcome: 'received' },
  });
  const outcome = watch('outcome');
  const needsProof = outcome !== 'received';

  const submit = handleSubmit(async (values) => {
    setError(null);
    const problem = needsProof ? (files.length === 0 ? 'errors.PROOF_REQUIRED' : proofProblem(files)) : null;
    if (problem) {
      setError(t(problem));
      return;
    }
    try {
      await confirmReceiptCall({
        withdrawalId: withdrawal.id,
        outcome: values.outcome,
        ...(values.outcome === 'partly' ? { receivedAmount: values.receivedAmount.trim() } : {}),
        proofs: needsProof ? files : [],
      });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
      onDone();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.receipt} data-testid="receipt-form">
      <fieldset>
        <legend>{t('cashier.didYouReceive', { amount: money(withdrawal.amount) })}</legend>
        {receiptOutcomes.map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" value={value} {...register('outcome')} />
            {t(`cashier.receipt.${value}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'partly' ? (
        <Field
          label={t('cashier.receivedAmount')}
          inputMode="decimal"
          error={formState.errors.receivedAmount?.message}
          {...register('receivedAmount', {
            validate: (value) =>
              amountRule(t, value, '0.01', fromMinor(toMinor(withdrawal.amount) - 1n), money),
          })}
        />
      ) : null}
      {needsProof ? (
        <div className={styles.upload}>
          <label htmlFor={fileId}>{t('cashier.proofImages')}</label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setFiles(chosen);
              const problem = proofProblem(chosen);
              setError(problem ? t(problem) : null);
            }}
          />
          <p className={styles.hint}>{t('cashier.proofRules')}</p>
          {files.length > 0 ? (
            <ul className={styles.files}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <FormError message={error} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('cashier.sendReceipt')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};

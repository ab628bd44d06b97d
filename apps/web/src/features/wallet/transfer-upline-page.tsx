import { moneyString } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../shared/api/balance-query.ts';
import { moneyErrorText } from '../../shared/api/error-text.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { AwaitingData } from '../../shared/ui/page-state.tsx';
import { uplineTransferCall } from './wallet-calls.ts';
import styles from './wallet-pages.module.css';

/** transferUpline: main wallet money to the member's upline agent, guarded by the payment password. */
export const TransferUplinePage = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const balance = useQuery(balanceQuery(token));
  const [message, setMessage] = useState<FormMessageValue>(null);
  const transfer = useMoneyCommand({
    name: 'upline-transfer',
    run: (input: { amount: string; paymentPassword?: string }, idempotencyKey: string) =>
      uplineTransferCall(input.amount, input.paymentPassword, idempotencyKey),
  });
  const { register, handleSubmit, formState, reset } = useForm<{ amount: string; paymentPassword: string }>();
  const main = balance.data?.wallets.find((wallet) => wallet.name === 'main')?.availBalance ?? '0.00';

  const submit = handleSubmit(async ({ amount, paymentPassword }) => {
    setMessage(null);
    try {
      const result = await transfer.mutateAsync({
        amount: amount.trim(),
        paymentPassword: paymentPassword || undefined,
      });
      reset();
      setMessage({
        error: false,
        text: t('upline.done', { balance: moneyText(result.balance, symbol, i18n.language) }),
      });
    } catch (error) {
      setMessage({ error: true, text: moneyErrorText(t, error) });
    }
  });

  if (!balance.data) return <AwaitingData query={balance} />;
  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="upline-form">
      <div className={styles.cards}>
        <div className={styles.total}>
          <span>{t('wallet.names.main')}</span>
          <strong>{moneyText(main, symbol, i18n.language)}</strong>
        </div>
      </div>
      <p className={styles.hint}>{t('upline.hint')}</p>
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        error={formState.errors.amount?.message}
        {...register('amount', {
          validate: (value) =>
            (moneyString.safeParse(value.trim()).success && Number(value) > 0) || t('wallet.amountInvalid'),
        })}
      />
      <Field
        label={t('upline.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...register('paymentPassword')}
      />
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={transfer.isPending}>
        {t('upline.submit')}
      </button>
    </form>
  );
};

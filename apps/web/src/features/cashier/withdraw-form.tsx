import type { getWithdrawSettings, RouteValue } from '@croupier/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moneyErrorText } from '../../shared/api/error-text.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { amountRule } from './amount-rule.ts';
import styles from './cashier.module.css';
import { withdrawCall } from './cashier-calls.ts';
import { playOwed } from './play-requirement-notice.tsx';

interface Values {
  cardId: string;
  amount: string;
  paymentPassword: string;
}

/** The withdrawal request: the amount is frozen until staff pay or reject it. */
export const WithdrawForm = ({
  settings,
  onAddCard,
}: {
  settings: RouteValue<typeof getWithdrawSettings>;
  onAddCard: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const withdraw = useMoneyCommand({
    name: 'withdraw',
    run: (values: Values, idempotencyKey: string) =>
      withdrawCall({
        cardId: Number(values.cardId),
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
        idempotencyKey,
      }),
  });
  const { register, handleSubmit, formState, reset, setValue } = useForm<Values>({
    defaultValues: { cardId: String(settings.cards[0]?.id ?? '') },
  });
  const left = Math.max(0, settings.dailyCount - settings.usedToday);
  const requirement = settings.playRequirement;
  const owed = playOwed(requirement);
  const limitReached = (!settings.multipleWithdrawals && settings.inFlight > 0) || left === 0;
  const blocked = limitReached || owed;

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { withdrawal } = await withdraw.mutateAsync(values);
      reset({ cardId: values.cardId, amount: '', paymentPassword: '' });
      setMessage({ error: false, text: t('cashier.withdrawSubmitted', { orderNo: withdrawal.orderNo }) });
    } catch (error) {
      setMessage({ error: true, text: moneyErrorText(t, error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="withdraw-form">
      <dl className={styles.summary}>
        <div>
          <dt>{t('cashier.withdrawable')}</dt>
          <dd data-testid="withdrawable">{money(settings.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('cashier.limits')}</dt>
          <dd>
            {money(settings.min)} – {money(settings.max)}
          </dd>
        </div>
        <div>
          <dt>{t('cashier.timesLeft')}</dt>
          <dd>
            {left} / {settings.dailyCount}
          </dd>
        </div>
        {requirement ? (
          <div>
            <dt>{t('cashier.playRequired')}</dt>
            <dd data-testid="play-progress">
              {t('cashier.playProgress', {
                played: money(requirement.played),
                required: money(requirement.required),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {limitReached ? (
        <p className={styles.warn} role="status">
          {/* after a request, the form says why it waits rather than repeating the refusal's words */}
          {t(left === 0 ? 'errors.WITHDRAWAL_DAILY_LIMIT' : 'cashier.withdrawalInFlight')}
        </p>
      ) : null}
      <fieldset className={styles.cardsPick}>
        <legend>{t('cashier.payTo')}</legend>
        {settings.cards.map((card) => (
          <label key={card.id} className={styles.channel}>
            <input type="radio" value={String(card.id)} {...register('cardId')} />
            <span className={styles.channelName}>{card.bankName}</span>
            <span className={styles.channelKind}>
              {card.accountName} · {card.maskedNumber}
            </span>
          </label>
        ))}
        {settings.cards.length < settings.maxBankCards ? (
          <button type="button" className="button button-ghost" onClick={onAddCard}>
            {t('cashier.addCard')}
          </button>
        ) : null}
      </fieldset>
      <Field
        label={t('cashier.amount')}
        inputMode="decimal"
        error={formState.errors.amount?.message}
        addon={
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setValue('amount', settings.withdrawable, { shouldValidate: true })}
          >
            {t('cashier.all')}
          </button>
        }
        {...register('amount', {
          validate: (value) => amountRule(t, value, settings.min, settings.max, money),
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
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={withdraw.isPending || blocked}>
        {t('cashier.submitWithdraw')}
      </button>
    </form>
  );
};

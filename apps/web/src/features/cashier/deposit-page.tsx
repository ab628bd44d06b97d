import { type DepositChannel, toMinor } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, moneyErrorText } from '../../shared/api/error-text.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { localName } from '../../shared/format/local-name.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { amountRule } from './amount-rule.ts';
import styles from './cashier.module.css';
import { channelsQuery, depositCall } from './cashier-calls.ts';
import { ChannelDetails } from './channel-details.tsx';
import { DepositRecords } from './deposit-records.tsx';
import { GatewayReturnNotice } from './gateway-return-notice.tsx';

const quickAmounts = ['100', '500', '1000', '5000', '10000'];

interface DepositForm {
  amount: string;
  payerReference: string;
}

/** depositv2: pick a channel, enter an amount; bank and crypto wait for staff, the gateway takes the player to pay. */
export const DepositPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const channels = useQuery(channelsQuery(token));
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [leaving, setLeaving] = useState(false);
  const deposit = useMoneyCommand({
    name: 'deposit',
    run: (body: Omit<Parameters<typeof depositCall>[0], 'idempotencyKey'>, idempotencyKey: string) =>
      depositCall({ ...body, idempotencyKey }),
  });
  const { register, handleSubmit, formState, reset, setValue } = useForm<DepositForm>();

  if (channels.isPending) return <Spinner />;
  if (channels.isError)
    return <ErrorState message={errorText(t, channels.error)} onRetry={() => channels.refetch()} />;
  const list = channels.data.channels;
  if (list.length === 0) return <EmptyState title={t('cashier.noChannels')} />;
  const channel: DepositChannel = list.find((item) => item.code === selected) ?? list[0]!;
  const money = (value: string) => moneyText(value, symbol, i18n.language);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { deposit: opened } = await deposit.mutateAsync({
        channel: channel.code,
        amount: values.amount.trim(),
        ...(values.payerReference?.trim() ? { payerReference: values.payerReference.trim() } : {}),
      });
      if (opened.paymentUrl) {
        // the button stays off while the browser leaves: a second press would open a second order
        setLeaving(true);
        window.location.assign(opened.paymentUrl);
        return;
      }
      reset();
      setMessage({ error: false, text: t('cashier.depositSubmitted', { orderNo: opened.orderNo }) });
    } catch (error) {
      setMessage({ error: true, text: moneyErrorText(t, error) });
    }
  });

  return (
    <div className={styles.page}>
      <GatewayReturnNotice />
      <form onSubmit={submit} noValidate className={styles.form} data-testid="deposit-form">
        <fieldset className={styles.channels}>
          <legend>{t('cashier.chooseChannel')}</legend>
          {list.map((item) => (
            <label key={item.code} className={styles.channel} data-selected={item.code === channel.code}>
              <input
                type="radio"
                name="channel"
                value={item.code}
                checked={item.code === channel.code}
                onChange={() => {
                  setSelected(item.code);
                  setMessage(null);
                }}
              />
              <span className={styles.channelName}>{localName(item.names, i18n.language, item.name)}</span>
              <span className={styles.channelKind}>{t(`cashier.kinds.${item.kind}`)}</span>
              <span className={styles.channelLimits}>
                {money(item.min)} – {money(item.max)}
              </span>
            </label>
          ))}
        </fieldset>
        <ChannelDetails channel={channel} />
        <Field
          label={t('cashier.amount')}
          inputMode="decimal"
          placeholder={`${money(channel.min)} – ${money(channel.max)}`}
          error={formState.errors.amount?.message}
          {...register('amount', {
            validate: (value) => amountRule(t, value, channel.min, channel.max, money),
          })}
        />
        <fieldset className={styles.quick}>
          <legend className="visually-hidden">{t('cashier.quickAmounts')}</legend>
          {quickAmounts
            .filter((value) => {
              const minor = toMinor(value);
              return minor >= toMinor(channel.min) && minor <= toMinor(channel.max);
            })
            .map((value) => (
              <button
                key={value}
                type="button"
                className="button button-ghost"
                onClick={() => setValue('amount', value, { shouldValidate: true })}
              >
                {money(value)}
              </button>
            ))}
        </fieldset>
        {channel.kind !== 'gateway' ? (
          <Field
            label={t(channel.kind === 'bank' ? 'cashier.payerName' : 'cashier.txHash')}
            autoComplete="off"
            error={formState.errors.payerReference?.message}
            {...register('payerReference', {
              validate: (value) => value.trim().length >= 2 || t('cashier.required'),
            })}
          />
        ) : (
          <p className={styles.hint}>{t('cashier.gatewayHint')}</p>
        )}
        <FormMessage message={message} />
        <button type="submit" className="button" disabled={deposit.isPending || leaving}>
          {t(channel.kind === 'gateway' ? 'cashier.goToPayment' : 'cashier.submitDeposit')}
        </button>
      </form>
      <DepositRecords />
    </div>
  );
};

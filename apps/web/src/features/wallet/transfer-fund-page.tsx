import { moneyString } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../shared/api/balance-query.ts';
import { moneyErrorText } from '../../shared/api/error-text.ts';
import { merchantWalletQuery } from '../../shared/api/merchant-wallet-query.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { AwaitingData } from '../../shared/ui/page-state.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { distinctVendors, useGameMenus } from '../games/api/game-menus.ts';
import { recallAllCall, vendorTransferCall } from './wallet-calls.ts';
import styles from './wallet-pages.module.css';

/** vendor wallets are 100 and up in the balance answer (1 main, 2 bonus, 3 frozen) */
const firstVendorWalletId = 100;

/**
 * transferFund: the wallets, a transfer between main and one of the member's transfer-mode vendor
 * wallets (those of the game menus, and any vendor wallet the balance still shows), and recall.
 */
export const TransferFundPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const balance = useQuery(balanceQuery(token));
  const isSingle = useQuery(merchantWalletQuery(token)).data?.isSingle;
  const menus = useGameMenus().data;
  const vendorSelectId = useId();
  const vendorNames = useMemo(
    () => new Map(distinctVendors(menus).map((vendor) => [vendor.vassalage, vendor.name])),
    [menus],
  );
  const transferVendors = useMemo(() => {
    const codes = [
      ...distinctVendors(menus)
        .filter((vendor) => vendor.walletMode === 'transfer')
        .map((vendor) => vendor.vassalage),
      ...(balance.data?.wallets ?? [])
        .filter((wallet) => wallet.accountTypeId >= firstVendorWalletId)
        .map((wallet) => wallet.name),
    ];
    return [...new Set(codes)];
  }, [menus, balance.data]);
  const [chosenVendor, setChosenVendor] = useState<string | null>(null);
  const vendor = chosenVendor && transferVendors.includes(chosenVendor) ? chosenVendor : transferVendors[0];
  const walletName = (name: string, accountTypeId: number) =>
    accountTypeId >= firstVendorWalletId && vendorNames.has(name)
      ? (vendorNames.get(name) ?? name)
      : t(`wallet.names.${name}`, { defaultValue: name });
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [message, setMessage] = useState<FormMessageValue>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ amount: string }>();
  const transfer = useMoneyCommand({
    name: 'vendor-transfer',
    run: (input: { vendor: string; direction: 'in' | 'out'; amount: string }, idempotencyKey: string) =>
      vendorTransferCall(input.vendor, input.direction, input.amount, idempotencyKey),
  });
  const recall = useMoneyCommand({
    name: 'recall-all',
    run: (_: undefined, idempotencyKey: string) => recallAllCall(idempotencyKey),
  });

  const submit = handleSubmit(async ({ amount }) => {
    setMessage(null);
    if (!vendor) return;
    try {
      const result = await transfer.mutateAsync({ vendor, direction, amount: amount.trim() });
      setMessage({
        error: false,
        text: t(result.status === 'done' ? 'wallet.transferDone' : 'wallet.transferPending'),
      });
      reset();
    } catch (error) {
      setMessage({ error: true, text: moneyErrorText(t, error) });
    }
  });

  if (!balance.data) return <AwaitingData query={balance} />;
  return (
    <div>
      <div className={styles.cards}>
        <div className={styles.total}>
          <span>{t('wallet.total')}</span>
          <strong data-testid="wallet-total">
            {moneyText(balance.data.sumBalance, symbol, i18n.language)}
          </strong>
        </div>
        {balance.data.wallets.map((wallet) => (
          <div key={wallet.accountTypeId} className={styles.card} data-testid={`wallet-${wallet.name}`}>
            <span>{walletName(wallet.name, wallet.accountTypeId)}</span>
            <strong>{moneyText(wallet.availBalance, symbol, i18n.language)}</strong>
          </div>
        ))}
      </div>
      {isSingle ? <p className={styles.hint}>{t('wallet.singleWallet')}</p> : null}
      <form onSubmit={submit} noValidate className={styles.form} hidden={isSingle === true}>
        <h3>{t('wallet.transferTitle')}</h3>
        {menus && transferVendors.length === 0 ? (
          <p className={styles.hint}>{t('games.transfer.none')}</p>
        ) : null}
        {transferVendors.length > 0 ? (
          <div className={styles.filter}>
            <label htmlFor={vendorSelectId}>{t('games.transfer.vendor')}</label>
            <select
              id={vendorSelectId}
              value={vendor}
              onChange={(event) => setChosenVendor(event.target.value)}
              data-testid="transfer-vendor"
            >
              {transferVendors.map((code) => (
                <option key={code} value={code}>
                  {vendorNames.get(code) ?? t(`wallet.names.${code}`, { defaultValue: code })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <TabBar
          tabs={[
            { value: 'in' as const, label: t('wallet.toVendor') },
            { value: 'out' as const, label: t('wallet.toMain') },
          ]}
          selected={direction}
          onSelect={setDirection}
        />
        <FormMessage message={message} />
        <Field
          label={t('wallet.amount')}
          inputMode="decimal"
          error={formState.errors.amount?.message}
          {...register('amount', {
            validate: (value) =>
              (moneyString.safeParse(value).success && Number(value) > 0) || t('wallet.amountInvalid'),
          })}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className="button"
            disabled={!vendor || transfer.isPending || recall.isPending}
          >
            {t('wallet.transfer')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={transfer.isPending || recall.isPending}
            onClick={async () => {
              setMessage(null);
              try {
                await recall.mutateAsync(undefined);
                setMessage({ error: false, text: t('wallet.recallDone') });
              } catch (error) {
                setMessage({ error: true, text: moneyErrorText(t, error) });
              }
            }}
          >
            {t('wallet.recallAll')}
          </button>
        </div>
      </form>
    </div>
  );
};

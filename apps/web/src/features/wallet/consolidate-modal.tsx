import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../shared/api/balance-query.ts';
import { moneyErrorText } from '../../shared/api/error-text.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { Spinner } from '../../shared/ui/page-state.tsx';
import table from '../../shared/ui/table.module.css';
import { recallAllCall } from './wallet-calls.ts';
import styles from './wallet-pages.module.css';

type RecallResult = Awaited<ReturnType<typeof recallAllCall>>['results'][number];

/** consolidateModal: every game wallet back to main in one click, with what each game provider answered. */
export const ConsolidateModal = () => {
  const { t, i18n } = useTranslation();
  const hide = useModals((state) => state.hide);
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const balance = useQuery(balanceQuery(token));
  const [results, setResults] = useState<RecallResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recallAll = useMoneyCommand({
    name: 'recall-all',
    run: (_: undefined, idempotencyKey: string) => recallAllCall(idempotencyKey),
  });
  const gameWallets = balance.data?.wallets.filter((wallet) => wallet.accountTypeId >= 100) ?? [];

  const recall = async () => {
    setError(null);
    try {
      setResults((await recallAll.mutateAsync(undefined)).results);
    } catch (failure) {
      setError(moneyErrorText(t, failure));
    }
  };

  return (
    <Modal
      title={t('consolidate.title')}
      onClose={hide}
      testId="consolidate-modal"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={hide}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="button"
            disabled={recallAll.isPending || gameWallets.length === 0}
            onClick={recall}
          >
            {t('wallet.recallAll')}
          </button>
        </>
      }
    >
      {balance.data ? null : <Spinner />}
      {balance.data && gameWallets.length === 0 ? (
        <p className={styles.hint}>{t('consolidate.none')}</p>
      ) : null}
      {gameWallets.length > 0 ? (
        <table className={table.table}>
          <thead>
            <tr>
              <th>{t('records.wallet')}</th>
              <th className={table.num}>{t('records.amount')}</th>
              <th>{t('consolidate.result')}</th>
            </tr>
          </thead>
          <tbody>
            {gameWallets.map((wallet) => {
              const result = results?.find((row) => row.vendor === wallet.name);
              return (
                <tr key={wallet.accountTypeId}>
                  <td>{t(`wallet.names.${wallet.name}`, { defaultValue: wallet.name })}</td>
                  <td className={table.num}>{money(wallet.availBalance)}</td>
                  <td>{result ? t(`consolidate.status.${result.status}`) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <FormError message={error} />
    </Modal>
  );
};

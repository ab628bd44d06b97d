import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { EmptyState, Spinner } from '../../shared/ui/page-state.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { historyQuery } from './wallet-calls.ts';
import styles from './wallet-pages.module.css';

/** transactionHistory: every posting on the member's wallets, with the 7 and 30 day shortcuts. */
export const RecordsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [days, setDays] = useState<1 | 7 | 30>(7);
  const [page, setPage] = useState(1);
  const history = useQuery(historyQuery(token, days, page));
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;
  return (
    <div>
      <TabBar
        tabs={([1, 7, 30] as const).map((value) => ({
          value: String(value),
          label: t(`records.days${value}`),
        }))}
        selected={String(days)}
        onSelect={(value) => {
          setDays(Number(value) as 1 | 7 | 30);
          setPage(1);
        }}
      />
      {history.isPending ? <Spinner /> : null}
      {history.data?.rows.length === 0 ? <EmptyState title={t('records.empty')} /> : null}
      {history.data && history.data.rows.length > 0 ? (
        <table className={styles.table} data-testid="records">
          <thead>
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('records.kind')}</th>
              <th>{t('records.wallet')}</th>
              <th className={styles.num}>{t('records.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.rows.map((row) => (
              <tr key={`${row.id}-${row.wallet}`}>
                <td>{new Date(row.createdAt).toLocaleString(i18n.language === 'CN' ? 'zh-CN' : 'en')}</td>
                <td>{t(`records.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                <td>{t(`wallet.names.${row.wallet}`, { defaultValue: row.wallet })}</td>
                <td className={`${styles.num} ${row.amount.startsWith('-') ? styles.out : styles.in}`}>
                  {moneyText(row.amount, symbol, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className="button button-ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('common.previous')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button button-ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('common.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
};

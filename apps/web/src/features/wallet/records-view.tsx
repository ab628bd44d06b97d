import {
  type RouteValue,
  type TransactionKind,
  type transactionHistory,
  transactionKinds,
} from '@croupier/contract';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { type Days, DaysTabs } from '../../shared/ui/days-tabs.tsx';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './wallet-pages.module.css';

type RecordsPage = RouteValue<typeof transactionHistory>;

export interface RecordsFilter {
  days: Days;
  page: number;
  kind?: TransactionKind | undefined;
}

/**
 * An account record: postings with the today, 7 and 30 day shortcuts, a kind filter unless told,
 * and pages. The player's member centre and an operator's member details read the same view, each
 * through its own call (`query`: the query of a filter).
 */
export const RecordsView = <Key extends QueryKey>({
  query,
  withKinds = true,
}: {
  query: (filter: RecordsFilter) => UseQueryOptions<RecordsPage, Error, RecordsPage, Key>;
  withKinds?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [days, setDays] = useState<Days>(7);
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const kindId = useId();
  const history = useQuery(query({ days, page, kind: kind || undefined }));
  const pages = pageCount(history.data);
  return (
    <div>
      <DaysTabs
        days={days}
        onChange={(value) => {
          setDays(value);
          setPage(1);
        }}
      />
      {withKinds ? (
        <div className={styles.filter}>
          <label htmlFor={kindId}>{t('records.kind')}</label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as TransactionKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('records.allKinds')}</option>
            {transactionKinds.map((value) => (
              <option key={value} value={value}>
                {t(`records.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <AwaitingData query={history} />
      {history.data?.rows.length === 0 ? <EmptyState title={t('records.empty')} /> : null}
      {history.data && history.data.rows.length > 0 ? (
        <table className={table.table} data-testid="records">
          <thead>
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('records.kind')}</th>
              <th>{t('records.wallet')}</th>
              <th className={table.num}>{t('records.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.rows.map((row) => (
              <tr key={`${row.id}-${row.wallet}`}>
                <td>{formats.dateTime(row.createdAt)}</td>
                <td>{t(`records.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                <td>{t(`wallet.names.${row.wallet}`, { defaultValue: row.wallet })}</td>
                <td className={`${table.num} ${row.amount.startsWith('-') ? styles.out : styles.in}`}>
                  {moneyText(row.amount, symbol, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
};

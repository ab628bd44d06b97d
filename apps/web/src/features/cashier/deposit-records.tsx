import { depositStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import type { Days } from '../../shared/ui/days-tabs.tsx';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import styles from './cashier.module.css';
import { depositRecordsQuery } from './cashier-calls.ts';
import { RecordFilters } from './record-filters.tsx';

/** The member's deposits of the last 30 days with their status; an unpaid gateway order can be resumed. */
export const DepositRecords = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<Days>(30);
  const [status, setStatus] = useState<(typeof depositStatuses)[number] | ''>('');
  const records = useQuery(depositRecordsQuery(token, days, page, status || undefined));
  return (
    <section className={styles.records} aria-label={t('cashier.depositRecords')}>
      <h4>{t('cashier.depositRecords')}</h4>
      <RecordFilters
        days={days}
        onDays={(value) => {
          setDays(value);
          setPage(1);
        }}
        status={status}
        statuses={depositStatuses}
        statusLabel={(value) => t(`cashier.depositStatus.${value}`)}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {records.isPending ? <Spinner /> : null}
      {records.isError ? (
        <ErrorState message={errorText(t, records.error)} onRetry={() => records.refetch()} />
      ) : null}
      {records.data?.rows.length === 0 ? <EmptyState title={t('records.empty')} /> : null}
      {records.data && records.data.rows.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="deposit-records">
            <thead>
              <tr>
                <th>{t('records.time')}</th>
                <th>{t('cashier.orderNo')}</th>
                <th>{t('cashier.channel')}</th>
                <th className={styles.num}>{t('records.amount')}</th>
                <th>{t('cashier.status')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                  <td className={styles.mono}>{row.orderNo}</td>
                  <td>{row.channelName}</td>
                  <td className={styles.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                  <td>
                    <span className={styles.badge} data-status={row.status}>
                      {t(`cashier.depositStatus.${row.status}`)}
                    </span>
                    {row.paymentUrl ? (
                      <a className={styles.link} href={row.paymentUrl}>
                        {t('cashier.continuePayment')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={page} pages={pageCount(records.data)} onPage={setPage} />
    </section>
  );
};

import { withdrawalStatuses } from '@croupier/contract';
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
import { withdrawalRecordsQuery } from './cashier-calls.ts';
import { ReceiptForm } from './receipt-form.tsx';
import { RecordFilters } from './record-filters.tsx';

/** The member's withdrawals; a paid one asks whether the money arrived (spec §4). */
export const WithdrawalRecords = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<number | null>(null);
  const [days, setDays] = useState<Days>(30);
  const [status, setStatus] = useState<(typeof withdrawalStatuses)[number] | ''>('');
  const records = useQuery(withdrawalRecordsQuery(token, days, page, status || undefined));
  return (
    <section className={styles.records} aria-label={t('cashier.withdrawalRecords')}>
      <h4>{t('cashier.withdrawalRecords')}</h4>
      <RecordFilters
        days={days}
        onDays={(value) => {
          setDays(value);
          setPage(1);
        }}
        status={status}
        statuses={withdrawalStatuses}
        statusLabel={(value) => t(`cashier.withdrawalStatus.${value}`)}
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
        <ul className={styles.withdrawals} data-testid="withdrawal-records">
          {records.data.rows.map((row) => (
            <li key={row.id} data-testid={`withdrawal-${row.orderNo}`}>
              <div className={styles.withdrawalHead}>
                <strong>{money(row.amount)}</strong>
                <span className={styles.badge} data-status={row.status}>
                  {t(`cashier.withdrawalStatus.${row.status}`)}
                </span>
              </div>
              <div className={styles.withdrawalMeta}>
                <span>{dateTimeText(row.createdAt, i18n.language)}</span>
                <span className={styles.mono}>{row.orderNo}</span>
                <span>
                  {row.bankName} {row.maskedNumber}
                </span>
              </div>
              {row.receipt ? (
                <p className={styles.hint}>
                  {t(`cashier.receipt.${row.receipt}`)}
                  {row.receipt === 'partly' && row.receivedAmount && row.remainingAmount
                    ? ` · ${t('cashier.receivedAmount')}: ${money(row.receivedAmount)} · ${t('cashier.remainingAmount')}: ${money(row.remainingAmount)}`
                    : ''}
                  {row.forcedReceipt ? ` · ${t('cashier.forcedReceipt')}` : ''}
                  {row.proofCount > 0 ? ` · ${t('cashier.proofCount', { count: row.proofCount })}` : ''}
                </p>
              ) : null}
              {row.status === 'resolved' ? (
                <p className={styles.hint}>
                  {t('cashier.refunded')}: {money(row.refundedAmount)}
                  {row.note ? ` · ${row.note}` : ''}
                </p>
              ) : null}
              {row.status === 'rejected' && row.note ? <p className={styles.hint}>{row.note}</p> : null}
              {row.status === 'paid' && row.autoReceiptAt ? (
                answering === row.id ? (
                  <ReceiptForm withdrawal={row} onDone={() => setAnswering(null)} />
                ) : (
                  <div className={styles.actions}>
                    <p className={styles.hint}>
                      {t('cashier.autoReceiptAt', { time: dateTimeText(row.autoReceiptAt, i18n.language) })}
                    </p>
                    <button type="button" className="button" onClick={() => setAnswering(row.id)}>
                      {t('cashier.confirmReceipt')}
                    </button>
                  </div>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pageCount(records.data)} onPage={setPage} />
    </section>
  );
};

import { withdrawalStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import table from '../../shared/ui/table.module.css';
import styles from './cashier.module.css';
import { withdrawalRecordsQuery } from './cashier-calls.ts';
import { ReceiptForm } from './receipt-form.tsx';
import { RecordsSection, useRecordFilters } from './records-section.tsx';

/** The member's withdrawals; a paid one asks whether the money arrived (spec §4). */
export const WithdrawalRecords = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const [answering, setAnswering] = useState<number | null>(null);
  const filters = useRecordFilters<(typeof withdrawalStatuses)[number]>();
  const records = useQuery(
    withdrawalRecordsQuery(token, filters.days, filters.page, filters.status || undefined),
  );
  return (
    <RecordsSection
      title={t('cashier.withdrawalRecords')}
      filters={filters}
      statuses={withdrawalStatuses}
      statusLabel={(value) => t(`cashier.withdrawalStatus.${value}`)}
      query={records}
    >
      <ul className={styles.withdrawals} data-testid="withdrawal-records">
        {records.data?.rows.map((row) => (
          <li key={row.id} data-testid={`withdrawal-${row.orderNo}`}>
            <div className={styles.withdrawalHead}>
              <strong>{money(row.amount)}</strong>
              <span className={styles.badge} data-status={row.status}>
                {t(`cashier.withdrawalStatus.${row.status}`)}
              </span>
            </div>
            <div className={styles.withdrawalMeta}>
              <span>{formats.dateTime(row.createdAt)}</span>
              <span className={table.mono}>{row.orderNo}</span>
              <span>
                {row.bankName} {row.maskedNumber}
              </span>
            </div>
            {row.receipt ? (
              <p className={styles.hint}>
                {t(`cashier.receipt.${row.receipt}`)}
                {row.receipt === 'partly' && row.receivedAmount && row.remainingAmount
                  ? ` · ${t('cashier.receivedAmountIs', { amount: money(row.receivedAmount) })} · ${t('cashier.remainingAmountIs', { amount: money(row.remainingAmount) })}`
                  : ''}
                {row.forcedReceipt ? ` · ${t('cashier.forcedReceipt')}` : ''}
                {row.proofCount > 0 ? ` · ${t('cashier.proofCount', { count: row.proofCount })}` : ''}
              </p>
            ) : null}
            {row.status === 'resolved' ? (
              <p className={styles.hint}>
                {t('cashier.refunded')}
                {t('common.colon')}
                {money(row.refundedAmount)}
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
                    {t('cashier.autoReceiptAt', { time: formats.dateTime(row.autoReceiptAt) })}
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
    </RecordsSection>
  );
};

import { depositStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { localName } from '../../shared/format/local-name.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import table from '../../shared/ui/table.module.css';
import styles from './cashier.module.css';
import { depositRecordsQuery } from './cashier-calls.ts';
import { RecordsSection, useRecordFilters } from './records-section.tsx';

/** The member's deposits of the last 30 days with their status; an unpaid gateway order can be resumed. */
export const DepositRecords = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const filters = useRecordFilters<(typeof depositStatuses)[number]>();
  const records = useQuery(
    depositRecordsQuery(token, filters.days, filters.page, filters.status || undefined),
  );
  return (
    <RecordsSection
      title={t('cashier.depositRecords')}
      filters={filters}
      statuses={depositStatuses}
      statusLabel={(value) => t(`cashier.depositStatus.${value}`)}
      query={records}
    >
      <div className={`${table.scroll} ${table.cardsFrame}`}>
        <table className={`${table.table} ${table.nowrap} ${table.cards}`} data-testid="deposit-records">
          <thead>
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('cashier.orderNo')}</th>
              <th>{t('cashier.channel')}</th>
              <th className={table.num}>{t('records.amount')}</th>
              <th>{t('cashier.status')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data?.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('records.time')}>{formats.dateTime(row.createdAt)}</td>
                <td data-label={t('cashier.orderNo')} className={table.mono}>
                  {row.orderNo}
                </td>
                <td data-label={t('cashier.channel')}>
                  {localName(row.channelNames, i18n.language, row.channelName)}
                </td>
                <td data-label={t('records.amount')} className={table.num}>
                  {moneyText(row.amount, symbol, i18n.language)}
                </td>
                <td data-label={t('cashier.status')}>
                  <span>
                    <span className={styles.badge} data-status={row.status}>
                      {t(`cashier.depositStatus.${row.status}`)}
                    </span>
                    {row.paymentUrl ? (
                      <a className={styles.link} href={row.paymentUrl}>
                        {t('cashier.continuePayment')}
                      </a>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </RecordsSection>
  );
};

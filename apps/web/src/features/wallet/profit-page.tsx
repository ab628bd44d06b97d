import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { type Days, DaysTabs } from '../../shared/ui/days-tabs.tsx';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import table from '../../shared/ui/table.module.css';
import { profitQuery } from './wallet-calls.ts';
import styles from './wallet-pages.module.css';

/** personalProfit: bets, wins and the result per day, with the period's totals. */
export const ProfitPage = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => formats.money(value, symbol);
  const [days, setDays] = useState<Days>(7);
  const profit = useQuery(profitQuery(token, days));
  const tone = (value: string) => (value.startsWith('-') ? styles.out : styles.in);
  return (
    <div>
      <DaysTabs days={days} onChange={setDays} />
      <AwaitingData query={profit} />
      {profit.data ? (
        <div className={styles.cards}>
          <div className={styles.card}>
            <span>{t('profit.bets')}</span>
            <strong>{money(profit.data.totals.bets)}</strong>
          </div>
          <div className={styles.card}>
            <span>{t('profit.wins')}</span>
            <strong>{money(profit.data.totals.wins)}</strong>
          </div>
          <div className={styles.total}>
            <span>{t('profit.result')}</span>
            <strong className={tone(profit.data.totals.profit)} data-testid="profit-total">
              {money(profit.data.totals.profit)}
            </strong>
          </div>
        </div>
      ) : null}
      {profit.data?.rows.length === 0 ? <EmptyState title={t('profit.empty')} /> : null}
      {profit.data && profit.data.rows.length > 0 ? (
        <table className={table.table}>
          <thead>
            <tr>
              <th>{t('profit.date')}</th>
              <th className={table.num}>{t('profit.bets')}</th>
              <th className={table.num}>{t('profit.wins')}</th>
              <th className={table.num}>{t('profit.result')}</th>
            </tr>
          </thead>
          <tbody>
            {profit.data.rows.map((row) => (
              <tr key={row.date}>
                <td>{formats.day(row.date)}</td>
                <td className={table.num}>{money(row.bets)}</td>
                <td className={table.num}>{money(row.wins)}</td>
                <td className={`${table.num} ${tone(row.profit)}`}>{money(row.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
};

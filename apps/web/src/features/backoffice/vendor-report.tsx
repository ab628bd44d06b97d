import { vendorDailyReport } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import table from '../../shared/ui/table.module.css';
import styles from './games-admin.module.css';
import { gamesKey, vendorReportCall } from './games-calls.ts';
import { categoryName, profitTone } from './games-parts.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';
import { useReportPeriod } from './report-period.tsx';

/**
 * The daily vendor P&L: settled bets per day of the merchant's calendar and vendor (bets, players,
 * stake, valid bet, payout, the house's result) with the period's totals; the last 7 days on opening.
 */
export const VendorReport = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const status = useStatus().data;
  const symbol = status?.info.brand.currencySymbol ?? '';
  const money = (value: string) => formats.money(value, symbol);
  const { report, submit, fields } = useReportPeriod(
    vendorDailyReport.query!,
    [...gamesKey, 'vendorReport'],
    (period) => vendorReportCall(period.from, period.to),
  );
  const data = report.data;

  return (
    <QueuePanel
      label={t('backoffice.games.report')}
      testId="bo-games-report"
      lead={t('backoffice.games.reportLead')}
    >
      <form className={styles.filters} onSubmit={submit} noValidate>
        {fields}
        <button type="submit" className="button">
          {t('backoffice.games.show')}
        </button>
      </form>
      <QueueState query={{ ...report, data: data?.rows }} empty={t('backoffice.games.noReport')}>
        <QueueTable
          testId="bo-vendor-report"
          columns={[
            t('backoffice.games.date'),
            t('backoffice.games.vendor'),
            t('backoffice.games.category'),
            { label: t('backoffice.games.betCount'), num: true },
            { label: t('backoffice.games.players'), num: true },
            { label: t('bets.stake'), num: true },
            { label: t('bets.validBet'), num: true },
            { label: t('bets.payout'), num: true },
            { label: t('backoffice.games.houseProfit'), num: true },
          ]}
        >
          {data?.rows.map((row) => (
            <tr
              key={`${row.date}-${row.vassalage}-${row.gameType}`}
              data-testid={`bo-report-${row.date}-${row.vassalage}`}
            >
              <td>{formats.day(row.date)}</td>
              <td className={table.mono}>{row.vassalage}</td>
              <td>{categoryName(t, row.gameType)}</td>
              <td className={table.num}>{formats.number(row.bets)}</td>
              <td className={table.num}>{formats.number(row.players)}</td>
              <td className={table.num}>{money(row.stake)}</td>
              <td className={table.num}>{money(row.validBet)}</td>
              <td className={table.num}>{money(row.payout)}</td>
              <td className={`${table.num} ${profitTone(row.houseProfit)}`}>{money(row.houseProfit)}</td>
            </tr>
          ))}
          {data ? (
            <tr className={styles.totals} data-testid="bo-report-totals">
              <th scope="row" colSpan={3}>
                {t('backoffice.games.periodTotal')}
              </th>
              <td className={table.num}>{formats.number(data.totals.bets)}</td>
              <td className={table.num}>{formats.number(data.totals.players)}</td>
              <td className={table.num}>{money(data.totals.stake)}</td>
              <td className={table.num}>{money(data.totals.validBet)}</td>
              <td className={table.num}>{money(data.totals.payout)}</td>
              <td className={`${table.num} ${profitTone(data.totals.houseProfit)}`}>
                {money(data.totals.houseProfit)}
              </td>
            </tr>
          ) : null}
        </QueueTable>
      </QueueState>
    </QueuePanel>
  );
};

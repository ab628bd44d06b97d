import { type DailySummaryFigures, type DailySummaryRow, dailySummaryReport } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import table from '../../shared/ui/table.module.css';
import { downloadCsv } from './csv.ts';
import styles from './games-admin.module.css';
import { calendarDay } from './games-calls.ts';
import { profitTone } from './games-parts.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';
import { useReportPeriod } from './report-period.tsx';
import own from './reports.module.css';
import { dailySummaryCall, reportsKey } from './reports-calls.ts';

/**
 * The figures of a day, in the table's order: counts, amounts, and results that may be negative.
 * The players who signed in, deposited or bet are per day only: a period's players cannot be added up.
 */
const figures: {
  key: keyof DailySummaryFigures | 'signedIn' | 'depositors' | 'bettors';
  kind: 'count' | 'money' | 'result';
  perDay?: true;
}[] = [
  { key: 'newAccounts', kind: 'count' },
  { key: 'signedIn', kind: 'count', perDay: true },
  { key: 'firstDeposits', kind: 'count' },
  { key: 'depositors', kind: 'count', perDay: true },
  { key: 'depositCount', kind: 'count' },
  { key: 'deposits', kind: 'money' },
  { key: 'withdrawalCount', kind: 'count' },
  { key: 'withdrawals', kind: 'money' },
  { key: 'netDeposits', kind: 'result' },
  { key: 'bettors', kind: 'count', perDay: true },
  { key: 'betCount', kind: 'count' },
  { key: 'turnover', kind: 'money' },
  { key: 'settledStake', kind: 'money' },
  { key: 'payout', kind: 'money' },
  { key: 'houseProfit', kind: 'result' },
  { key: 'adjustmentsIn', kind: 'money' },
  { key: 'adjustmentsOut', kind: 'money' },
];

/**
 * The merchant's day by day (Reports tab): accounts opened, first deposits, deposits, withdrawals,
 * bets, turnover, the house result and adjustments, newest day first, with the period's totals and
 * a CSV of the same; the last 7 days on opening. Closed days show as the nightly count kept them.
 */
export const DailySummary = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const status = useStatus().data;
  const symbol = status?.info.brand.currencySymbol ?? '';
  const timeZone = status?.info.timeZone;
  const { period, report, submit, fields } = useReportPeriod(
    dailySummaryReport.query!,
    [...reportsKey, 'daily'],
    (asked) => dailySummaryCall(asked.from, asked.to),
  );
  const data = report.data;
  const today = calendarDay(0, data?.timeZone ?? timeZone);
  const label = (key: string) => t(`backoffice.reports.figures.${key}`);
  const shown = (kind: 'count' | 'money' | 'result', value: string | number) =>
    kind === 'count' ? formats.number(Number(value)) : formats.money(String(value), symbol);
  const cell = (figure: (typeof figures)[number], value: string | number | undefined) => (
    <td
      key={figure.key}
      data-label={label(figure.key)}
      className={`${table.num}${figure.kind === 'result' && value !== undefined ? ` ${profitTone(String(value))}` : ''}`}
    >
      {value === undefined ? '—' : shown(figure.kind, value)}
    </td>
  );
  const saveCsv = () => {
    if (!data) return;
    downloadCsv(`daily-summary-${period.from}-${period.to}.csv`, [
      [t('backoffice.reports.day'), ...figures.map((figure) => label(figure.key))],
      ...data.rows.map((row) => [row.date, ...figures.map((figure) => row[figure.key])]),
      [
        t('backoffice.games.periodTotal'),
        ...figures.map((figure) =>
          figure.perDay ? '' : data.totals[figure.key as keyof DailySummaryFigures],
        ),
      ],
    ]);
  };
  const dayTag = (row: DailySummaryRow) => {
    if (row.date === today) return <span className={own.tag}>{t('backoffice.reports.today')}</span>;
    if (!row.closed)
      return (
        <span className={own.tag} title={t('backoffice.reports.openHint')}>
          {t('backoffice.reports.open')}
        </span>
      );
    return null;
  };

  return (
    <QueuePanel
      label={t('backoffice.reports.daily')}
      testId="bo-daily-summary"
      lead={t('backoffice.reports.lead', { timeZone: data?.timeZone ?? timeZone ?? 'UTC' })}
    >
      <form className={styles.filters} onSubmit={submit} noValidate>
        {fields}
        <button type="submit" className="button">
          {t('backoffice.games.show')}
        </button>
        <button type="button" className="button button-ghost" onClick={saveCsv} disabled={!data?.rows.length}>
          {t('backoffice.reports.csv')}
        </button>
      </form>
      <div className={own.report}>
        <QueueState query={{ ...report, data: data?.rows }} empty={t('backoffice.reports.none')}>
          <QueueTable
            cards
            testId="bo-daily-table"
            columns={[
              t('backoffice.reports.day'),
              ...figures.map((figure) => ({ label: label(figure.key), num: true as const })),
            ]}
          >
            {data?.rows.map((row) => (
              <tr key={row.date} data-testid={`bo-day-${row.date}`}>
                <th scope="row" className={own.day}>
                  {formats.day(row.date)} {dayTag(row)}
                </th>
                {figures.map((figure) => cell(figure, row[figure.key]))}
              </tr>
            ))}
            {data ? (
              <tr className={styles.totals} data-testid="bo-daily-totals">
                <th scope="row">{t('backoffice.games.periodTotal')}</th>
                {figures.map((figure) =>
                  cell(
                    figure,
                    figure.perDay ? undefined : data.totals[figure.key as keyof DailySummaryFigures],
                  ),
                )}
              </tr>
            ) : null}
          </QueueTable>
        </QueueState>
      </div>
    </QueuePanel>
  );
};

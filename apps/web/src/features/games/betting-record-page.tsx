import { type BetRow, type BetStatus, betStatuses, type GameType, gameTypes } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { DaysTabs } from '../../shared/ui/days-tabs.tsx';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import { type BetRecordFilter, betFilterMenusQuery, betRecordsQuery } from './bet-record-calls.ts';
import styles from './betting-record.module.css';

/** A result from the member's side: green when won, red when lost, plain when even. */
const profitTone = (value: string) =>
  value.startsWith('-') ? styles.loss : /^0+(\.0+)?$/.test(value) ? undefined : styles.win;

/**
 * personalHistoryCopy: the member's bets over today, 7 or 30 days, filtered by category, vendor
 * and status, a page at a time, with the whole filter's totals under the table. On a phone the
 * rows become cards (each value under its column's name) so nothing scrolls sideways.
 */
export const BettingRecordPage = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const token = useSession((state) => state.token);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const ids = { category: useId(), vendor: useId(), status: useId() };
  const [filter, setFilter] = useState<BetRecordFilter>({
    days: 7,
    gameType: '',
    vassalage: '',
    status: '',
    page: 1,
  });
  const change = (patch: Partial<BetRecordFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...patch }));
  const menus = useQuery(betFilterMenusQuery(i18n.language));
  const records = useQuery(betRecordsQuery(token, filter));

  const categoryLabel = (type: GameType) =>
    menus.data?.find((entry) => entry.gameGroupCode === type)?.labelName ||
    t(`categories.${type}`, { defaultValue: type });
  const vendors = new Map<string, string>();
  for (const entry of menus.data ?? [])
    if (!filter.gameType || entry.gameGroupCode === filter.gameType)
      for (const card of entry.gameMenus)
        if (!vendors.has(card.vassalage)) vendors.set(card.vassalage, card.name);

  const columns: { key: string; label: string; num?: boolean }[] = [
    { key: 'time', label: t('bets.time') },
    { key: 'game', label: t('bets.game') },
    { key: 'vendor', label: t('bets.vendor') },
    { key: 'round', label: t('bets.round') },
    { key: 'stake', label: t('bets.stake'), num: true },
    { key: 'validBet', label: t('bets.validBet'), num: true },
    { key: 'payout', label: t('bets.payout'), num: true },
    { key: 'profit', label: t('bets.profit'), num: true },
    { key: 'status', label: t('bets.status') },
  ];
  const label = (key: string) => columns.find((column) => column.key === key)!.label;
  const cell = (row: BetRow) => ({
    time: formats.dateTime(row.placedAt),
    game: row.gameName,
    vendor: row.vendorName,
    round: row.roundId,
    stake: money(row.stake),
    validBet: money(row.validBet),
    payout: money(row.payout),
    profit: money(row.profit),
    status: t(`bets.statuses.${row.status}`),
  });
  const data = records.data;

  return (
    <div className={table.cardsFrame} data-testid="betting-record">
      <DaysTabs days={filter.days} onChange={(days) => change({ days })} />
      <div className={styles.filters}>
        <div>
          <label htmlFor={ids.category}>{t('bets.category')}</label>
          <select
            id={ids.category}
            value={filter.gameType}
            onChange={(event) => change({ gameType: event.target.value as GameType | '', vassalage: '' })}
          >
            <option value="">{t('bets.allCategories')}</option>
            {gameTypes.map((type) => (
              <option key={type} value={type}>
                {categoryLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.vendor}>{t('bets.vendor')}</label>
          <select
            id={ids.vendor}
            value={filter.vassalage}
            onChange={(event) => change({ vassalage: event.target.value })}
          >
            <option value="">{t('bets.allVendors')}</option>
            {[...vendors].map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status}>{t('bets.status')}</label>
          <select
            id={ids.status}
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as BetStatus | '' })}
          >
            <option value="">{t('bets.allStatuses')}</option>
            {betStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`bets.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AwaitingData query={records} />
      {data && data.rows.length === 0 && !records.isError ? <EmptyState title={t('bets.empty')} /> : null}
      {data && data.rows.length > 0 && !records.isError ? (
        <>
          <div className={table.scroll}>
            <table
              className={`${table.table} ${table.cards} ${styles.records}`}
              data-testid="bet-records"
              aria-busy={records.isFetching}
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} className={column.num ? table.num : undefined}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => {
                  const text = cell(row);
                  return (
                    <tr key={row.id} data-testid={`bet-${row.id}`}>
                      {columns.map((column) => (
                        <td
                          key={column.key}
                          data-label={column.label}
                          title={column.key === 'round' ? row.roundId : undefined}
                          className={[
                            column.num ? `${table.num} ${styles.amount}` : '',
                            column.key === 'round' ? `${table.mono} ${styles.round}` : '',
                            column.key === 'profit' ? (profitTone(row.profit) ?? '') : '',
                            column.key === 'status' && row.status !== 'settled' ? styles.muted : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                        >
                          {text[column.key as keyof typeof text]}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className={styles.totals} data-testid="bet-totals">
                  <th scope="row" colSpan={4} className={styles.totalsLabel}>
                    {t('bets.totals', { count: data.totals.count })}
                  </th>
                  <td data-label={label('stake')} className={`${table.num} ${styles.amount}`}>
                    {money(data.totals.stake)}
                  </td>
                  <td data-label={label('validBet')} className={`${table.num} ${styles.amount}`}>
                    {money(data.totals.validBet)}
                  </td>
                  <td data-label={label('payout')} className={`${table.num} ${styles.amount}`}>
                    {money(data.totals.payout)}
                  </td>
                  <td
                    data-label={label('profit')}
                    className={`${table.num} ${styles.amount} ${profitTone(data.totals.profit) ?? ''}`}
                    data-testid="bet-totals-profit"
                  >
                    {money(data.totals.profit)}
                  </td>
                  <td className={styles.blank} />
                </tr>
              </tfoot>
            </table>
          </div>
          <Pager
            page={filter.page}
            pages={pageCount(data)}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      ) : null}
    </div>
  );
};

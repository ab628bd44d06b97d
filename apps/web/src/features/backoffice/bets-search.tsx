import { type BetStatus, betStatuses, searchAdminBets } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field } from '../../shared/ui/field.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './games-admin.module.css';
import {
  type AdminBetsQuery,
  adminBetsCall,
  adminVendorsCall,
  calendarDay,
  gamesKey,
} from './games-calls.ts';
import { profitTone } from './games-parts.tsx';
import { useLinkedMember } from './linked-member.ts';
import { periodErrorText } from './period-error.ts';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

const pageSize = 50;

interface Values {
  username: string;
  vassalage: string;
  gameId: string;
  roundId: string;
  status: BetStatus | '';
  from: string;
  to: string;
}
type Filter = Omit<AdminBetsQuery, 'page' | 'pageSize'>;

/** The search as the contract reads it: empty fields are left out, text is trimmed. */
export const betSearchOf = (values: Values): Filter => filledFields(values) as Filter;

/**
 * Bet records of every player, searched by player, vendor, game, round, status and dates of the
 * merchant's calendar, with the search's totals; the last 7 days show on opening.
 */
export const BetsSearch = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const status = useStatus().data;
  const symbol = status?.info.brand.currencySymbol ?? '';
  const timeZone = status?.info.timeZone;
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  // a member's details link here with `?member=`: their bets of the last 7 days show on opening
  const linked = useLinkedMember(
    (username) => searchAdminBets.query!.shape.username.safeParse(username).success,
  );
  const initial: Values = {
    username: linked,
    vassalage: '',
    gameId: '',
    roundId: '',
    status: '',
    from: calendarDay(6, timeZone),
    to: calendarDay(0, timeZone),
  };
  const [filter, setFilter] = useState<Filter>(() => betSearchOf(initial));
  const [page, setPage] = useState(1);
  const ids = { vendor: useId(), status: useId() };
  const { register, handleSubmit, formState, setError } = useForm<Values>({ defaultValues: initial });
  const vendors = useQuery({ queryKey: [...gamesKey, 'vendors', ''], queryFn: () => adminVendorsCall() });
  const query: AdminBetsQuery = { ...filter, page, pageSize };
  const bets = useQuery({
    queryKey: [...gamesKey, 'bets', query],
    queryFn: () => adminBetsCall(query),
    placeholderData: (previous) => previous,
  });
  const vendorCodes = [...new Set((vendors.data ?? []).map((row) => row.vassalage))];

  const submit = handleSubmit((values) => {
    const search = betSearchOf(values);
    const checked = searchAdminBets.query!.safeParse({ ...search, page: 1, pageSize });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'from' || field === 'to')
          setError(field, { message: periodErrorText(t, issue.message, values[field]) });
        else if (typeof field === 'string' && field in values)
          setError(field as keyof Values, { message: t('backoffice.games.badField') });
      }
      return;
    }
    setFilter(search);
    setPage(1);
  });
  const data = bets.data;

  return (
    <QueuePanel label={t('backoffice.games.bets')} testId="bo-games-bets">
      <form className={styles.filters} onSubmit={submit} noValidate>
        <Field
          label={t('backoffice.member')}
          maxLength={32}
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <div className={styles.select}>
          <label htmlFor={ids.vendor}>{t('backoffice.games.vendor')}</label>
          <select id={ids.vendor} {...register('vassalage')}>
            <option value="">{t('backoffice.games.allVendors')}</option>
            {vendorCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('backoffice.games.gameId')}
          maxLength={64}
          error={formState.errors.gameId?.message}
          {...register('gameId')}
        />
        <Field
          label={t('backoffice.games.round')}
          maxLength={64}
          error={formState.errors.roundId?.message}
          {...register('roundId')}
        />
        <div className={styles.select}>
          <label htmlFor={ids.status}>{t('backoffice.games.betStatus')}</label>
          <select id={ids.status} {...register('status')}>
            <option value="">{t('bets.allStatuses')}</option>
            {betStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`bets.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('backoffice.games.from')}
          type="date"
          error={formState.errors.from?.message}
          {...register('from')}
        />
        <Field
          label={t('backoffice.games.to')}
          type="date"
          error={formState.errors.to?.message}
          {...register('to')}
        />
        <button type="submit" className="button">
          {t('backoffice.games.search')}
        </button>
      </form>
      {data && data.rows.length > 0 ? (
        <p className={styles.summary} data-testid="bo-bets-summary">
          {t('backoffice.games.betsSummary', {
            count: data.totals.count,
            stake: money(data.totals.stake),
            payout: money(data.totals.payout),
          })}
        </p>
      ) : null}
      <QueueState query={{ ...bets, data: data?.rows }} empty={t('backoffice.games.noBets')}>
        <QueueTable
          testId="bo-bets"
          columns={[
            t('backoffice.games.placedAt'),
            t('backoffice.member'),
            t('backoffice.games.vendor'),
            t('backoffice.games.game'),
            t('backoffice.games.round'),
            { label: t('bets.stake'), num: true },
            { label: t('bets.validBet'), num: true },
            { label: t('bets.payout'), num: true },
            { label: t('backoffice.games.memberProfit'), num: true },
            t('backoffice.games.betStatus'),
          ]}
        >
          {data?.rows.map((row) => (
            <tr key={row.id} data-testid={`bo-bet-${row.id}`}>
              <td>{formats.dateTime(row.placedAt)}</td>
              <td>{row.username}</td>
              <td className={table.mono}>{row.vassalage}</td>
              <td>{row.gameName}</td>
              <td className={table.mono} title={row.betTransactionId}>
                {row.roundId}
              </td>
              <td className={table.num}>{money(row.stake)}</td>
              <td className={table.num}>{money(row.validBet)}</td>
              <td className={table.num}>{money(row.payout)}</td>
              <td className={`${table.num} ${profitTone(row.profit)}`}>{money(row.profit)}</td>
              <td>{t(`bets.statuses.${row.status}`)}</td>
            </tr>
          ))}
          {data ? (
            <tr className={styles.totals} data-testid="bo-bets-totals">
              <th scope="row" colSpan={5}>
                {t('bets.totals', { count: data.totals.count })}
              </th>
              <td className={table.num}>{money(data.totals.stake)}</td>
              <td className={table.num}>{money(data.totals.validBet)}</td>
              <td className={table.num}>{money(data.totals.payout)}</td>
              <td className={`${table.num} ${profitTone(data.totals.profit)}`}>
                {money(data.totals.profit)}
              </td>
              <td />
            </tr>
          ) : null}
        </QueueTable>
      </QueueState>
      <Pager page={page} pages={pageCount(data)} onPage={setPage} />
    </QueuePanel>
  );
};

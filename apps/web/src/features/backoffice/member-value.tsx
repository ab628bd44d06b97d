import type { MemberTotals } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './back-office.module.css';
import { profitTone } from './games-parts.tsx';
import { membersKey, memberTotalsCall } from './members-calls.ts';

/**
 * A player's whole history with the site in figures, in the Members tab's details: money in and
 * out, play and the house result, adjustments, and the play still owed before a withdrawal. What an
 * operator weighs before a bonus, a limit or a large withdrawal, and what support reads to a player
 * asking why a withdrawal is refused.
 */
export const MemberValue = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const totals = useQuery({ queryKey: [...membersKey, 'totals', id], queryFn: () => memberTotalsCall(id) });
  const v = (key: string) => t(`backoffice.members.value.${key}`);
  // the same figures as the daily summary's, under the same names
  const f = (key: string) => t(`backoffice.reports.figures.${key}`);
  const money = (amount: string) => formats.money(amount, symbol);
  const data = totals.data;
  const playText = (requirement: MemberTotals['playRequirement']) => {
    if (!requirement) return v('playOff');
    const figures = {
      played: money(requirement.played),
      required: money(requirement.required),
      remaining: money(requirement.remaining),
      time: formats.dateTime(requirement.since),
    };
    return t(
      `backoffice.members.value.${/[1-9]/.test(requirement.remaining) ? 'playLeft' : 'playMet'}`,
      figures,
    );
  };
  return (
    <section aria-label={v('title')} data-testid="bo-member-value">
      <h3>{v('title')}</h3>
      {totals.isPending ? (
        <Spinner />
      ) : totals.isError || !data ? (
        <ErrorState message={errorText(t, totals.error)} onRetry={() => void totals.refetch()} />
      ) : (
        <dl className={styles.member}>
          {(
            [
              [f('deposits'), money(data.deposits)],
              [f('depositCount'), formats.number(data.depositCount)],
              [v('firstDeposit'), data.firstDepositAt ? formats.dateTime(data.firstDepositAt) : v('none')],
              [v('lastDeposit'), data.lastDepositAt ? formats.dateTime(data.lastDepositAt) : v('none')],
              [f('withdrawals'), money(data.withdrawals)],
              [f('withdrawalCount'), formats.number(data.withdrawalCount)],
              [f('netDeposits'), money(data.netDeposits), profitTone(data.netDeposits)],
              [f('betCount'), formats.number(data.betCount)],
              [f('turnover'), money(data.turnover)],
              [f('houseProfit'), money(data.houseProfit), profitTone(data.houseProfit)],
              [f('adjustmentsIn'), money(data.adjustmentsIn)],
              [f('adjustmentsOut'), money(data.adjustmentsOut)],
              [v('playOwed'), playText(data.playRequirement)],
            ] as const
          ).map(([label, text, tone]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={tone || undefined}>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};

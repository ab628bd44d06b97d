import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';

/** Bets placed per day of `range` (rolled-back ones left out): how many, by how many players, their valid bet. */
export const placedBetsByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; count: number; bettors: number; turnover: string }>(
    await db.execute(sql`
      select ${dayOf(sql`placed_at`, range)} as day, count(*)::int as count,
        count(distinct member_id)::int as bettors, sum(valid_bet)::text as turnover
      from bets
      where merchant_id = ${merchantId} and status <> 'rolled_back' and ${withinDays(sql`placed_at`, range)}
      group by 1`),
  ).map((row) => ({
    day: row.day,
    count: Number(row.count),
    bettors: Number(row.bettors),
    turnover: BigInt(row.turnover),
  }));

/** Stake and payout of the bets settled per day of `range` (by settlement): the house's result. */
export const settledBetSumsByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; stake: string; payout: string }>(
    await db.execute(sql`
      select ${dayOf(sql`settled_at`, range)} as day, sum(stake)::text as stake, sum(payout)::text as payout
      from bets
      where merchant_id = ${merchantId} and status = 'settled' and ${withinDays(sql`settled_at`, range)}
      group by 1`),
  ).map((row) => ({ day: row.day, stake: BigInt(row.stake), payout: BigInt(row.payout) }));

/**
 * The valid bet each player placed within a span (rolled-back bets left out), for several spans in
 * one query: each answered by its key, 0 when nothing was played. A span without an end runs to now.
 */
export const turnoverWithin = async (
  db: Executor,
  spans: { key: number; memberId: number; from: Date; to: Date | null }[],
) => {
  if (spans.length === 0) return new Map<number, bigint>();
  const rows = rowsOf<{ key: number | string; turnover: string }>(
    await db.execute(sql`
      select span.key, coalesce(sum(b.valid_bet), 0)::text as turnover
      from (values ${sql.join(
        spans.map(
          (span) =>
            sql`(${span.key}::bigint, ${span.memberId}::bigint, ${span.from}::timestamptz, ${span.to}::timestamptz)`,
        ),
        sql`, `,
      )}) as span(key, member_id, since, until)
      left join bets b on b.member_id = span.member_id and b.placed_at >= span.since
        and (span.until is null or b.placed_at < span.until) and b.status <> 'rolled_back'
      group by span.key`),
  );
  return new Map(rows.map((row) => [Number(row.key), BigInt(row.turnover)]));
};

/** The valid bet a player has placed since `since` (rolled-back bets left out). */
export const turnoverSince = async (db: Executor, memberId: number, since: Date) =>
  (await turnoverWithin(db, [{ key: 0, memberId, from: since, to: null }])).get(0) ?? 0n;

/** A member's bets, all time: how many and their valid bet (rolled-back ones left out), and the house result of the settled. */
export const memberBetTotals = async (db: Executor, memberId: number) => {
  const [row] = rowsOf<{ count: number; turnover: string; house: string }>(
    await db.execute(sql`
      select count(*) filter (where status <> 'rolled_back')::int as count,
        coalesce(sum(valid_bet) filter (where status <> 'rolled_back'), 0)::text as turnover,
        coalesce(sum(stake - payout) filter (where status = 'settled'), 0)::text as house
      from bets where member_id = ${memberId}`),
  );
  return { betCount: Number(row!.count), turnover: BigInt(row!.turnover), houseProfit: BigInt(row!.house) };
};

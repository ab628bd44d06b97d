import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';

/**
 * Deposits confirmed per day of `range` (by when they were credited): how many, how much, by how
 * many players, and how many of those players deposited for the first time.
 */
export const depositsByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; count: number; amount: string; depositors: number; first_deposits: number }>(
    await db.execute(sql`
      select ${dayOf(sql`d.settled_at`, range)} as day, count(*)::int as count, sum(d.amount)::text as amount,
        count(distinct d.member_id)::int as depositors,
        count(*) filter (where not exists (
          select 1 from deposits earlier
          where earlier.member_id = d.member_id and earlier.status = 'confirmed'
            and (earlier.settled_at, earlier.id) < (d.settled_at, d.id)))::int as first_deposits
      from deposits d
      where d.merchant_id = ${merchantId} and d.status = 'confirmed' and ${withinDays(sql`d.settled_at`, range)}
      group by 1`),
  ).map((row) => ({
    day: row.day,
    count: Number(row.count),
    amount: BigInt(row.amount),
    depositors: Number(row.depositors),
    firstDeposits: Number(row.first_deposits),
  }));

/** Withdrawals paid out per day of `range` (by when the cashier paid them): how many and how much. */
export const withdrawalsByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; count: number; amount: string }>(
    await db.execute(sql`
      select ${dayOf(sql`paid_at`, range)} as day, count(*)::int as count, sum(amount)::text as amount
      from withdrawals
      where merchant_id = ${merchantId} and paid_at is not null and ${withinDays(sql`paid_at`, range)}
      group by 1`),
  ).map((row) => ({ day: row.day, count: Number(row.count), amount: BigInt(row.amount) }));

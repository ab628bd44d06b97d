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

/**
 * Withdrawals of a merchant by id, with what a cashier checks before paying them: the name on the
 * card, the account's real name and opening, and the player's last confirmed deposit before the
 * request. Another merchant's ids are simply not found.
 */
export const withdrawalsToCheck = async (db: Executor, merchantId: number, ids: number[]) =>
  rowsOf<{
    id: number | string;
    member_id: number | string;
    requested_at: Date | string;
    account_name: string;
    real_name: string | null;
    opened_at: Date | string;
    deposit_amount: string | null;
    deposited_at: Date | string | null;
  }>(
    await db.execute(sql`
      select w.id, w.member_id, w.created_at as requested_at, w.account_name, m.real_name,
        m.created_at as opened_at, d.amount::text as deposit_amount, d.settled_at as deposited_at
      from withdrawals w
      join members m on m.id = w.member_id
      left join lateral (
        select amount, settled_at from deposits
        where member_id = w.member_id and status = 'confirmed' and settled_at <= w.created_at
        order by settled_at desc, id desc limit 1
      ) d on true
      where w.merchant_id = ${merchantId} and w.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  ).map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    requestedAt: new Date(row.requested_at),
    accountName: row.account_name,
    realName: row.real_name,
    openedAt: new Date(row.opened_at),
    lastDeposit:
      row.deposit_amount !== null && row.deposited_at !== null
        ? { amount: BigInt(row.deposit_amount), at: new Date(row.deposited_at) }
        : null,
  }));

/** A member's confirmed deposits (how many, how much, the first and last) and paid withdrawals, all time. */
export const memberCashTotals = async (db: Executor, memberId: number) => {
  const [row] = rowsOf<{
    deposit_count: number;
    deposits: string;
    first_deposit_at: Date | string | null;
    last_deposit_at: Date | string | null;
    withdrawal_count: number;
    withdrawals: string;
  }>(
    await db.execute(sql`
      select d.count::int as deposit_count, d.amount::text as deposits, d.first_at as first_deposit_at,
        d.last_at as last_deposit_at, w.count::int as withdrawal_count, w.amount::text as withdrawals
      from (select count(*), coalesce(sum(amount), 0) as amount, min(settled_at) as first_at,
              max(settled_at) as last_at
            from deposits where member_id = ${memberId} and status = 'confirmed') d,
        (select count(*), coalesce(sum(amount), 0) as amount
            from withdrawals where member_id = ${memberId} and paid_at is not null) w`),
  );
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    depositCount: Number(row!.deposit_count),
    deposits: BigInt(row!.deposits),
    firstDepositAt: instant(row!.first_deposit_at),
    lastDepositAt: instant(row!.last_deposit_at),
    withdrawalCount: Number(row!.withdrawal_count),
    withdrawals: BigInt(row!.withdrawals),
  };
};

/**
 * Where a player's play requirement starts (their last withdrawal request that was not rejected,
 * or `openedAt` without one) and the confirmed deposits credited since then.
 */
export const depositsSinceLastWithdrawal = async (db: Executor, memberId: number, openedAt: Date) => {
  const [row] = rowsOf<{ since: Date | string; deposits: string }>(
    await db.execute(sql`
      with start as (
        select greatest(${openedAt}::timestamptz, coalesce(max(created_at), ${openedAt}::timestamptz)) as since
        from withdrawals where member_id = ${memberId} and status <> 'rejected'
      )
      select start.since, (
        select coalesce(sum(amount), 0) from deposits
        where member_id = ${memberId} and status = 'confirmed' and settled_at >= start.since
      )::text as deposits
      from start`),
  );
  return { since: new Date(row!.since), deposits: BigInt(row!.deposits) };
};

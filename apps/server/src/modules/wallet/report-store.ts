import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';

/**
 * Operators' balance adjustments per day of `range`, from the ledger (small ones have no approval
 * row): paid into players' wallets from the house, and taken back to it.
 */
export const adjustmentsByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; paid_in: string; taken_out: string }>(
    await db.execute(sql`
      select ${dayOf(sql`t.created_at`, range)} as day,
        coalesce(sum(t.amount) filter (where house.kind = 'house'), 0)::text as paid_in,
        coalesce(sum(t.amount) filter (where house.kind is null), 0)::text as taken_out
      from ledger_transfers t
      left join ledger_accounts house on house.id = t.debit_account_id and house.kind = 'house'
      where t.merchant_id = ${merchantId} and t.kind = 'adjustment' and ${withinDays(sql`t.created_at`, range)}
      group by 1`),
  ).map((row) => ({ day: row.day, paidIn: BigInt(row.paid_in), takenOut: BigInt(row.taken_out) }));

/** Operators' balance adjustments of one member, all time: paid into their wallets, and taken out. */
export const memberAdjustmentTotals = async (db: Executor, merchantId: number, memberId: number) => {
  const [row] = rowsOf<{ paid_in: string; taken_out: string }>(
    await db.execute(sql`
      select coalesce(sum(t.amount) filter (where credit.member_id = ${memberId}), 0)::text as paid_in,
        coalesce(sum(t.amount) filter (where debit.member_id = ${memberId}), 0)::text as taken_out
      from ledger_transfers t
      join ledger_accounts debit on debit.id = t.debit_account_id
      join ledger_accounts credit on credit.id = t.credit_account_id
      where t.merchant_id = ${merchantId} and t.kind = 'adjustment'
        and (debit.member_id = ${memberId} or credit.member_id = ${memberId})`),
  );
  return { paidIn: BigInt(row!.paid_in), takenOut: BigInt(row!.taken_out) };
};

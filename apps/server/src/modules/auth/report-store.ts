import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';
import { trialType } from '../../lib/actor.ts';

/** Players and agents who signed in per day of `range` (each once a day, however often; free-play guests not counted). */
export const signedInByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      select ${dayOf(sql`s.created_at`, range)} as day, count(distinct s.member_id)::int as count
      from sessions s join members m on m.id = s.member_id
      where m.merchant_id = ${merchantId} and m.type <> ${trialType} and ${withinDays(sql`s.created_at`, range)}
      group by 1`),
  ).map((row) => ({ day: row.day, count: Number(row.count) }));

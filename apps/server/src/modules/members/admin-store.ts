import type { MemberKind } from '@croupier/contract';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';
import { members } from '../../db/schema.ts';
import { agentTypes, trialType } from '../../lib/actor.ts';

/** `text` as a LIKE pattern that matches only itself (then `%` is added for a prefix). */
const literalPattern = (text: string) =>
  text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/** What the back office's member search matches: a username's start, a whole mobile number, an id. */
const searchWhere = (search: string): SQL | undefined => {
  const byName = sql`lower(${members.username}) like ${`${literalPattern(search)}%`}`;
  if (!/^\d{1,18}$/.test(search)) return byName;
  const asId = Number(search);
  return or(
    byName,
    eq(members.mobileNum, search),
    Number.isSafeInteger(asId) ? eq(members.id, asId) : undefined,
  );
};

/** The account types of each kind the back office narrows to. */
const typesOf: Record<MemberKind, readonly number[]> = { member: [0], agent: agentTypes, trial: [trialType] };

/** A page of a merchant's accounts, newest first, `before` an id when given. */
export const memberPage = (
  db: Executor,
  merchantId: number,
  query: {
    search?: string | undefined;
    status?: 'active' | 'locked' | undefined;
    kind?: MemberKind | undefined;
    before?: number | undefined;
    limit: number;
  },
) =>
  db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        query.search ? searchWhere(query.search) : undefined,
        query.status ? eq(members.status, query.status) : undefined,
        query.kind ? inArray(members.type, [...typesOf[query.kind]]) : undefined,
        query.before ? lt(members.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(members.id))
    .limit(query.limit);

/** The merchant's account `id`, locked until the transaction ends: operators' changes to one account queue. */
export const lockMerchantMember = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.merchantId, merchantId)))
      .for('update')
  )[0];

/** The merchant's account `id`, or undefined. */
export const findMerchantMember = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.merchantId, merchantId)))
      .limit(1)
  )[0];

/** Player and agent accounts opened per day of `range` (free-play guests are not counted). */
export const accountsOpenedByDay = async (db: Executor, merchantId: number, range: DayRange) =>
  rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      select ${dayOf(sql`created_at`, range)} as day, count(*)::int as count
      from members
      where merchant_id = ${merchantId} and type <> ${trialType} and ${withinDays(sql`created_at`, range)}
      group by 1`),
  ).map((row) => ({ day: row.day, count: Number(row.count) }));

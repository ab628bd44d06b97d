import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { type DayRange, dayOf, withinDays } from '../../db/days.ts';
import { bets, gameLaunches, games, gameVendors, members, sessions } from '../../db/schema.ts';

export type BetRecord = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;

/**
 * The launch a game token belongs to (by its SHA-256), with the player session it was opened from
 * (its times null when that session row is gone) and the category of the game a bet names: its
 * catalogue row, else the vendor's first category in the merchant, else the launched game's.
 */
export const findLaunchByTokenHash = async (db: Executor, tokenHash: string, gameCode: string) =>
  (
    await db
      .select({
        merchantId: gameLaunches.merchantId,
        memberId: gameLaunches.memberId,
        vendorCode: gameLaunches.vendorCode,
        mode: gameLaunches.mode,
        gameType: sql<string>`coalesce(
          (select c.game_type from games c where c.merchant_id = ${gameLaunches.merchantId}
            and c.vendor_code = ${gameLaunches.vendorCode} and c.game_code = ${gameCode}),
          (select v.game_type from game_vendors v where v.merchant_id = ${gameLaunches.merchantId}
            and v.code = ${gameLaunches.vendorCode} order by v.sort, v.id limit 1),
          ${games.gameType})`,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(gameLaunches)
      .innerJoin(games, eq(games.id, gameLaunches.gameId))
      .leftJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
      .where(eq(gameLaunches.tokenHash, tokenHash))
      .limit(1)
  )[0];

/** A game's category: its catalogue row, else the vendor's first category in that merchant. */
export const gameTypeOf = async (db: Executor, merchantId: number, vendorCode: string, gameCode: string) => {
  const result = await db.execute(sql`
    select coalesce(
      (select game_type from games where merchant_id = ${merchantId} and vendor_code = ${vendorCode}
        and game_code = ${gameCode}),
      (select game_type from game_vendors where merchant_id = ${merchantId} and code = ${vendorCode}
        order by sort, id limit 1)) as game_type`);
  return rowsOf<{ game_type: string | null }>(result)[0]?.game_type ?? undefined;
};

/**
 * Categories of one vendor's games in several merchants, for a page of its bet feed:
 * `<merchantId>:<gameCode>` from the catalogue, and `<merchantId>:` for the vendor's first category.
 */
export const vendorGameTypes = async (db: Executor, vendorCode: string, merchantIds: number[]) => {
  const types = new Map<string, string>();
  if (merchantIds.length === 0) return types;
  const [gameRows, vendorRows] = await Promise.all([
    db
      .select({ merchantId: games.merchantId, gameCode: games.gameCode, gameType: games.gameType })
      .from(games)
      .where(and(eq(games.vendorCode, vendorCode), inArray(games.merchantId, merchantIds))),
    db
      .select({ merchantId: gameVendors.merchantId, gameType: gameVendors.gameType })
      .from(gameVendors)
      .where(and(eq(gameVendors.code, vendorCode), inArray(gameVendors.merchantId, merchantIds)))
      .orderBy(desc(gameVendors.sort), desc(gameVendors.id)),
  ]);
  // ordered so that the lowest sort is written last and wins
  for (const row of vendorRows) types.set(`${row.merchantId}:`, row.gameType);
  for (const row of gameRows) types.set(`${row.merchantId}:${row.gameCode}`, row.gameType);
  return types;
};

/** Inserts a bet unless one with its vendor transaction id exists: the new row, or undefined. */
export const insertBet = async (db: Executor, row: NewBet) =>
  (await db.insert(bets).values(row).onConflictDoNothing().returning())[0];

/** Bets of a transfer-mode vendor's feed; rows already imported are left alone. The number inserted. */
export const insertFeedBets = async (db: Executor, rows: NewBet[]) => {
  if (rows.length === 0) return 0;
  return (await db.insert(bets).values(rows).onConflictDoNothing().returning({ id: bets.id })).length;
};

/** The bet a vendor transaction id names, locked until the transaction ends. */
export const findBetForUpdate = async (db: Executor, vendorCode: string, betTransactionId: string) =>
  (
    await db
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, vendorCode), eq(bets.betTransactionId, betTransactionId)))
      .for('update')
      .limit(1)
  )[0];

export const settleBet = (db: Executor, id: number, payout: bigint, at: Date) =>
  db
    .update(bets)
    .set({ status: 'settled', payout, settledAt: at })
    .where(and(eq(bets.id, id), eq(bets.status, 'open')));

export const rollBackBet = (db: Executor, id: number, at: Date) =>
  db
    .update(bets)
    .set({ status: 'rolled_back', settledAt: at })
    .where(and(eq(bets.id, id), eq(bets.status, 'open')));

/**
 * A rollback that arrived before its bet leaves a row of stake 0 in status rolled_back (a
 * tombstone): it refuses the late bet and is part of the staff's trail, but no bet of the player.
 */
const notTombstone = or(ne(bets.status, 'rolled_back'), sql`${bets.stake} > 0`);

export interface BetFilter {
  merchantId: number;
  memberId?: number;
  username?: string;
  from: Date;
  to?: Date;
  vendorCode?: string;
  gameType?: string;
  gameCode?: string;
  roundId?: string;
  status?: BetRecord['status'];
  /** the member's own record leaves tombstones out */
  withTombstones: boolean;
}

const whereOf = (filter: BetFilter): SQL | undefined =>
  and(
    eq(bets.merchantId, filter.merchantId),
    filter.memberId === undefined ? undefined : eq(bets.memberId, filter.memberId),
    filter.username === undefined ? undefined : sql`lower(${members.username}) = lower(${filter.username})`,
    gte(bets.placedAt, filter.from),
    filter.to ? lt(bets.placedAt, filter.to) : undefined,
    filter.vendorCode ? eq(bets.vendorCode, filter.vendorCode) : undefined,
    filter.gameType ? eq(bets.gameType, filter.gameType) : undefined,
    filter.gameCode ? eq(bets.gameCode, filter.gameCode) : undefined,
    filter.roundId ? eq(bets.roundId, filter.roundId) : undefined,
    filter.status ? eq(bets.status, filter.status) : undefined,
    filter.withTombstones ? undefined : notTombstone,
  );

/**
 * A page of bets, newest first, with the names of their game and vendor (the `names` jsonb of the
 * catalogue, when the merchant lists them) and the filter's totals. Money totals count what
 * happened: a rolled-back bet's stake came back, so it adds nothing but its row.
 */
export const betPage = async (db: Executor, filter: BetFilter, page: { limit: number; offset: number }) => {
  const where = whereOf(filter);
  const counted = sql`${bets.status} <> 'rolled_back'`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        bet: bets,
        username: members.username,
        gameNames: games.names,
        vendorNames: gameVendors.names,
      })
      .from(bets)
      .innerJoin(members, eq(members.id, bets.memberId))
      .leftJoin(
        games,
        and(
          eq(games.merchantId, bets.merchantId),
          eq(games.vendorCode, bets.vendorCode),
          eq(games.gameCode, bets.gameCode),
        ),
      )
      .leftJoin(
        gameVendors,
        and(
          eq(gameVendors.merchantId, bets.merchantId),
          eq(gameVendors.code, bets.vendorCode),
          eq(gameVendors.gameType, bets.gameType),
        ),
      )
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: sql<string>`count(*)::text`,
        stake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${counted}), 0)::text`,
        validBet: sql<string>`coalesce(sum(${bets.validBet}) filter (where ${counted}), 0)::text`,
        payout: sql<string>`coalesce(sum(${bets.payout}) filter (where ${counted}), 0)::text`,
      })
      .from(bets)
      .innerJoin(members, eq(members.id, bets.memberId))
      .where(where),
  ]);
  const total = totals[0]!;
  return {
    rows,
    total: Number(total.count),
    totals: { stake: BigInt(total.stake), validBet: BigInt(total.validBet), payout: BigInt(total.payout) },
  };
};

/** Stake and payout of a member's bets (rolled-back ones left out) per day of `range`. */
export const memberBetsByDay = async (db: Executor, memberId: number, range: DayRange) => {
  const result = await db.execute(sql`
    select ${dayOf(sql`placed_at`, range)} as day, sum(stake)::text as stake, sum(payout)::text as payout
    from bets
    where member_id = ${memberId} and ${withinDays(sql`placed_at`, range)} and status <> 'rolled_back'
    group by 1 order by 1 desc`);
  return rowsOf<{ day: string; stake: string; payout: string }>(result).map((row) => ({
    day: row.day,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
  }));
};

/** Settled bets of a merchant per day of `range` (by settlement), vendor and category. */
export const settledBetsByDay = async (db: Executor, merchantId: number, range: DayRange) => {
  const where = sql`merchant_id = ${merchantId} and status = 'settled' and ${withinDays(sql`settled_at`, range)}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select ${dayOf(sql`settled_at`, range)} as day, vendor_code, game_type,
        count(*)::int as bets, count(distinct member_id)::int as players, sum(stake)::text as stake,
        sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
      from bets where ${where}
      group by 1, 2, 3 order by 1 desc, 2, 3`),
    db.execute(sql`
      select count(*)::int as bets, count(distinct member_id)::int as players,
        coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet,
        coalesce(sum(payout), 0)::text as payout
      from bets where ${where}`),
  ]);
  type Sums = {
    bets: number | string;
    players: number | string;
    stake: string;
    valid_bet: string;
    payout: string;
  };
  const sums = (row: Sums) => ({
    bets: Number(row.bets),
    players: Number(row.players),
    stake: BigInt(row.stake),
    validBet: BigInt(row.valid_bet),
    payout: BigInt(row.payout),
  });
  return {
    rows: rowsOf<Sums & { day: string; vendor_code: string; game_type: string }>(rows).map((row) => ({
      day: row.day,
      vendorCode: row.vendor_code,
      gameType: row.game_type,
      ...sums(row),
    })),
    totals: sums(rowsOf<Sums>(totals)[0]!),
  };
};

/** Members by id with their merchant, for a page of a vendor's bet feed. */
export const memberMerchants = async (db: Executor, memberIds: number[]) => {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(inArray(members.id, memberIds))
    .orderBy(asc(members.id));
  return new Map(rows.map((row) => [row.id, row.merchantId]));
};

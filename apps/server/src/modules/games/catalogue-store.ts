import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import {
  bets,
  gameAnnouncements,
  gameFavourites,
  gameLanes,
  gameLaunches,
  games,
  gameVendors,
  members,
} from '../../db/schema.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type LaneRow = typeof gameLanes.$inferSelect;
export type AnnouncementRow = typeof gameAnnouncements.$inferSelect;
export type GameWithVendor = { game: GameRow; vendor: VendorRow };

/** A game's vendor row: same merchant, vendor code and category. */
const vendorOfGame = and(
  eq(gameVendors.merchantId, games.merchantId),
  eq(gameVendors.code, games.vendorCode),
  eq(gameVendors.gameType, games.gameType),
);

/** What players may see: enabled games of enabled vendors (maintenance is shown, not hidden). */
const playable = and(eq(games.enabled, true), eq(gameVendors.enabled, true));

/** `%text%` for ILIKE with the caller's own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A name in any language contains the text (case-insensitive). */
const nameContains = (text: string) =>
  sql`exists (select 1 from jsonb_each_text(${games.names}) as n(lang, name) where n.name ilike ${containsPattern(text)} escape '\\')`;

export const listVendors = (
  db: Executor,
  merchantId: number,
  options: { gameType?: string; enabledOnly: boolean },
) =>
  db
    .select()
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, merchantId),
        options.gameType ? eq(gameVendors.gameType, options.gameType) : undefined,
        options.enabledOnly ? eq(gameVendors.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(gameVendors.gameType), asc(gameVendors.sort), asc(gameVendors.code));

export const findVendor = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
  )[0];

export const updateVendor = async (
  db: Executor,
  id: number,
  set: Partial<Pick<VendorRow, 'enabled' | 'maintenance' | 'isHot' | 'sort' | 'names'>>,
) =>
  (
    await db
      .update(gameVendors)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(gameVendors.id, id))
      .returning()
  )[0]!;

/** Games per (vendor code, category) of the merchant. */
export const countGamesByVendor = async (db: Executor, merchantId: number) => {
  const rows = await db
    .select({ code: games.vendorCode, gameType: games.gameType, n: count() })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .groupBy(games.vendorCode, games.gameType);
  return new Map(rows.map((row) => [`${row.code}:${row.gameType}`, row.n]));
};

export interface GameFilter {
  gameType?: string;
  vendorCode?: string;
  hot?: boolean;
  isNew?: boolean;
  search?: string;
  ids?: number[];
}

const gameConditions = (merchantId: number, filter: GameFilter): SQL | undefined =>
  and(
    eq(games.merchantId, merchantId),
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
    filter.vendorCode ? eq(games.vendorCode, filter.vendorCode) : undefined,
    filter.hot ? eq(games.isHot, true) : undefined,
    filter.isNew ? eq(games.isNew, true) : undefined,
    filter.search ? nameContains(filter.search) : undefined,
    filter.ids ? inArray(games.id, filter.ids.length > 0 ? filter.ids : [-1]) : undefined,
  );

/** A page of the games players may see, in category order of sort then id. */
export const pageOfPlayableGames = async (
  db: Executor,
  merchantId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
) => {
  const where = and(gameConditions(merchantId, filter), playable);
  const [rows, total] = await Promise.all([
    db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, vendorOfGame)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).innerJoin(gameVendors, vendorOfGame).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
};

export const playableGames = (db: Executor, merchantId: number, filter: GameFilter, limit = 500) =>
  db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, vendorOfGame)
    .where(and(gameConditions(merchantId, filter), playable))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit);

/** The first playable game (by sort, then id) of each vendor of the given categories: its lobby game. */
export const firstPlayableGamePerVendor = (db: Executor, merchantId: number, gameTypes: readonly string[]) =>
  db
    .selectDistinctOn([games.vendorCode, games.gameType], { vendorId: gameVendors.id, gameId: games.id })
    .from(games)
    .innerJoin(gameVendors, vendorOfGame)
    .where(and(eq(games.merchantId, merchantId), inArray(games.gameType, [...gameTypes]), playable))
    .orderBy(asc(games.vendorCode), asc(games.gameType), asc(games.sort), asc(games.id));

/** A game of the merchant with its vendor row (whatever their state), or undefined. */
export const findGame = async (db: Executor, merchantId: number, gameId: number) =>
  (
    await db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, vendorOfGame)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
  )[0];

export const findGameRow = async (db: Executor, merchantId: number, gameId: number) =>
  (
    await db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
  )[0];

/** Back office: a page of the merchant's games, whatever their state. */
export const pageOfGames = async (
  db: Executor,
  merchantId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
) => {
  const where = gameConditions(merchantId, filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(asc(games.gameType), asc(games.vendorCode), asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
};

export const updateGame = async (
  db: Executor,
  id: number,
  set: Partial<Pick<GameRow, 'enabled' | 'maintenance' | 'isHot' | 'isNew' | 'sort'>>,
) => (await db.update(games).set(set).where(eq(games.id, id)).returning())[0]!;

export const listLanes = (db: Executor, merchantId: number, gameType?: string) =>
  db
    .select()
    .from(gameLanes)
    .where(and(eq(gameLanes.merchantId, merchantId), gameType ? eq(gameLanes.gameType, gameType) : undefined))
    .orderBy(asc(gameLanes.gameType), asc(gameLanes.sort), asc(gameLanes.id));

export const findLane = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(gameLanes)
      .where(and(eq(gameLanes.merchantId, merchantId), eq(gameLanes.id, id)))
  )[0];

export const insertLane = async (db: Executor, row: typeof gameLanes.$inferInsert) =>
  (await db.insert(gameLanes).values(row).returning())[0]!;

export const updateLane = async (
  db: Executor,
  id: number,
  set: Pick<LaneRow, 'gameType' | 'titles' | 'sort' | 'cards'>,
) => (await db.update(gameLanes).set(set).where(eq(gameLanes.id, id)).returning())[0]!;

/** The member's favourite game ids, newest first. */
export const favouriteIds = async (db: Executor, memberId: number) =>
  (
    await db
      .select({ gameId: gameFavourites.gameId })
      .from(gameFavourites)
      .where(eq(gameFavourites.memberId, memberId))
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
  ).map((row) => row.gameId);

export const insertFavourite = (db: Executor, memberId: number, gameId: number) =>
  db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();

export const deleteFavourite = (db: Executor, memberId: number, gameId: number) =>
  db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));

/** The games the member launched, each once at its newest launch, newest first. */
export const recentGameIds = async (db: Executor, memberId: number, limit: number) =>
  (
    await db
      .select({ gameId: gameLaunches.gameId, last: sql<Date>`max(${gameLaunches.launchedAt})`.as('last') })
      .from(gameLaunches)
      .where(eq(gameLaunches.memberId, memberId))
      .groupBy(gameLaunches.gameId)
      .orderBy(desc(sql`last`), desc(gameLaunches.gameId))
      .limit(limit)
  ).map((row) => row.gameId);

export const insertLaunch = async (db: Executor, row: typeof gameLaunches.$inferInsert) =>
  (await db.insert(gameLaunches).values(row).returning({ id: gameLaunches.id }))[0]!.id;

export const deleteLaunch = (db: Executor, id: number) =>
  db.delete(gameLaunches).where(eq(gameLaunches.id, id));

/**
 * Games by distinct players since a moment, from launches and bets alike (a transfer-mode
 * vendor's bets arrive from its feed without a launch row of that day), most players first.
 */
export const popularGameIds = async (db: Executor, merchantId: number, since: Date, limit: number) => {
  const result = await db.execute(sql`
    select game_id, count(distinct member_id)::int as players
    from (
      select ${gameLaunches.gameId} as game_id, ${gameLaunches.memberId} as member_id
      from ${gameLaunches}
      where ${gameLaunches.merchantId} = ${merchantId} and ${gameLaunches.launchedAt} > ${since}
      union
      select ${games.id} as game_id, ${bets.memberId} as member_id
      from ${bets}
      join ${games} on ${games.merchantId} = ${bets.merchantId}
        and ${games.vendorCode} = ${bets.vendorCode} and ${games.gameCode} = ${bets.gameCode}
      where ${bets.merchantId} = ${merchantId} and ${bets.placedAt} > ${since}
    ) as played
    group by game_id
    order by players desc, game_id
    limit ${limit}
  `);
  return rowsOf<{ game_id: number; players: number }>(result).map((row) => Number(row.game_id));
};

/**
 * The biggest settled wins (payout above stake) since a moment, with the player's username and
 * the game's names (a bet whose game left the catalogue keeps its code as the name).
 */
export const biggestWins = (
  db: Executor,
  merchantId: number,
  options: { since: Date; gameType?: string; limit: number },
) =>
  db
    .select({
      username: members.username,
      vendorCode: bets.vendorCode,
      gameCode: bets.gameCode,
      gameType: bets.gameType,
      names: games.names,
      win: sql<string>`(${bets.payout} - ${bets.stake})`.mapWith(BigInt),
      settledAt: bets.settledAt,
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
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.status, 'settled'),
        gt(bets.settledAt, options.since),
        gt(bets.payout, bets.stake),
        options.gameType ? eq(bets.gameType, options.gameType) : undefined,
      ),
    )
    .orderBy(desc(sql`(${bets.payout} - ${bets.stake})`), desc(bets.settledAt), desc(bets.id))
    .limit(options.limit);

/** Showing at `now`: started, and not ended. */
const showingAt = (now: Date) =>
  and(
    lte(gameAnnouncements.startsAt, now),
    or(isNull(gameAnnouncements.endsAt), gt(gameAnnouncements.endsAt, now)),
  );

/** Announcements showing now: started, and not ended. */
export const currentAnnouncements = (db: Executor, merchantId: number, now: Date) =>
  db
    .select()
    .from(gameAnnouncements)
    .where(and(eq(gameAnnouncements.merchantId, merchantId), showingAt(now)))
    .orderBy(desc(gameAnnouncements.startsAt), desc(gameAnnouncements.id))
    .limit(50);

/** The back office's list: every announcement of the merchant (or those showing at `currentAt`), newest start first. */
export const listAnnouncements = (db: Executor, merchantId: number, currentAt?: Date) =>
  db
    .select()
    .from(gameAnnouncements)
    .where(and(eq(gameAnnouncements.merchantId, merchantId), currentAt ? showingAt(currentAt) : undefined))
    .orderBy(desc(gameAnnouncements.startsAt), desc(gameAnnouncements.id))
    .limit(500);

export const findAnnouncement = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(gameAnnouncements)
      .where(and(eq(gameAnnouncements.merchantId, merchantId), eq(gameAnnouncements.id, id)))
  )[0];

export const insertAnnouncement = async (db: Executor, row: typeof gameAnnouncements.$inferInsert) =>
  (await db.insert(gameAnnouncements).values(row).returning())[0]!;

export const updateAnnouncement = async (
  db: Executor,
  id: number,
  set: Pick<AnnouncementRow, 'vendorCode' | 'titles' | 'contents' | 'startsAt' | 'endsAt'>,
) => (await db.update(gameAnnouncements).set(set).where(eq(gameAnnouncements.id, id)).returning())[0]!;

export const deleteAnnouncement = (db: Executor, id: number) =>
  db.delete(gameAnnouncements).where(eq(gameAnnouncements.id, id));

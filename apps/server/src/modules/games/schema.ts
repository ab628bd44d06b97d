import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../members/schema.ts';
import { merchants } from '../system/schema.ts';

type Names = Record<string, string>;

/**
 * A vendor as one category of a merchant shows it: one row per (vendor code, category), so a
 * vendor serving slots and fishing appears in both menus with its own order and state.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    gameType: text('game_type').notNull(),
    /** per language code (CN, EN, KM ...); EN is the fallback */
    names: jsonb('names').$type<Names>().notNull(),
    walletMode: text('wallet_mode', { enum: ['transfer', 'seamless'] }).notNull(),
    launchTarget: text('launch_target', { enum: ['frame', 'window'] })
      .notNull()
      .default('frame'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('game_vendors_key').on(t.merchantId, t.code, t.gameType)],
);

/** A game of a merchant's catalogue; its id is the client's nodeId. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorCode: text('vendor_code').notNull(),
    /** the vendor's own game code (the launch's gameId) */
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    /** path of the icon on the merchant's image CDNs */
    iconPath: text('icon_path').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    freePlay: boolean('free_play').notNull().default(false),
    /** tables or rooms (roomId -> name and limits), for games launched into one */
    rooms: jsonb('rooms')
      .$type<{ roomId: string; names: Names; minBet: string; maxBet: string }[]>()
      .notNull()
      .default([]),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('games_key').on(t.merchantId, t.vendorCode, t.gameCode),
    index('games_type').on(t.merchantId, t.gameType, t.sort),
  ],
);

/** The vendor lanes of a category page: a title and an ordered list of vendor cards. */
export const gameLanes = pgTable(
  'game_lanes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameType: text('game_type').notNull(),
    titles: jsonb('titles').$type<Names>().notNull(),
    sort: smallint('sort').notNull().default(0),
    cards: jsonb('cards').$type<{ vassalage: string; isHot: boolean }[]>().notNull().default([]),
    gameClassify: jsonb('game_classify').$type<{ titles: Names; vendors: string[] }[]>(),
  },
  (t) => [index('game_lanes_type').on(t.merchantId, t.gameType, t.sort)],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/**
 * Every launch: the member's recent games, the popular list, and — for seamless real-money play —
 * the game token the vendor sends back with each bet (only its SHA-256 is kept), bound to the
 * player's session so that logging out ends betting.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    mode: text('mode', { enum: ['real', 'free'] }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash'),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_launches_token').on(t.tokenHash),
    index('game_launches_member').on(t.memberId, t.launchedAt),
    index('game_launches_merchant_time').on(t.merchantId, t.launchedAt),
  ],
);

/**
 * One bet: the base of betting records, P&L, team volume, wages, dividends and turnover. Seamless
 * bets are written in the same transaction as their postings; transfer-mode bets come from the
 * vendor's bet feed (money moved inside the vendor's wallet). Amounts in minor units.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    roundId: text('round_id').notNull(),
    /** the vendor's id of the bet (seamless: the bet's transactionId; feed: its betId) */
    betTransactionId: text('bet_transaction_id').notNull(),
    walletMode: text('wallet_mode', { enum: ['transfer', 'seamless'] }).notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['open', 'settled', 'rolled_back'] }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('bets_vendor_transaction').on(t.vendorCode, t.betTransactionId),
    index('bets_member_time').on(t.memberId, t.placedAt),
    // the back office searches a merchant's bets by the day they were placed
    index('bets_merchant_placed').on(t.merchantId, t.placedAt),
    index('bets_merchant_settled').on(t.merchantId, t.settledAt),
    index('bets_merchant_round').on(t.merchantId, t.roundId),
    check('bets_amounts_not_negative', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0`),
  ],
);

/** Game announcements (maintenance windows, new games) per language, shown while current. */
export const gameAnnouncements = pgTable(
  'game_announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorCode: text('vendor_code'),
    titles: jsonb('titles').$type<Names>().notNull(),
    contents: jsonb('contents').$type<Names>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('game_announcements_merchant').on(t.merchantId, t.startsAt)],
);

import { z } from 'zod';
import {
  betRowSchema,
  betStatuses,
  betTotalsSchema,
  calendarDate,
  checkCalendarRange,
} from '../games/bets.ts';
import { gameTypeSchema, walletModes } from '../games/catalogue.ts';
import { serialId } from '../ids.ts';
import { instant } from '../instants.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import { pageOf } from '../wallet/index.ts';

const tags = ['admin', 'games'];
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -');
/** a name per language; EN is required, the others fall back to it */
export const localisedNames = z
  .partialRecord(z.enum(languageCodes), plainText(80).pipe(z.string().min(1, 'must not be empty')))
  .refine((names) => typeof names.EN === 'string', 'needs an EN name');

export const adminVendorRowSchema = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  names: z.record(z.string(), z.string()),
  walletMode: z.enum(walletModes),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  games: z.number().int(),
});
export type AdminVendorRow = z.infer<typeof adminVendorRowSchema>;

export const listAdminVendors = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/vendors',
  audience: 'admin',
  summary: "The merchant's vendors per category with their state and number of games",
  tags,
  query: z.object({ gameType: gameTypeSchema.optional() }),
  response: z.array(adminVendorRowSchema),
});

export const saveAdminVendor = defineRoute({
  method: 'POST',
  path: '/wps/admin/games/vendors/save',
  audience: 'admin',
  summary: 'Enable, disable, put in maintenance, mark hot or sort a vendor of a category (owners; audited)',
  tags,
  body: z.object({
    id: serialId(),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    isHot: z.boolean(),
    sort: z.number().int().min(0).max(9999),
    names: localisedNames.optional(),
  }),
  response: adminVendorRowSchema,
});

export const adminGameRowSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  names: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  freePlay: z.boolean(),
  sort: z.number().int(),
});
export type AdminGameRow = z.infer<typeof adminGameRowSchema>;

export const listAdminGames = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/games',
  audience: 'admin',
  summary: "The merchant's games, by category and vendor, searched by name, paged",
  tags,
  query: z.object({
    gameType: gameTypeSchema.optional(),
    vassalage: code.optional(),
    search: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: pageOf(adminGameRowSchema),
});

export const saveAdminGame = defineRoute({
  method: 'POST',
  path: '/wps/admin/games/games/save',
  audience: 'admin',
  summary: 'Enable, disable, put in maintenance, mark hot or new, or sort a game (owners; audited)',
  tags,
  body: z.object({
    nodeId: serialId(),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    isHot: z.boolean(),
    isNew: z.boolean(),
    sort: z.number().int().min(0).max(9999),
  }),
  response: adminGameRowSchema,
});

export const adminLaneSchema = z.object({
  id: z.number().int(),
  gameType: gameTypeSchema,
  titles: z.record(z.string(), z.string()),
  sort: z.number().int(),
  cards: z.array(z.object({ vassalage: z.string(), isHot: z.boolean() })),
});

export const listAdminLanes = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/lanes',
  audience: 'admin',
  summary: "The vendor lanes of the merchant's category pages",
  tags,
  query: z.object({ gameType: gameTypeSchema.optional() }),
  response: z.array(adminLaneSchema),
});

export const saveAdminLane = defineRoute({
  method: 'POST',
  path: '/wps/admin/games/lanes/save',
  audience: 'admin',
  summary: 'Create (no id) or change a vendor lane: titles, order and its vendor cards (owners; audited)',
  tags,
  body: z.object({
    id: serialId().optional(),
    gameType: gameTypeSchema,
    titles: localisedNames,
    sort: z.number().int().min(0).max(9999),
    cards: z.array(z.object({ vassalage: code, isHot: z.boolean() })).max(60),
  }),
  response: adminLaneSchema,
});

/** an announcement's text per language; EN is required, the others fall back to it */
const localisedTexts = z
  .partialRecord(z.enum(languageCodes), plainText(500).pipe(z.string().min(1, 'must not be empty')))
  .refine((texts) => typeof texts.EN === 'string', 'needs an EN text');

export const adminAnnouncementRowSchema = z.object({
  id: z.number().int(),
  /** the vendor it is about, or null for the whole catalogue */
  vassalage: z.string().nullable(),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** where now falls in its window */
  state: z.enum(['scheduled', 'current', 'ended']),
});
export type AdminAnnouncementRow = z.infer<typeof adminAnnouncementRowSchema>;

export const listAdminGameAnnouncements = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/announcements',
  audience: 'admin',
  summary: "The merchant's game announcements, newest start first: current ones or all",
  tags,
  query: z.object({ filter: z.enum(['current', 'all']).default('all') }),
  response: z.array(adminAnnouncementRowSchema),
});

export const saveAdminGameAnnouncement = defineRoute({
  method: 'POST',
  path: '/wps/admin/games/announcements/save',
  audience: 'admin',
  summary:
    'Create (no id) or change a game announcement: vendor, titles, contents and window (owners; audited)',
  tags,
  body: z
    .object({
      id: serialId().optional(),
      vassalage: code.nullable().optional(),
      titles: localisedNames,
      contents: localisedTexts,
      startsAt: instant,
      endsAt: instant.nullable().optional(),
    })
    .refine((body) => !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
      path: ['endsAt'],
      message: 'must be after startsAt',
    }),
  response: adminAnnouncementRowSchema,
});

export const deleteAdminGameAnnouncement = defineRoute({
  method: 'POST',
  path: '/wps/admin/games/announcements/delete',
  audience: 'admin',
  summary: 'Delete a game announcement (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});

export const adminBetRowSchema = betRowSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  betTransactionId: z.string(),
  walletMode: z.enum(walletModes),
});

export const searchAdminBets = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/bets',
  audience: 'admin',
  summary: 'Bet records searched by player, vendor, game, round and period (merchant calendar), with totals',
  tags,
  query: z
    .object({
      username: z.string().trim().max(32).optional(),
      vassalage: code.optional(),
      gameId: z.string().trim().max(64).optional(),
      roundId: z.string().trim().max(64).optional(),
      status: z.enum(betStatuses).optional(),
      from: calendarDate,
      to: calendarDate,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
    })
    .superRefine(checkCalendarRange),
  response: pageOf(adminBetRowSchema).extend({ totals: betTotalsSchema }),
});

export const vendorDailyRowSchema = z.object({
  date: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  bets: z.number().int(),
  players: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** stake - payout: the house's side */
  houseProfit: z.string(),
});

export const vendorDailyReport = defineRoute({
  method: 'GET',
  path: '/wps/admin/games/reports/vendor-daily',
  audience: 'admin',
  summary:
    'Settled bets per day of the merchant calendar and vendor: bets, players, stake, valid bet, payout, house P&L',
  tags,
  query: z.object({ from: calendarDate, to: calendarDate }).superRefine(checkCalendarRange),
  response: z.object({
    rows: z.array(vendorDailyRowSchema),
    totals: vendorDailyRowSchema.omit({ date: true, vassalage: true, gameType: true }),
  }),
});

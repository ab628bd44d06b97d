import { z } from 'zod';
import { serialId } from '../ids.ts';
import { defineRoute } from '../route.ts';
import { pageOf } from '../wallet/index.ts';
import {
  gameAnnouncementSchema,
  gameFilters,
  gameItemSchema,
  gameMenuEntrySchema,
  gameTypeSchema,
  roomSchema,
  vendorLaneSchema,
  winnerRowSchema,
} from './catalogue.ts';

export * from './bets.ts';
export * from './catalogue.ts';

const tags = ['games'];
const nodeIdBody = z.object({ nodeId: serialId() });
const vendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -');

export const getGameMenus = defineRoute({
  method: 'GET',
  path: '/lgw/games/game_menus',
  audience: 'public',
  summary:
    "The header's categories in order (ESPORTS and COCKFIGHT right after SPORTS), each with its vendors; " +
    'labels in the Language header',
  tags,
  response: z.array(gameMenuEntrySchema),
});

export const getPopularGames = defineRoute({
  method: 'GET',
  path: '/lgw/games/popular',
  audience: 'public',
  summary: 'Games most played by distinct players over the last 7 days (hot games while nobody played)',
  tags,
  query: z.object({ limit: z.coerce.number().int().min(1).max(30).default(12) }),
  response: z.array(gameItemSchema),
});

export const listGames = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_gameList',
  audience: 'public',
  summary:
    'Games of a category (and vendor), filter ALL, NEW or HOT, searched by name, paged. ' +
    'FAV and RECENT are the player calls favourites and recent',
  tags,
  query: z.object({
    gameType: gameTypeSchema,
    vassalage: vendorCode.optional(),
    filter: z.enum(gameFilters).exclude(['FAV', 'RECENT']).default('ALL'),
    search: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(60).default(24),
  }),
  response: pageOf(gameItemSchema),
});

export const listHotGames = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_hotGames',
  audience: 'public',
  summary: 'Hot games of every category (/hot), by category then sort',
  tags,
  query: z.object({ gameType: gameTypeSchema.optional() }),
  response: z.array(gameItemSchema),
});

export const listGameAnnouncements = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_gameAnnouncements',
  audience: 'public',
  summary: 'Current game announcements (vendor maintenance windows, new games), in the Language header',
  tags,
  response: z.array(gameAnnouncementSchema),
});

export const getVendorsOfType = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_gameType',
  audience: 'public',
  summary: "A category's vendor lanes (value.data.lanes) for a platform (html5-desktop)",
  tags,
  query: z.object({
    gameType: gameTypeSchema,
    platform: z.enum(['html5-desktop', 'html5']).default('html5-desktop'),
  }),
  response: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
});

export const listFavouriteGames = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_favourites',
  audience: 'player',
  summary: "The member's favourite games, newest first",
  tags,
  query: z.object({ gameType: gameTypeSchema.optional() }),
  response: z.array(gameItemSchema),
});

export const addFavouriteGame = defineRoute({
  method: 'POST',
  path: '/wps/relay/GLS_addFavourite',
  audience: 'player',
  summary: 'Add a game to the favourites (adding one twice changes nothing); answers the favourite node ids',
  tags,
  body: nodeIdBody,
  response: z.object({ favGames: z.array(z.number().int()) }),
});

export const removeFavouriteGame = defineRoute({
  method: 'POST',
  path: '/wps/relay/GLS_removeFavourite',
  audience: 'player',
  summary: 'Remove a game from the favourites; answers the favourite node ids',
  tags,
  body: nodeIdBody,
  response: z.object({ favGames: z.array(z.number().int()) }),
});

export const listRecentGames = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_recentGames',
  audience: 'player',
  summary: 'The games the member launched last (at most 24), newest first',
  tags,
  query: z.object({ gameType: gameTypeSchema.optional() }),
  response: z.array(gameItemSchema),
});

export const listRooms = defineRoute({
  method: 'POST',
  path: '/wps/relay/GLS2_roomList',
  audience: 'player',
  summary: 'The rooms (tables) of a vendor of a category, to launch one',
  tags,
  body: z.object({ vassalage: vendorCode, gameType: gameTypeSchema.optional() }),
  response: z.array(roomSchema),
});

export const getWinnerBoard = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_winnerBoard',
  audience: 'public',
  summary: 'The biggest recent wins (masked names) of a category or all, names in a language',
  tags,
  query: z.object({
    gameCategory: gameTypeSchema.optional(),
    language: z.string().trim().max(8).optional(),
    limitNum: z.coerce.number().int().min(1).max(20).default(20),
  }),
  response: z.array(winnerRowSchema),
});

/** spec §3: the launch request, as the original client sends it. */
export const launchGameBody = z.object({
  gameId: z.string().trim().max(64).optional(),
  roomId: z.string().trim().max(64).optional(),
  nodeId: serialId(),
  /** 1 real money, 0 free play */
  accountType: z.union([z.literal(0), z.literal(1)]).default(1),
  /** 1: the player confirmed moving the balance into a transfer-mode vendor */
  confirmTrans: z.union([z.literal(0), z.literal(1)]).default(0),
  vassalage: vendorCode.optional(),
  launchMode: z.literal('GLS').default('GLS'),
  platform: z.enum(['html5-desktop', 'html5']).default('html5-desktop'),
  clientType: z.number().int().default(3),
  username: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  merchantCode: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
});

export const launchGame = defineRoute({
  method: 'POST',
  path: '/wps/game/launchGame',
  audience: 'player',
  summary:
    'Launch a game: value.content.game_url (PVP: value.content is the address). Trial accounts only in ' +
    "free play where the vendor has it; transfer-mode vendors get the balance moved per the merchant's auto-transfer",
  tags,
  body: launchGameBody,
  response: z.object({
    content: z.union([z.object({ game_url: z.string(), game_url2: z.string().optional() }), z.string()]),
    target: z.enum(['frame', 'window']),
    walletMode: z.enum(['transfer', 'seamless']),
    accountType: z.union([z.literal(0), z.literal(1)]),
    /** transfer mode: what moved into the vendor wallet for this launch ("0.00" when nothing did) */
    transferred: z.string(),
  }),
});

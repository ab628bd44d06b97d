import { z } from 'zod';

/**
 * Game categories (spec §3, ARCHITECTURE §8). ESPORTS and COCKFIGHT are split from SPORTS and
 * placed right after it, so this order is also the order of the header and of `game_menus`.
 */
export const gameTypes = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'LOTT',
  'ELOTT',
  'CONS',
] as const;
export type GameType = (typeof gameTypes)[number];
export const gameTypeSchema = z.enum(gameTypes);

/** The site path of each category's page (spec §2). CONS (console and board games) lives on /bgs. */
export const gameTypePaths: Record<GameType, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  LOTT: '/lott',
  ELOTT: '/elott',
  CONS: '/bgs',
};

/** spec §9: dropdowns show the first 11 vendors (slots: "more" above 11), the footer 18 icons */
export const headerDropdownVendors = 11;
export const footerVendorIcons = 18;
export const winnerBoardSize = 20;
/** spec §9: esports providers and list filters */
export const esportsProviders = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const gameFilters = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilter = (typeof gameFilters)[number];

export const walletModes = ['transfer', 'seamless'] as const;
export type WalletMode = (typeof walletModes)[number];
/** how a game opens: inside the site's frame page, or in a window of its own (popup) */
export const launchTargets = ['frame', 'window'] as const;

/** A vendor of a category as the header, footer and lanes show it. */
export const vendorCardSchema = z.object({
  /** the catalogue row id */
  id: z.number().int(),
  /** vendor code */
  vassalage: z.string(),
  /** the vendor wallet's accountTypeId in the balance answer (100+), 1 (main) for seamless vendors */
  accountTypeId: z.number().int(),
  gameType: gameTypeSchema,
  name: z.string(),
  iconUrl: z.string(),
  walletMode: z.enum(walletModes),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  /** sports-like vendors open straight into their own lobby: no game list */
  lobbyGameId: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** One entry of `/lgw/games/game_menus` (spec §3). */
export const gameMenuEntrySchema = z.object({
  gameGroupCode: gameTypeSchema,
  labelName: z.string(),
  path: z.string(),
  gameMenus: z.array(vendorCardSchema),
});
export type GameMenuEntry = z.infer<typeof gameMenuEntrySchema>;

/** A game as lists show it (ARCHITECTURE §8: nodeId, gameName/displayName, vassalage, gameType, iconUrl). */
export const gameItemSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameTypeSchema,
  iconUrl: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** only when a token was sent; false otherwise */
  isFav: z.boolean(),
  freePlay: z.boolean(),
  maintenance: z.boolean(),
  hasRooms: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** A vendor lane (spec §3): a title and its vendor cards, optionally split by game classify. */
export const vendorLaneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.object({ title: z.string(), vendors: z.array(z.string()) })).optional(),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const winnerRowSchema = z.object({
  /** masked: the first two and last character of the username */
  player: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  /** 2-place string; the site shows it with thousands separators */
  winAmount: z.string(),
  wonAt: z.string(),
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

export const roomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  name: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  maintenance: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;

export const gameAnnouncementSchema = z.object({
  id: z.number().int(),
  vassalage: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

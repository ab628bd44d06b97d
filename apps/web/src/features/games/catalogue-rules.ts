import type { GameFilter, GameType } from '@croupier/contract';

/**
 * The catalogue's rules the lobby needs on its first screen, where the contract's zod schemas do
 * not travel (the first download carries `@croupier/contract/paths` only). `catalogue-rules.test.ts`
 * checks each copy against the contract, so they cannot drift apart.
 */
export const lobbyGameTypes = [
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
] as const satisfies readonly GameType[];

/** spec §9 */
export const footerVendorLimit = 18;
export const winnerBoardLimit = 20;
export const esportsProviderOrder = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const lobbyFilters = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const satisfies readonly GameFilter[];
/** filters that are the player's own lists: they need a login */
export const playerFilters: readonly GameFilter[] = ['FAV', 'RECENT'];
export const lazyImageThreshold = 0.1;
export const gamesPerPage = 24;
/** spec §9: the lottery page lists this type */
export const lotteryGameType: GameType = 'ELOTT';

/** The category pages of spec §2 (route parameter) and the game type each lists; bingo has none yet. */
export const categoryGameTypes: Record<string, GameType | null> = {
  rng: 'RNG',
  bgs: 'CONS',
  bingo: null,
  fish: 'FISH',
  live: 'LIVE',
  pvp: 'PVP',
  elott: 'ELOTT',
  lott: 'LOTT',
};

/** Each game type's page (spec §2); the contract's gameTypePaths, which the first screen cannot import. */
export const gameTypeRoutes: Record<GameType, string> = {
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

/** The header's and home's name for a game type (nav.<key>), where one exists. */
export const navKeyOfType: Partial<Record<GameType, string>> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  RNG: 'slots',
  FISH: 'fish',
  LIVE: 'live',
  PVP: 'chess',
  ELOTT: 'lottery',
};

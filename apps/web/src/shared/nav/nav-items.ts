import type { GameType } from '@croupier/contract';

/**
 * Header navigation of spec §2: home, hot, one item per game category (esports and cockfight
 * right after sports), promotions, APP. `category` names the game menu whose vendors drop down;
 * `alsoCategories` adds the vendors of kindred menus (lottery: ELOTT on /elott and LOTT on /lott).
 */
export interface NavItem {
  key: string;
  to: string;
  category?: GameType;
  alsoCategories?: GameType[];
}

export const navItems: NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'hot', to: '/hot' },
  { key: 'sports', to: '/sports', category: 'SPORTS' },
  { key: 'esports', to: '/esports', category: 'ESPORTS' },
  { key: 'cockfight', to: '/cockfight', category: 'COCKFIGHT' },
  { key: 'slots', to: '/rng', category: 'RNG' },
  { key: 'fish', to: '/fish', category: 'FISH' },
  { key: 'live', to: '/live', category: 'LIVE' },
  { key: 'chess', to: '/pvp', category: 'PVP' },
  { key: 'lottery', to: '/elott', category: 'ELOTT', alsoCategories: ['LOTT'] },
  { key: 'promotions', to: '/promotions' },
  { key: 'app', to: '/down' },
];

/** spec §9: a category dropdown lists its first 11 vendors; slots adds a "more" entry past that */
export const dropdownVendorLimit = 11;

/**
 * Every route of spec §2 and its layout: which of the root areas show. Header always; footer and
 * side menu on most; side menu hidden on the in-game pages; header only on the frame pages.
 */
export type PageKey =
  | 'home'
  | 'register'
  | 'agentHome'
  | 'pointMall'
  | 'integral'
  | 'elott'
  | 'lottery'
  | 'vnlottery'
  | 'category'
  | 'hot'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'promotions'
  | 'help'
  | 'down'
  | 'join'
  | 'helpmc'
  | 'seamless'
  | 'game'
  | 'lottert'
  | 'sealottery'
  | 'feedback';

export interface RouteEntry {
  path: string;
  page: PageKey;
  /** needs a token; without one the login prompt shows and confirming goes to / */
  needsLogin?: boolean;
}

export const routeTable: RouteEntry[] = [
  { path: '/', page: 'home' },
  { path: '/index', page: 'home' },
  { path: '/index.html', page: 'home' },
  { path: '/home', page: 'home' },
  { path: '/register', page: 'register' },
  { path: '/register.html', page: 'register' },
  { path: '/agentHome', page: 'agentHome' },
  { path: '/pointMall', page: 'pointMall' },
  { path: '/integral', page: 'integral', needsLogin: true },
  { path: '/elott', page: 'elott' },
  { path: '/lott', page: 'elott' },
  { path: '/lottery', page: 'lottery', needsLogin: true },
  { path: '/vnlottery', page: 'vnlottery' },
  { path: '/:category', page: 'category' },
  { path: '/hot', page: 'hot' },
  { path: '/sports', page: 'sports' },
  { path: '/esports', page: 'esports' },
  { path: '/cockfight', page: 'cockfight' },
  { path: '/promotions', page: 'promotions' },
  { path: '/help', page: 'help' },
  { path: '/down', page: 'down' },
  { path: '/join', page: 'join' },
  { path: '/helpmc', page: 'helpmc' },
  { path: '/seamless', page: 'seamless' },
  { path: '/game', page: 'game' },
  { path: '/lottert', page: 'lottert' },
  { path: '/sealottery', page: 'sealottery' },
  // spec §2 names a feedback screen; a visitor there is asked to log in by the page itself
  { path: '/feedback', page: 'feedback' },
];

/** Game categories served by the category page (route parameter). */
export const categoryRoutes = ['rng', 'bgs', 'bingo', 'fish', 'live', 'pvp'] as const;
export type CategoryRoute = (typeof categoryRoutes)[number];

/** /helpmc is the help content alone, for embedding in apps (spec §2). */
const headerOnly: readonly PageKey[] = ['lottery', 'seamless', 'game', 'helpmc'];
const noSideMenu: readonly PageKey[] = ['lottert', 'sealottery', 'seamless', 'vnlottery', ...headerOnly];

export interface LayoutAreas {
  header: true;
  footer: boolean;
  sideMenu: boolean;
}

export const layoutFor = (page: PageKey | 'notFound'): LayoutAreas => ({
  header: true,
  footer: page === 'notFound' || !headerOnly.includes(page),
  sideMenu: page === 'notFound' || !noSideMenu.includes(page),
});

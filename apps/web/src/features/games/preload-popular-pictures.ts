import type { GameItem } from '@croupier/contract';

/** the cards of home's popular row a 1366 px screen shows without scrolling */
export const popularAboveTheFold = 6;

/**
 * Asks for the pictures of the popular row's first cards the moment the list is in, with
 * `<link rel="preload">`: React's pass over the page, which would ask for them, takes a while on a
 * slow phone, and the first of them is home's largest paint. The cards' own images then use
 * these answers.
 */
export const preloadPopularPictures = (games: readonly GameItem[] | undefined) => {
  for (const { iconUrl } of games?.slice(0, popularAboveTheFold) ?? []) {
    if (!iconUrl) continue;
    const link = { rel: 'preload', as: 'image', href: iconUrl, fetchPriority: 'high' } as const;
    document.head.append(Object.assign(document.createElement('link'), link));
  }
};

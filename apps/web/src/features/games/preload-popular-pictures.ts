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
  for (const game of games?.slice(0, popularAboveTheFold) ?? []) {
    if (!game.iconUrl) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = game.iconUrl;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
};

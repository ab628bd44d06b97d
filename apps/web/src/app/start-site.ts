import type { StatusValue } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gameMenusQuery } from '../features/games/api/game-menus.ts';
import { popularGamesQuery } from '../features/games/api/popular-games.ts';
import { preloadPopularPictures } from '../features/games/preload-popular-pictures.ts';
import { switchLanguage } from '../i18n/index.ts';
import { initialLanguage } from '../i18n/language.ts';
import { resourcesQuery, whitelabelQuery } from '../shared/api/use-system.ts';
import { useSession } from '../shared/session/session-store.ts';
import { applyTheme } from '../shared/theme/apply-theme.ts';

/**
 * How long the first screen waits for home's popular row. Its pictures are home's largest paint:
 * drawn without them, the page is drawn a second time when the row arrives, and on a slow phone
 * that second pass costs more than the wait. A slow answer still shows its skeleton in time.
 */
export const popularRowWait = 500;

const settledWithin = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);

const starts = new WeakMap<StatusValue, Promise<void>>();
const started = new WeakSet<StatusValue>();

/**
 * Spec §4 once the permission call has answered: the merchant code is kept (before anything
 * mounts), the merchant's theme and name applied, the page's language switched, and unless the
 * site is in maintenance the white-label flags, QR resources, game menus and (on home) the popular
 * games start loading; home's first screen waits a little for its popular row. Runs once per answer.
 */
export const startSite = (status: StatusValue, queryClient: QueryClient): Promise<void> => {
  const running = starts.get(status);
  if (running) return running;
  const { brand } = status.info;
  useSession.getState().start(brand.merchantCode);
  applyTheme(brand.theme);
  document.title = brand.name;
  const language = initialLanguage(brand.defaultLanguage, brand.languages);
  // switchLanguage keeps the choice before it waits for the catalogue: calls sent from here on carry it
  const waits: Promise<unknown>[] = [switchLanguage(language)];
  if (!status.maintenance) {
    void queryClient.prefetchQuery(whitelabelQuery);
    void queryClient.prefetchQuery(resourcesQuery);
    // the header's menus and home's popular row (its pictures are home's largest paint) are asked
    // for beside the catalogue, not after React's first pass over the page
    void queryClient.prefetchQuery(gameMenusQuery(language));
    if (window.location.pathname === '/') {
      const popular = popularGamesQuery(language);
      const row = queryClient
        .prefetchQuery(popular)
        .then(() => preloadPopularPictures(queryClient.getQueryData(popular.queryKey)));
      waits.push(settledWithin(row, popularRowWait));
    }
  }
  const start = Promise.all(waits).then(() => {
    started.add(status);
  });
  starts.set(status, start);
  return start;
};

/** true once the start sequence has finished for this answer: the gate can show the site at once */
export const hasStarted = (status: StatusValue | undefined) => status !== undefined && started.has(status);

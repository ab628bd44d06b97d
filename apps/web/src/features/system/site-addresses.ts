import type { getDomainRoutes as domainRoutesRoute, RouteValue } from '@croupier/contract';
import { getDomainRoutes } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';

export type DomainRoute = RouteValue<typeof domainRoutesRoute>['domainList'][number];

/** The merchant's other addresses, with the response time the server last measured (every 5 minutes). */
export const domainRoutesQuery = queryOptions({
  queryKey: ['system', 'domain-routes'],
  queryFn: () => callApi(getDomainRoutes),
  staleTime: 60_000,
});

/** How an address answered when last measured, for its label and colour. */
export type Speed = 'fast' | 'fair' | 'slow' | 'down' | 'unchecked';

export const speedOf = (route: Pick<DomainRoute, 'speed' | 'checkedAt'>): Speed => {
  if (route.checkedAt === null) return 'unchecked';
  if (route.speed === null) return 'down';
  return route.speed <= 300 ? 'fast' : route.speed <= 1_000 ? 'fair' : 'slow';
};

/**
 * Where an address takes the player: the same page on that address. Only http(s) addresses are
 * offered, whatever a row holds, so a link can never run script.
 */
export const sameRouteOn = (route: Pick<DomainRoute, 'url'>, here: Location) => {
  try {
    const target = new URL(route.url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
    target.pathname = here.pathname;
    target.search = here.search;
    return target;
  } catch {
    return undefined;
  }
};

import { type addSiteRoute as addRoute, type SiteRoute, siteRoutesMax } from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from './merchant-directory.ts';
import {
  deleteRouteDomain,
  insertRouteDomain,
  listRouteDomains,
  moveRouteDomain,
  routeUrlOf,
} from './store.ts';

type Deps = Pick<AppContext, 'db' | 'directory'>;

const routeRow = (row: {
  id: number;
  host: string;
  url: string | null;
  speedMs: number | null;
  checkedAt: Date | null;
}): SiteRoute => ({
  id: row.id,
  host: row.host,
  url: routeUrlOf(row),
  speed: row.speedMs,
  checkedAt: row.checkedAt?.toISOString() ?? null,
});

export const listSiteRoutes = async (deps: Deps, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'merchant.settings');
  return (await listRouteDomains(deps.db, merchant.id)).map(routeRow);
};

/**
 * Offers another address of the site to players (audited). Its host is made to serve this
 * merchant's site, unless it already serves another merchant's, which is refused; pointing the
 * name and its certificate at the platform stays the technical team's work. The measuring job
 * times it within 5 minutes.
 */
export const addSiteRoute = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof addRoute.body>>,
  ip: string,
): Promise<SiteRoute> => {
  requirePermission(actor, 'merchant.settings');
  const address = new URL(input.url);
  const route = { host: address.hostname.toLowerCase(), url: address.origin };
  const row = await deps.db.transaction(async (tx) => {
    const added = await insertRouteDomain(tx, merchant.id, route, siteRoutesMax);
    if (added === 'full')
      throw new AppError('CONTENT_LIMIT', `body: a site offers at most ${siteRoutesMax} addresses`);
    if (added === 'listed')
      throw new AppError('SITE_ROUTE_DUPLICATE', `body.url: ${route.host} is offered already`);
    if (added === 'taken')
      throw new AppError('SITE_ROUTE_HOST_TAKEN', `body.url: ${route.host} serves another site`);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_route_add',
      success: true,
      ip,
      detail: { adminId: actor.adminId, routeId: added.id, url: route.url },
    });
    return added;
  });
  deps.directory.invalidate();
  return routeRow(row);
};

/** Moves an address one place up or down in the order players see (audited when it moves); the new order. */
export const moveSiteRoute = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number; direction: 'up' | 'down' },
  ip: string,
) => {
  requirePermission(actor, 'merchant.settings');
  await deps.db.transaction(async (tx) => {
    const moved = await moveRouteDomain(tx, merchant.id, input.id, input.direction);
    if (moved === 'unknown') throw new AppError('NOT_FOUND', 'body.id: this site offers no such address');
    if (!moved) return;
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_route_move',
      success: true,
      ip,
      detail: { adminId: actor.adminId, routeId: input.id, from: moved.from, to: moved.to },
    });
  });
  deps.directory.invalidate();
  return listSiteRoutes(deps, merchant, actor);
};

/** Stops offering an address (audited); the address itself still opens the site. */
export const removeSiteRoute = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'merchant.settings');
  await deps.db.transaction(async (tx) => {
    const removed = await deleteRouteDomain(tx, merchant.id, id);
    if (!removed) throw new AppError('NOT_FOUND', 'body.id: this site offers no such address');
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_route_remove',
      success: true,
      ip,
      detail: { adminId: actor.adminId, routeId: removed.id, url: removed.url },
    });
  });
  deps.directory.invalidate();
  return { id };
};

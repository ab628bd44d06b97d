/** The zod-free twins (paths.ts) of the site-address routes of site-addresses.ts, same names. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const listSiteRoutes: RoutePath<typeof full.listSiteRoutes> = {
  method: 'GET',
  path: '/wps/admin/merchant/routes',
  audience: 'admin',
};
export const addSiteRoute: RoutePath<typeof full.addSiteRoute> = {
  method: 'POST',
  path: '/wps/admin/merchant/routes/add',
  audience: 'admin',
};
export const moveSiteRoute: RoutePath<typeof full.moveSiteRoute> = {
  method: 'POST',
  path: '/wps/admin/merchant/routes/move',
  audience: 'admin',
};
export const removeSiteRoute: RoutePath<typeof full.removeSiteRoute> = {
  method: 'POST',
  path: '/wps/admin/merchant/routes/remove',
  audience: 'admin',
};

/** The zod-free twins (paths.ts) of the site-access routes of site-blocks.ts, same names. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const listSiteBlocks: RoutePath<typeof full.listSiteBlocks> = {
  method: 'GET',
  path: '/wps/admin/merchant/blocks',
  audience: 'admin',
};
export const addSiteBlock: RoutePath<typeof full.addSiteBlock> = {
  method: 'POST',
  path: '/wps/admin/merchant/blocks/add',
  audience: 'admin',
};
export const removeSiteBlock: RoutePath<typeof full.removeSiteBlock> = {
  method: 'POST',
  path: '/wps/admin/merchant/blocks/remove',
  audience: 'admin',
};

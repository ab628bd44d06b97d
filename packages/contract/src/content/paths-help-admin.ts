/**
 * The zod-free twins (paths.ts) of the help-centre and downloads authoring routes: one per route of
 * help-admin.ts, same name. The rules the editors check without zod live here too.
 */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

/** The help topics the site translates (help.categories.<key>); operators may also type a key of their own. */
export const helpCategoryKeys = ['account', 'deposit', 'withdraw', 'responsible', 'terms'] as const;
/** a category key: lower-case letters, digits, `-` or `_`, starting with a letter */
export const helpCategoryPattern = /^[a-z][a-z0-9_-]{0,31}$/;
/** where an article shows: the site (WEB), the mobile site (H5), the app (APP), or everywhere (ALL) */
export const helpDevices = ['WEB', 'H5', 'APP', 'ALL'] as const;
export type HelpDevice = (typeof helpDevices)[number];
export const helpTitleMax = 120;
export const helpContentMax = 20_000;
/** the download kinds the /down page knows (the table's codes) */
export const resourceTypes = ['IOS', 'ANDROID', 'H5', 'DESKTOP'] as const;
export type ResourceType = (typeof resourceTypes)[number];
export const resourceLabelMax = 40;
export const resourceUrlMax = 500;

export const listAdminHelpArticles: RoutePath<typeof full.listAdminHelpArticles> = {
  method: 'GET',
  path: '/wps/admin/content/help',
  audience: 'admin',
};
export const saveAdminHelpArticle: RoutePath<typeof full.saveAdminHelpArticle> = {
  method: 'POST',
  path: '/wps/admin/content/help/save',
  audience: 'admin',
};
export const deleteAdminHelpArticle: RoutePath<typeof full.deleteAdminHelpArticle> = {
  method: 'POST',
  path: '/wps/admin/content/help/delete',
  audience: 'admin',
};
export const listAdminResources: RoutePath<typeof full.listAdminResources> = {
  method: 'GET',
  path: '/wps/admin/content/resources',
  audience: 'admin',
};
export const saveAdminResource: RoutePath<typeof full.saveAdminResource> = {
  method: 'POST',
  path: '/wps/admin/content/resources/save',
  audience: 'admin',
};
export const deleteAdminResource: RoutePath<typeof full.deleteAdminResource> = {
  method: 'POST',
  path: '/wps/admin/content/resources/delete',
  audience: 'admin',
};

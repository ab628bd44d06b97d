/** The zod-free twins (paths.ts) of the banners slice's routes: one per route of banners.ts, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';
import type { RouteValue } from '../route.ts';

export const bannerAltMax = 120;
export const bannerUrlMax = 500;

/**
 * An address a banner may use for its image or its link: a path of this site ("/rng",
 * "/img/banner.png", never "//host") or an https URL. Anything else — javascript:, data:, http:,
 * spaces, backslashes — is refused, so a link can never run script or leave TLS.
 */
export const isBannerAddress = (value: string): boolean => {
  if (value.length === 0 || value.length > bannerUrlMax || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && value.toLowerCase().startsWith('https://');
  } catch {
    return false;
  }
};

export const listBanners: RoutePath<typeof full.listBanners> = {
  method: 'GET',
  path: '/wps/relay/CSP_banners',
  audience: 'public',
};
export const listAdminBanners: RoutePath<typeof full.listAdminBanners> = {
  method: 'GET',
  path: '/wps/admin/content/banners',
  audience: 'admin',
};
export const saveAdminBanner: RoutePath<typeof full.saveAdminBanner> = {
  method: 'POST',
  path: '/wps/admin/content/banners/save',
  audience: 'admin',
};
export const publishAdminBanner: RoutePath<typeof full.publishAdminBanner> = {
  method: 'POST',
  path: '/wps/admin/content/banners/publish',
  audience: 'admin',
};
export const deleteAdminBanner: RoutePath<typeof full.deleteAdminBanner> = {
  method: 'POST',
  path: '/wps/admin/content/banners/delete',
  audience: 'admin',
};

/** one banner of the players' call (spec §3 home state banners), for code that loads no zod */
export type PlayerBanner = RouteValue<typeof full.listBanners>[number];

/** The zod-free twins (paths.ts) of the notices slice's routes: one per route of notices.ts, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';
import type { RouteValue } from '../route.ts';

/**
 * Spec §9 announcement types, default B: B bulletin (home news panel, and the marquee when marked),
 * PL shown once after each login, PU the pop-up on arrival, PR promotion news, H help-centre notice.
 */
export const noticeTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof noticeTypes)[number];
export const noticeTitleMax = 120;
export const noticeContentMax = 20_000;

export const listNotices: RoutePath<typeof full.listNotices> = {
  method: 'GET',
  path: '/wps/relay/CSP_notices',
  audience: 'public',
};
export const listAdminNotices: RoutePath<typeof full.listAdminNotices> = {
  method: 'GET',
  path: '/wps/admin/content/notices',
  audience: 'admin',
};
export const saveAdminNotice: RoutePath<typeof full.saveAdminNotice> = {
  method: 'POST',
  path: '/wps/admin/content/notices/save',
  audience: 'admin',
};
export const publishAdminNotice: RoutePath<typeof full.publishAdminNotice> = {
  method: 'POST',
  path: '/wps/admin/content/notices/publish',
  audience: 'admin',
};
export const deleteAdminNotice: RoutePath<typeof full.deleteAdminNotice> = {
  method: 'POST',
  path: '/wps/admin/content/notices/delete',
  audience: 'admin',
};

/** one notice of the players' call (spec §3 announcement {title, content}), for code that loads no zod */
export type PlayerNotice = RouteValue<typeof full.listNotices>[number];

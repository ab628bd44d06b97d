/** The zod-free twins (paths.ts) of the routes of contact.ts, same names. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const sendContactCode: RoutePath<typeof full.sendContactCode> = {
  method: 'POST',
  path: '/wps/member/info/contact/code',
  audience: 'player',
};
export const setContact: RoutePath<typeof full.setContact> = {
  method: 'POST',
  path: '/wps/member/info/contact',
  audience: 'player',
};

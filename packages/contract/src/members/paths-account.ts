/** The zod-free twins (paths.ts) of the routes of contact.ts, authenticator.ts and referral.ts, same names. */
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
export const startAuthenticator: RoutePath<typeof full.startAuthenticator> = {
  method: 'POST',
  path: '/wps/member/authenticator/start',
  audience: 'player',
};
export const confirmAuthenticator: RoutePath<typeof full.confirmAuthenticator> = {
  method: 'POST',
  path: '/wps/member/authenticator/confirm',
  audience: 'player',
};
export const removeAuthenticator: RoutePath<typeof full.removeAuthenticator> = {
  method: 'POST',
  path: '/wps/member/authenticator/remove',
  audience: 'player',
};
export const getReferral: RoutePath<typeof full.getReferral> = {
  method: 'GET',
  path: '/wps/member/referral',
  audience: 'player',
};
export const createReferralCode: RoutePath<typeof full.createReferralCode> = {
  method: 'POST',
  path: '/wps/member/referral/code',
  audience: 'player',
};

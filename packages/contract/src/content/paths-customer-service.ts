/**
 * The zod-free twins (paths.ts) of the customer-service slice's routes, its codes, and the
 * service-link cipher both sides share (docs/customer-service.md).
 */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';
import type { RouteValue } from '../route.ts';

/** spec §3 csPosition: where an entry shows. 1 side menu, 2 footer, 3 both. */
export const csPositions = [1, 2, 3] as const;
export type CsPosition = (typeof csPositions)[number];
/** spec §3 csType: 1 e-mail address, 2 a chat app's link (Telegram, WhatsApp, LINE…), 3 the live-chat service link of getService. */
export const csTypes = [1, 2, 3] as const;
export type CsType = (typeof csTypes)[number];
export const csTitleMax = 40;
export const csTargetMax = 500;
/** spec §9: the live-chat window */
export const servicePopupFeatures = 'width=440,height=500';
/** spec §7: the type of getService's pathList entry that carries the live-chat link */
export const serviceLinkType = 3;

/** an entry shows at `where` (1 side menu, 2 footer) when its position is that one or 3 (both) */
export const csShowsAt = (position: number, where: 1 | 2) => position === where || position === 3;

/**
 * The live-chat link as the operator may set it: an https address, or a path of the site itself
 * ("/helpmc"; not "//host", which a browser reads as another host).
 */
export const isServiceLinkAllowed = (value: string) => {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
};

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const padded = text
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
};
/** AES-256-GCM key = SHA-256 of the 8 characters */
const keyOf = async (key8: string, usage: 'encrypt' | 'decrypt') =>
  globalThis.crypto.subtle.importKey(
    'raw',
    await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8)),
    'AES-GCM',
    false,
    [usage],
  );

/**
 * spec §7 "path encrypted with last 8 characters as key": base64url(iv ‖ AES-GCM(link)) followed by
 * 8 random characters whose SHA-256 is the key. This only keeps the link out of naive scrapers and
 * page source: the key travels with it, so it is no secret. GCM's tag makes a changed path fail
 * instead of opening somewhere else.
 */
export const encryptServiceLink = async (link: string, key8?: string): Promise<string> => {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(8));
  const key = key8 ?? Array.from(random, (byte) => keyAlphabet[byte % keyAlphabet.length]).join('');
  if (key.length !== 8) throw new Error('the key is 8 characters');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await keyOf(key, 'encrypt'),
      new TextEncoder().encode(link),
    ),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return `${toBase64Url(joined)}${key}`;
};

/** The link inside an encrypted path; throws when the path is malformed or was changed. */
export const decryptServiceLink = async (path: string): Promise<string> => {
  if (path.length < 8 + 40) throw new Error('too short for a service link');
  const key = path.slice(-8);
  const joined = fromBase64Url(path.slice(0, -8));
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: joined.slice(0, 12) },
    await keyOf(key, 'decrypt'),
    joined.slice(12),
  );
  return new TextDecoder().decode(plain);
};

export const listServiceEntries: RoutePath<typeof full.listServiceEntries> = {
  method: 'GET',
  path: '/wps/system/customerService',
  audience: 'public',
};
export const getService: RoutePath<typeof full.getService> = {
  method: 'GET',
  path: '/wps/system/getService',
  audience: 'public',
};
export const listAdminServiceEntries: RoutePath<typeof full.listAdminServiceEntries> = {
  method: 'GET',
  path: '/wps/admin/content/service',
  audience: 'admin',
};
export const saveAdminServiceEntry: RoutePath<typeof full.saveAdminServiceEntry> = {
  method: 'POST',
  path: '/wps/admin/content/service/save',
  audience: 'admin',
};
export const deleteAdminServiceEntry: RoutePath<typeof full.deleteAdminServiceEntry> = {
  method: 'POST',
  path: '/wps/admin/content/service/delete',
  audience: 'admin',
};
export const setAdminServiceLink: RoutePath<typeof full.setAdminServiceLink> = {
  method: 'POST',
  path: '/wps/admin/content/service/link',
  audience: 'admin',
};

/** one customer-service entry as the site gets it */
export type ServiceEntry = RouteValue<typeof full.listServiceEntries>[number];

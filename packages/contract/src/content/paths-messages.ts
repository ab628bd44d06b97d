/** The zod-free twins (paths.ts) of the messages slice's routes: one per route of messages.ts, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

/** bounds of a message: the title is plain text, the body operator HTML (sanitized on save) */
export const messageTitleMax = 120;
export const messageContentMax = 20_000;
/** a player's messages come ten to a page, newest first */
export const messagePageSize = 10;
/** one send reaches at most this many players; a larger segment is refused, nothing written */
export const messageRecipientCap = 50_000;
/** "logged in within N days": 1 to a year */
export const messageLastLoginDaysMax = 365;
export const messageSegmentKinds = ['player', 'vipLevel', 'agentTeam', 'lastLogin'] as const;

export const listMessages: RoutePath<typeof full.listMessages> = {
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  audience: 'player',
};
export const readMessage: RoutePath<typeof full.readMessage> = {
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  audience: 'player',
};
export const deleteMessage: RoutePath<typeof full.deleteMessage> = {
  method: 'POST',
  path: '/wps/relay/CSP_deleteMessage',
  audience: 'player',
};
export const readAllMessages: RoutePath<typeof full.readAllMessages> = {
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  audience: 'player',
};
export const getUnreadCount: RoutePath<typeof full.getUnreadCount> = {
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  audience: 'player',
};
export const listAdminMessages: RoutePath<typeof full.listAdminMessages> = {
  method: 'GET',
  path: '/wps/admin/messages',
  audience: 'admin',
};
export const countAdminMessageRecipients: RoutePath<typeof full.countAdminMessageRecipients> = {
  method: 'POST',
  path: '/wps/admin/messages/recipients',
  audience: 'admin',
};
export const sendAdminMessage: RoutePath<typeof full.sendAdminMessage> = {
  method: 'POST',
  path: '/wps/admin/messages/send',
  audience: 'admin',
};

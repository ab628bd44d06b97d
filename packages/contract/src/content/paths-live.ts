/** The zod-free twins (paths.ts) of the live slice's routes: one per route of live.ts, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

/** How long a live-stream ticket may wait before it opens the stream (seconds); used once. */
export const liveTicketSeconds = 30;

/**
 * The events of the live stream (text/event-stream): `ready` once the stream listens, `balance`
 * when the member's money moved, `unread` when a message arrived or was read, `feedback` when
 * customer service replied to the member's feedback, and `content` — to every stream of the
 * merchant — when an operator changed a published notice or banner. They carry no data: the
 * client asks again for what changed.
 */
export const liveEvents = {
  ready: 'ready',
  balance: 'balance',
  unread: 'unread',
  feedback: 'feedback',
  content: 'content',
} as const;
export type LiveEventName = (typeof liveEvents)[keyof typeof liveEvents];

export const createLiveTicket: RoutePath<typeof full.createLiveTicket> = {
  method: 'POST',
  path: '/wps/live/ticket',
  audience: 'player',
};
export const openLiveStream: RoutePath<typeof full.openLiveStream> = {
  method: 'GET',
  path: '/wps/live',
  audience: 'public',
};

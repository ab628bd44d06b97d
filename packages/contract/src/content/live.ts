/** Content and messages (issue #12): the live slice's routes and shapes. */
import { z } from 'zod';
import { defineRoute } from '../route.ts';

export { type LiveEventName, liveEvents, liveTicketSeconds } from './paths-live.ts';

export const createLiveTicket = defineRoute({
  method: 'POST',
  path: '/wps/live/ticket',
  audience: 'player',
  summary:
    'A random single-use ticket for GET /wps/live: valid 30 s, bound to this session (a browser EventSource cannot send the Authorization header, and the session token never goes into a URL)',
  tags: ['content'],
  response: z.object({ ticket: z.string(), expiresIn: z.number().int() }),
});

export const openLiveStream = defineRoute({
  method: 'GET',
  path: '/wps/live',
  audience: 'public',
  summary:
    "The member's live pushes as text/event-stream (events ready, balance, unread, feedback, and content to every stream of the merchant; a comment every 25 s): opened with a ticket from POST /wps/live/ticket, which is the authentication; 401 without a valid one",
  tags: ['content'],
  query: z.object({ ticket: z.string().max(128).optional() }),
  response: z.null(),
});

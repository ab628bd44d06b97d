/** Tables of the content module's live slice (issue #12). */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/schema.ts';

/**
 * Tickets that open a live stream (GET /wps/live?ticket=…). A browser's EventSource cannot send
 * the Authorization header and the session token must never sit in a URL (access logs, proxies),
 * so a signed-in client trades its session for one of these: random, stored only as its SHA-256,
 * bound to the session, valid 30 s and deleted by the one request that uses it. Kept in the
 * database, not in memory, because the stream may open on another instance than the ticket.
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expiry').on(t.expiresAt)],
);

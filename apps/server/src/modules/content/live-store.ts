import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';
import { liveTickets } from './live-schema.ts';

export type LiveTicketRow = typeof liveTickets.$inferSelect;

export const insertLiveTicket = async (db: Executor, row: LiveTicketRow, now: Date) => {
  // tickets nobody used are gone after their 30 s anyway: clear them as new ones come
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  await db.insert(liveTickets).values(row);
};

/** Takes a ticket by its hash: the one request that finds it deletes it, so it opens one stream at most. */
export const takeLiveTicket = async (db: Executor, tokenHash: string): Promise<LiveTicketRow | undefined> =>
  (await db.delete(liveTickets).where(eq(liveTickets.tokenHash, tokenHash)).returning())[0];

/** What decides whether a stream's session still holds: its times and its member's status. */
export const streamSessionOf = async (db: Executor, sessionId: number) =>
  (
    await db
      .select({
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        memberStatus: members.status,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.id, sessionId))
  )[0];

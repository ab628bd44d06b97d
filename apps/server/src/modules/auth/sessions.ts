import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { findSessionByTokenHash, insertSession, type SessionRow, touchSession } from './store.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface NewSession {
  memberId: number;
  side: 'member' | 'agent';
  ip: string;
  userAgent?: string;
  forcedChange: boolean;
}

/** A new opaque token for every login; the database keeps only its hash. */
export const openSession = async (db: Db, policy: SessionPolicy, session: NewSession, now = new Date()) => {
  const token = newToken();
  await insertSession(db, {
    ...session,
    userAgent: session.userAgent?.slice(0, 256) ?? null,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
  });
  return token;
};

/** The live session of a token, or undefined when it is unknown, revoked, idle too long or past its end. */
export const resolveSession = async (
  db: Db,
  policy: SessionPolicy,
  token: string,
  now = new Date(),
): Promise<SessionRow | undefined> => {
  const session = await findSessionByTokenHash(db, sha256(token));
  const liveness = sessionLiveness(session, policy, now);
  if (!session || liveness === 'ended') return undefined;
  if (liveness === 'touch') await touchSession(db, session.id, now);
  return session;
};

interface SessionTimes {
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * The one rule for player and operator sessions alike: ended when revoked, past its absolute
 * end or idle too long; 'touch' when its last-seen time is over a minute old (one write a minute
 * at most keeps busy sessions from hammering the table).
 */
export const sessionLiveness = (
  session: SessionTimes | undefined,
  policy: SessionPolicy,
  now: Date,
): 'ended' | 'touch' | 'live' => {
  if (!session || session.revokedAt || session.expiresAt <= now) return 'ended';
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs > policy.idleMinutes * 60_000) return 'ended';
  return idleMs > 60_000 ? 'touch' : 'live';
};

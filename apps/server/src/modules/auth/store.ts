import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchas, knownIps, loginChallenges, sessions, verificationCodes } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export const insertCaptcha = (db: Executor, id: string, answerHash: string, expiresAt: Date) =>
  db.insert(captchas).values({ id, answerHash, expiresAt });

/** Marks the captcha used and returns it, in one statement, so a captcha answers once. */
export const consumeCaptcha = async (db: Executor, id: string, now: Date) =>
  (
    await db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
      .returning()
  )[0];

export const insertSession = (db: Executor, row: typeof sessions.$inferInsert) =>
  db.insert(sessions).values(row).returning({ id: sessions.id });

export const findSessionByTokenHash = async (db: Executor, tokenHash: string) =>
  (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1))[0];

export const touchSession = (db: Executor, id: number, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));

export const revokeSession = (db: Executor, id: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ memberId: sessions.memberId });

export const revokeMemberSessions = (db: Executor, memberId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });

/** The account's sessions neither ended nor past their absolute end (idle ones included). */
export const countOpenSessions = async (db: Executor, memberId: number, now: Date) =>
  (
    await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
  )[0]?.n ?? 0;

export const revokeOtherSessions = (db: Executor, memberId: number, keepId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keepId)));

export const endForcedChange = (db: Executor, sessionId: number) =>
  db
    .update(sessions)
    .set({ forcedChange: false })
    .where(eq(sessions.id, sessionId))
    .returning({ memberId: sessions.memberId });

export const isKnownIp = async (db: Executor, memberId: number, ip: string) =>
  (
    await db
      .select()
      .from(knownIps)
      .where(and(eq(knownIps.memberId, memberId), eq(knownIps.ip, ip)))
      .limit(1)
  ).length > 0;

export const hasAnyKnownIp = async (db: Executor, memberId: number) =>
  (await db.select().from(knownIps).where(eq(knownIps.memberId, memberId)).limit(1)).length > 0;

export const rememberIp = (db: Executor, memberId: number, ip: string, now: Date) =>
  db
    .insert(knownIps)
    .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownIps.memberId, knownIps.ip], set: { lastSeenAt: now } });

export const insertChallenge = (db: Executor, row: typeof loginChallenges.$inferInsert) =>
  db.insert(loginChallenges).values(row);

export const findOpenChallenge = async (db: Executor, id: string, now: Date) =>
  (
    await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.id, id),
          isNull(loginChallenges.consumedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];

export const countChallengeAttempt = (db: Executor, id: string) =>
  db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, id));

export const consumeChallenge = async (db: Executor, id: string, now: Date) =>
  (
    await db
      .update(loginChallenges)
      .set({ consumedAt: now })
      .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
      .returning({ id: loginChallenges.id })
  ).length > 0;

export type CodeKey = Pick<
  typeof verificationCodes.$inferInsert,
  'merchantId' | 'channel' | 'destination' | 'purpose'
>;

const codeWhere = (key: CodeKey) =>
  and(
    eq(verificationCodes.merchantId, key.merchantId),
    eq(verificationCodes.channel, key.channel),
    eq(verificationCodes.destination, key.destination),
    eq(verificationCodes.purpose, key.purpose),
  );

export const latestCode = async (db: Executor, key: CodeKey) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(codeWhere(key))
      .orderBy(desc(verificationCodes.id))
      .limit(1)
  )[0];

export const countCodesFromIp = async (db: Executor, ip: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.requestIp, ip), gt(verificationCodes.createdAt, since)))
  )[0]?.n ?? 0;

export const insertCode = (db: Executor, row: typeof verificationCodes.$inferInsert) =>
  db.insert(verificationCodes).values(row);

/**
 * Counts one try of a code, in one statement, when it has tries left: false when it has none. Tries
 * sent at the same moment each take one, so no burst gets past the limit.
 */
export const claimCodeAttempt = async (db: Executor, id: number, maxAttempts: number) =>
  (
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
      .returning({ id: verificationCodes.id })
  ).length > 0;

export const consumeCode = async (db: Executor, id: number, now: Date) =>
  (
    await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id })
  ).length > 0;

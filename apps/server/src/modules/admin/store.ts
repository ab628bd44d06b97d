import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  adminLoginChallenges,
  adminRecoveryCodes,
  adminSessions,
  admins,
  auditLog,
  members,
  operatorSettings,
} from '../../db/schema.ts';

export type AdminRow = typeof admins.$inferSelect;

export const findAdminByUsername = async (db: Executor, username: string) =>
  (await db.select().from(admins).where(sql`lower(${admins.username}) = lower(${username})`).limit(1))[0];

export const findAdminById = async (db: Executor, id: number) =>
  (await db.select().from(admins).where(eq(admins.id, id)).limit(1))[0];

export const insertAdminSession = (db: Executor, row: typeof adminSessions.$inferInsert) =>
  db.insert(adminSessions).values(row);

export const findAdminSession = async (db: Executor, tokenHash: string) =>
  (await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash)).limit(1))[0];

export const touchAdminSession = (db: Executor, id: number, now: Date) =>
  db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));

export const revokeAdminSession = (db: Executor, id: number, now: Date) =>
  db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));

export interface AuditFilter {
  memberId?: number | undefined;
  username?: string | undefined;
  /** the acting operator's id (the caller turns a name into it) */
  adminId?: number | undefined;
  action?: string | undefined;
  outcome?: 'success' | 'failure' | undefined;
  before?: number | undefined;
}

/** A merchant's audit rows, newest first, with the member's and the acting operator's names. */
export const listAudit = (db: Executor, merchantId: number, filter: AuditFilter, limit: number) =>
  db
    .select({ entry: auditLog, username: members.username, operator: admins.username })
    .from(auditLog)
    .leftJoin(members, eq(members.id, auditLog.memberId))
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(
      and(
        eq(auditLog.merchantId, merchantId),
        filter.memberId ? eq(auditLog.memberId, filter.memberId) : undefined,
        filter.username ? sql`lower(${members.username}) = lower(${filter.username})` : undefined,
        filter.adminId !== undefined ? eq(auditLog.adminId, filter.adminId) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.outcome ? eq(auditLog.success, filter.outcome === 'success') : undefined,
        filter.before ? lt(auditLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);

/**
 * An operator's recent account activity on a merchant's site, newest first: their sign-ins and own
 * changes (`admin_id` is theirs) and owners' changes to their account (`detail.operatorId` names
 * them; the acting owner is `admin_id`), with the acting owner's name.
 */
export const operatorActivity = (
  db: Executor,
  merchantId: number,
  adminId: number,
  actions: { own: readonly string[]; byOwners: readonly string[] },
  limit: number,
) =>
  db
    .select({ entry: auditLog, by: admins.username })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(
      and(
        eq(auditLog.merchantId, merchantId),
        or(
          and(eq(auditLog.adminId, adminId), inArray(auditLog.action, [...actions.own])),
          and(
            inArray(auditLog.action, [...actions.byOwners]),
            sql`${auditLog.detail}->>'operatorId' = ${String(adminId)}`,
          ),
        ),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);

/**
 * Counts one wrong answer against the account in a single statement (concurrent guesses all
 * count): the count restarts when the last run began before `since`, and reaching `lockAt`
 * locks the account until `lockUntil`.
 */
export const recordAdminFailure = async (
  db: Executor,
  id: number,
  window: { now: Date; since: Date; lockAt: number; lockUntil: Date },
) => {
  const inWindow = sql`(${admins.failuresSince} is not null and ${admins.failuresSince} > ${window.since})`;
  const next = sql`(case when ${inWindow} then ${admins.failedLogins} + 1 else 1 end)`;
  return (
    await db
      .update(admins)
      .set({
        failedLogins: sql`${next}`,
        failuresSince: sql`(case when ${inWindow} then ${admins.failuresSince} else ${window.now} end)`,
        lockedUntil: sql`(case when ${next} >= ${window.lockAt} then ${window.lockUntil} else ${admins.lockedUntil} end)`,
      })
      .where(eq(admins.id, id))
      .returning({ failedLogins: admins.failedLogins, lockedUntil: admins.lockedUntil })
  )[0];
};

/** An account with no failures standing against it and no lock: after a right answer, or an owner's unlock. */
export const noFailures = { failedLogins: 0, failuresSince: null, lockedUntil: null } as const;

export const clearAdminFailures = (db: Executor, id: number) =>
  db.update(admins).set(noFailures).where(eq(admins.id, id));

export const insertLoginChallenge = (db: Executor, row: typeof adminLoginChallenges.$inferInsert) =>
  db.insert(adminLoginChallenges).values(row);

export const findLoginChallenge = async (db: Executor, id: string, now: Date) =>
  (
    await db
      .select()
      .from(adminLoginChallenges)
      .where(
        and(
          eq(adminLoginChallenges.id, id),
          isNull(adminLoginChallenges.consumedAt),
          gt(adminLoginChallenges.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];

/** Counts a try and returns the new count, in one statement. */
export const countChallengeTry = async (db: Executor, id: string) =>
  (
    await db
      .update(adminLoginChallenges)
      .set({ attempts: sql`${adminLoginChallenges.attempts} + 1` })
      .where(eq(adminLoginChallenges.id, id))
      .returning({ attempts: adminLoginChallenges.attempts })
  )[0]?.attempts ?? Number.POSITIVE_INFINITY;

/** True for the one caller that closes the challenge. */
export const consumeLoginChallenge = async (db: Executor, id: string, now: Date) =>
  (
    await db
      .update(adminLoginChallenges)
      .set({ consumedAt: now })
      .where(and(eq(adminLoginChallenges.id, id), isNull(adminLoginChallenges.consumedAt)))
      .returning({ id: adminLoginChallenges.id })
  ).length > 0;

/** A new, unconfirmed authenticator secret; an enrolled one is never replaced this way. */
export const setPendingTotp = async (db: Executor, id: number, sealedSecret: string) =>
  (
    await db
      .update(admins)
      .set({ totpSecret: sealedSecret })
      .where(and(eq(admins.id, id), isNull(admins.totpEnabledAt)))
      .returning({ id: admins.id })
  ).length > 0;

/**
 * Accepts a code's time step once: a later step than the last accepted one. Also enables an
 * enrolment that was pending, so confirmation and first use are one statement.
 */
export const acceptTotpStep = async (db: Executor, id: number, step: number, now: Date) =>
  (
    await db
      .update(admins)
      .set({ totpLastStep: step, totpEnabledAt: sql`coalesce(${admins.totpEnabledAt}, ${now})` })
      .where(and(eq(admins.id, id), or(isNull(admins.totpLastStep), sql`${admins.totpLastStep} < ${step}`)))
      .returning({ id: admins.id })
  ).length > 0;

export const replaceRecoveryCodes = async (db: Executor, adminId: number, hashes: string[]) => {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
};

/** True for the one caller that uses the code. */
export const useRecoveryCode = async (db: Executor, adminId: number, codeHash: string, now: Date) =>
  (
    await db
      .update(adminRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, codeHash),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id })
  ).length > 0;

export const findOperatorSettings = async (db: Executor, merchantId: number) =>
  (await db.select().from(operatorSettings).where(eq(operatorSettings.merchantId, merchantId)).limit(1))[0];

export const upsertOperatorSettings = (db: Executor, row: typeof operatorSettings.$inferInsert) =>
  db
    .insert(operatorSettings)
    .values(row)
    .onConflictDoUpdate({
      target: operatorSettings.merchantId,
      set: {
        totpRequired: row.totpRequired,
        adjustMax: row.adjustMax,
        adjustApprovalAbove: row.adjustApprovalAbove,
      },
    });

/** Unused recovery codes of an operator. */
export const countUnusedRecoveryCodes = async (db: Executor, adminId: number) =>
  (
    await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
  )[0]?.n ?? 0;

/**
 * Replaces an operator's password only while it is still the one checked (`checkedHash`): of two
 * changes sent at once with the same current password, one lands. Clears the failure count.
 */
export const replaceAdminPassword = async (db: Executor, id: number, checkedHash: string, newHash: string) =>
  (
    await db
      .update(admins)
      .set({ passwordHash: newHash, failedLogins: 0, failuresSince: null, passwordChangeDue: false })
      .where(and(eq(admins.id, id), eq(admins.passwordHash, checkedHash)))
      .returning({ id: admins.id })
  ).length === 1;

/** Ends every live session of an operator (but `keepId`, the one asking, when given): how many ended. */
export const revokeAdminSessions = async (db: Executor, adminId: number, now: Date, keepId?: number) =>
  (
    await db
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSessions.adminId, adminId),
          keepId === undefined ? undefined : ne(adminSessions.id, keepId),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, now),
        ),
      )
      .returning({ id: adminSessions.id })
  ).length;

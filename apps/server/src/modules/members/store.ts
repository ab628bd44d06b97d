import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

export const findMemberById = async (db: Executor, id: number) =>
  (await db.select().from(members).where(eq(members.id, id)).limit(1))[0];

export const findMemberByUsername = async (db: Executor, merchantId: number, username: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
      .limit(1)
  )[0];

export const findMemberByMobile = async (db: Executor, merchantId: number, mobileNum: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.mobileNum, mobileNum)))
      .limit(1)
  )[0];

export const findMemberByAffiliateCode = async (db: Executor, merchantId: number, code: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = upper(${code})`))
      .limit(1)
  )[0];

export const insertMember = async (db: Executor, row: typeof members.$inferInsert) =>
  (await db.insert(members).values(row).returning())[0]!;

/** Records an authenticator code's step when it is later than the last one used: false when it is not. */
export const claimTotpStep = async (db: Executor, id: number, step: number) =>
  (
    await db
      .update(members)
      .set({ totpLastStep: step })
      .where(and(eq(members.id, id), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
      .returning({ id: members.id })
  ).length > 0;

export const updateMember = (db: Executor, id: number, changes: Partial<typeof members.$inferInsert>) =>
  db.update(members).set(changes).where(eq(members.id, id));

/** Records the real name when the account has none yet: false when one was there (the first of two at once wins). */
export const setRealNameOnce = async (db: Executor, id: number, realName: string) =>
  (
    await db
      .update(members)
      .set({ realName })
      .where(and(eq(members.id, id), isNull(members.realName)))
      .returning({ id: members.id })
  ).length === 1;

/**
 * Binds a mobile or email in place of `previous`: false when the account's one changed meanwhile
 * (two changes at once: the first wins, the other's "before" would be wrong).
 */
export const replaceContact = async (
  db: Executor,
  id: number,
  channel: 'sms' | 'email',
  previous: string | null,
  next: string,
) => {
  const column = channel === 'sms' ? members.mobileNum : members.email;
  return (
    (
      await db
        .update(members)
        .set(channel === 'sms' ? { mobileNum: next } : { email: next })
        .where(and(eq(members.id, id), sql`${column} is not distinct from ${previous}`))
        .returning({ id: members.id })
    ).length === 1
  );
};

/** Keeps a new authenticator secret (sealed) pending, unless one is on already: false then. */
export const setPendingTotp = async (db: Executor, id: number, sealed: string) =>
  (
    await db
      .update(members)
      .set({ totpPendingSecret: sealed })
      .where(and(eq(members.id, id), isNull(members.totpSecret)))
      .returning({ id: members.id })
  ).length === 1;

/**
 * Turns on the pending secret the player confirmed, its first code's step spent: false when it is
 * no longer the pending one or an authenticator is on (a second confirmation at once).
 */
export const enablePendingTotp = async (db: Executor, id: number, sealed: string, step: number) =>
  (
    await db
      .update(members)
      .set({ totpSecret: sealed, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(members.id, id), isNull(members.totpSecret), eq(members.totpPendingSecret, sealed)))
      .returning({ id: members.id })
  ).length === 1;

/** Turns the authenticator off, if it is still the one read: false otherwise. */
export const clearTotp = async (db: Executor, id: number, sealed: string) =>
  (
    await db
      .update(members)
      .set({ totpSecret: null, totpLastStep: null })
      .where(and(eq(members.id, id), eq(members.totpSecret, sealed)))
      .returning({ id: members.id })
  ).length === 1;

/** The accounts on a member's team (parent = them): how many, and the latest `limit`, newest first. */
export const teamJoiners = async (db: Executor, parentId: number, limit: number) => {
  const [total] = await db.select({ value: count() }).from(members).where(eq(members.parentId, parentId));
  const recent = await db
    .select({ username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.parentId, parentId))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit);
  return { count: total?.value ?? 0, recent };
};

/** Gives an account its invitation code when it has none: false when it had one (or won a race). */
export const setAffiliateCodeOnce = async (db: Executor, id: number, code: string) =>
  (
    await db
      .update(members)
      .set({ affiliateCode: code })
      .where(and(eq(members.id, id), isNull(members.affiliateCode)))
      .returning({ id: members.id })
  ).length === 1;

/** Serialises trial-account openings of one IP and one device (transaction-scoped advisory locks, in a fixed order). */
export const lockTrialOpening = async (tx: Executor, merchantId: number, keys: (string | undefined)[]) => {
  for (const key of keys.filter((value): value is string => Boolean(value)).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${merchantId}:${key}`}))`);
  }
};

/** Trial accounts opened since a moment from an IP, and from a device id. */
export const countTrialAccounts = async (
  db: Executor,
  merchantId: number,
  since: Date,
  by: { ip: string; device: string | undefined },
) => {
  const trials = and(eq(members.merchantId, merchantId), eq(members.type, 4), gte(members.createdAt, since));
  const [byIp, byDevice] = await Promise.all([
    db
      .select({ n: count() })
      .from(members)
      .where(and(trials, eq(members.registerIp, by.ip))),
    by.device
      ? db
          .select({ n: count() })
          .from(members)
          .where(and(trials, eq(members.registerDevice, by.device)))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return { byIp: byIp[0]?.n ?? 0, byDevice: byDevice[0]?.n ?? 0 };
};

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminSessions, admins, auditLog, outbox } from '../../db/schema.ts';

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

export const listOutbox = (
  db: Executor,
  merchantId: number,
  destination: string | undefined,
  limit: number,
) =>
  db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.merchantId, merchantId), destination ? eq(outbox.destination, destination) : undefined),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);

export const listAudit = (
  db: Executor,
  merchantId: number,
  filter: { memberId?: number; action?: string },
  limit: number,
) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.merchantId, merchantId),
        filter.memberId ? eq(auditLog.memberId, filter.memberId) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);

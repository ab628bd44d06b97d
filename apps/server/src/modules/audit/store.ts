import type { AuditAction } from '@croupier/contract';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** A row to write: its action is one the contract names, so the back office can show every row. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'action' | 'adminId'> & { action: AuditAction };

/** The operator a row is about, from its `detail.adminId` when that is a whole number. */
const adminIdOf = (detail: Record<string, unknown> | undefined) => {
  const id = detail?.adminId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const insertAudit = (db: Executor, row: AuditEntry) =>
  db.insert(auditLog).values({ ...row, adminId: adminIdOf(row.detail) });

/**
 * Failed logins for an account or from an IP since a moment: decides captcha and lock-out. With
 * `codes`, only the failures refused with one of those error codes (the row's `detail.code`); `action`
 * may name several.
 */
export const countLoginFailures = async (
  db: Executor,
  merchantId: number,
  where: { memberId?: number; ip?: string },
  since: Date,
  action: string | readonly string[] = 'login',
  codes?: readonly string[],
) =>
  (
    await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, merchantId),
          typeof action === 'string' ? eq(auditLog.action, action) : inArray(auditLog.action, [...action]),
          eq(auditLog.success, false),
          gt(auditLog.createdAt, since),
          where.memberId !== undefined ? eq(auditLog.memberId, where.memberId) : undefined,
          where.ip !== undefined ? eq(auditLog.ip, where.ip) : undefined,
          codes ? inArray(sql<string>`${auditLog.detail}->>'code'`, [...codes]) : undefined,
        ),
      )
  )[0]?.n ?? 0;

/** The details of one member's audit rows of one action since a moment, oldest first. */
export const auditDetailsSince = async (
  db: Executor,
  merchantId: number,
  memberId: number,
  action: string,
  since: Date,
) =>
  (
    await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, merchantId),
          eq(auditLog.memberId, memberId),
          eq(auditLog.action, action),
          gt(auditLog.createdAt, since),
        ),
      )
      .orderBy(auditLog.createdAt)
  ).map((row) => row.detail);

import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, balanceAdjustments, members } from '../../db/schema.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

/**
 * Holds, until this transaction ends, the other requests with this idempotency key, then the other
 * adjustments of this member: always in this order, so two requests never wait on each other.
 */
export const lockAdjustments = async (
  tx: Executor,
  merchantId: number,
  idempotencyKey: string,
  memberId: number,
) => {
  for (const name of [`balance_adjust_key:${merchantId}:${idempotencyKey}`, `balance_adjust:${memberId}`]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  }
};

/** The new pending adjustment, or undefined when this idempotency key already made one. */
export const insertAdjustment = async (db: Executor, row: typeof balanceAdjustments.$inferInsert) =>
  (await db.insert(balanceAdjustments).values(row).onConflictDoNothing().returning())[0];

export const findAdjustmentByKey = async (db: Executor, merchantId: number, idempotencyKey: string) =>
  (
    await db
      .select()
      .from(balanceAdjustments)
      .where(
        and(
          eq(balanceAdjustments.merchantId, merchantId),
          eq(balanceAdjustments.idempotencyKey, idempotencyKey),
        ),
      )
      .limit(1)
  )[0];

export const findAdjustment = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.id, id)))
      .limit(1)
  )[0];

/** Moves a pending adjustment to its decision; only the first of concurrent deciders gets the row. */
export const decidePendingAdjustment = async (
  db: Executor,
  id: number,
  decision: { status: 'posted' | 'rejected'; decidedBy: number; decidedAt: Date },
) =>
  (
    await db
      .update(balanceAdjustments)
      .set(decision)
      .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'awaiting_approval')))
      .returning()
  )[0];

const requester = aliasedTable(admins, 'requester');
const decider = aliasedTable(admins, 'decider');

export interface AdjustmentListRow {
  adjustment: AdjustmentRow;
  username: string;
  requestedBy: string;
  decidedBy: string | null;
}

export const listAdjustments = (
  db: Executor,
  merchantId: number,
  filter: { status: AdjustmentRow['status']; limit: number; id?: number },
): Promise<AdjustmentListRow[]> =>
  db
    .select({
      adjustment: balanceAdjustments,
      username: members.username,
      requestedBy: requester.username,
      decidedBy: decider.username,
    })
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(
      and(
        eq(balanceAdjustments.merchantId, merchantId),
        filter.id === undefined
          ? eq(balanceAdjustments.status, filter.status)
          : eq(balanceAdjustments.id, filter.id),
      ),
    )
    .orderBy(desc(balanceAdjustments.id))
    .limit(filter.limit);

import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerBatches, vendorTransfers } from '../../db/schema.ts';

export type VendorTransferRow = typeof vendorTransfers.$inferSelect;

/** Claims the idempotency key; undefined when the member already used it. */
export const insertVendorTransfer = async (db: Executor, row: typeof vendorTransfers.$inferInsert) =>
  (await db.insert(vendorTransfers).values(row).onConflictDoNothing().returning())[0];

export const findVendorTransfer = async (db: Executor, memberId: number, idempotencyKey: string) =>
  (
    await db
      .select()
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.idempotencyKey, idempotencyKey)))
      .limit(1)
  )[0];

export const setVendorTransferStatus = (
  db: Executor,
  id: number,
  status: VendorTransferRow['status'],
  reason?: string,
) =>
  db
    .update(vendorTransfers)
    .set({ status, reason: reason ?? null, updatedAt: new Date() })
    .where(eq(vendorTransfers.id, id));

/** Transfers whose outcome is still open and older than the grace period. */
export const openVendorTransfers = (db: Executor, olderThan: Date, limit = 100) =>
  db
    .select()
    .from(vendorTransfers)
    .where(
      and(inArray(vendorTransfers.status, ['pending', 'unknown']), lt(vendorTransfers.updatedAt, olderThan)),
    )
    .orderBy(asc(vendorTransfers.id))
    .limit(limit);

export const ledgerBatchExists = async (db: Executor, merchantId: number, idempotencyKey: string) =>
  (
    await db
      .select({ id: ledgerBatches.id })
      .from(ledgerBatches)
      .where(and(eq(ledgerBatches.merchantId, merchantId), eq(ledgerBatches.idempotencyKey, idempotencyKey)))
      .limit(1)
  ).length > 0;

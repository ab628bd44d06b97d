import { and, asc, desc, eq, inArray, lt, max, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { ledgerAccounts, ledgerBatches, ledgerTransfers, members, vendorTransfers } from '../../db/schema.ts';

export type VendorTransferRow = typeof vendorTransfers.$inferSelect;
export type VendorTransferStatus = VendorTransferRow['status'];

/** The vendor's side of these is not known yet: the mirror cannot be compared with the vendor's figure. */
export const inFlightStatuses: readonly VendorTransferStatus[] = ['pending', 'unknown'];
/** Still open: in flight, or paid out by the vendor and waiting for the ledger settle. */
export const openStatuses: readonly VendorTransferStatus[] = ['pending', 'unknown', 'confirmed'];

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

export const findVendorTransferById = async (db: Executor, id: number) =>
  (await db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id)).limit(1))[0];

/**
 * Moves an open transfer on. Done and failed are final: a late or concurrent handler (the job and
 * a staff member, two requests settling the same payout) can never reopen one.
 */
export const setVendorTransferStatus = (
  db: Executor,
  id: number,
  status: VendorTransferStatus,
  reason?: string,
) =>
  db
    .update(vendorTransfers)
    .set({ status, reason: reason ?? null, updatedAt: new Date() })
    .where(and(eq(vendorTransfers.id, id), inArray(vendorTransfers.status, [...openStatuses])));

/** A reconciliation attempt that left the transfer open: counted, with why, and moved to the back of the queue. */
export const noteReconcileAttempt = (db: Executor, id: number, reason: string) =>
  db
    .update(vendorTransfers)
    .set({ reason, attempts: sql`${vendorTransfers.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(vendorTransfers.id, id), inArray(vendorTransfers.status, [...openStatuses])));

/**
 * Open transfers not touched for the grace period, least recently tried first: a row that keeps
 * failing goes to the back, so it never holds the others up.
 */
export const openVendorTransfers = (db: Executor, olderThan: Date, limit = 100) =>
  db
    .select()
    .from(vendorTransfers)
    .where(and(inArray(vendorTransfers.status, [...openStatuses]), lt(vendorTransfers.updatedAt, olderThan)))
    .orderBy(asc(vendorTransfers.updatedAt), asc(vendorTransfers.id))
    .limit(limit);

/** Open transfers of a merchant with the member's name, for staff; oldest first. */
export const openVendorTransfersOf = (db: Executor, merchantId: number, limit: number) =>
  db
    .select({ transfer: vendorTransfers, username: members.username })
    .from(vendorTransfers)
    .innerJoin(members, eq(members.id, vendorTransfers.memberId))
    .where(
      and(eq(vendorTransfers.merchantId, merchantId), inArray(vendorTransfers.status, [...openStatuses])),
    )
    .orderBy(asc(vendorTransfers.createdAt), asc(vendorTransfers.id))
    .limit(limit);

export const usernameOf = async (db: Executor, memberId: number) =>
  (await db.select({ username: members.username }).from(members).where(eq(members.id, memberId)))[0]
    ?.username ?? '';

/**
 * What the platform knows about a member's transfers with one vendor: the newest row id (any new
 * transfer changes it) and the rows still open.
 */
export const transferSnapshot = async (db: Executor, memberId: number, vendorCode: string) => {
  const mine = and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.vendorCode, vendorCode));
  const [newest, open] = await Promise.all([
    db
      .select({ id: max(vendorTransfers.id) })
      .from(vendorTransfers)
      .where(mine),
    db
      .select()
      .from(vendorTransfers)
      .where(and(mine, inArray(vendorTransfers.status, [...openStatuses])))
      .orderBy(asc(vendorTransfers.id)),
  ]);
  return { lastId: newest[0]?.id ?? 0, open };
};

/** Locks a ledger account row until the transaction ends and reads its balance. */
export const lockAccount = async (tx: Executor, accountId: number) =>
  BigInt(
    rowsOf<{ balance: string }>(
      await tx.execute(
        sql`select balance::text as balance from ledger_accounts where id = ${accountId} for update`,
      ),
    )[0]!.balance,
  );

/** The newest ledger transfer on an account: with the account locked, it names the account's state. */
export const lastTransferOn = async (tx: Executor, accountId: number) =>
  (
    await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(
        or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
      )
      .orderBy(desc(ledgerTransfers.id))
      .limit(1)
  )[0]?.id ?? 0;

/** The vendor wallets (codes) a member has ever had money in. */
export const vendorWalletCodes = async (
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
) =>
  (
    await db
      .select({ code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, 'member_vendor'),
        ),
      )
  ).map((row) => row.code);

export const ledgerBatchExists = async (db: Executor, merchantId: number, idempotencyKey: string) =>
  (
    await db
      .select({ id: ledgerBatches.id })
      .from(ledgerBatches)
      .where(and(eq(ledgerBatches.merchantId, merchantId), eq(ledgerBatches.idempotencyKey, idempotencyKey)))
      .limit(1)
  ).length > 0;

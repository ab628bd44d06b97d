import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts, seamlessTransactions, vendorFeedCursors } from '../../db/schema.ts';

export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;

/**
 * Records a vendor transaction id with the answer it got, in the transaction that moved its money:
 * false when the id is taken (by a call committed before, or — after waiting for it — by one still
 * open), and then nothing may have moved.
 */
export const recordTransaction = async (
  db: Executor,
  row: Pick<
    SeamlessTransactionRow,
    'vendorCode' | 'transactionId' | 'action' | 'requestHash' | 'betId' | 'answer'
  >,
) =>
  (
    await db
      .insert(seamlessTransactions)
      .values(row)
      .onConflictDoNothing()
      .returning({ transactionId: seamlessTransactions.transactionId })
  ).length === 1;

export const findTransaction = async (db: Executor, vendorCode: string, transactionId: string) =>
  (
    await db
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.vendorCode, vendorCode),
          eq(seamlessTransactions.transactionId, transactionId),
        ),
      )
      .limit(1)
  )[0];

/**
 * A member's main-wallet balance read inside the caller's transaction (the ledger's own
 * `balanceOf` reads outside it): for answers of calls that moved nothing.
 */
export const mainBalance = async (db: Executor, merchantId: number, currency: string, memberId: number) =>
  (
    await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, 'member_main'),
          eq(ledgerAccounts.memberId, memberId),
        ),
      )
      .limit(1)
  )[0]?.balance ?? 0n;

/** How far a vendor's bet feed was read ('' when never). */
export const readFeedCursor = async (db: Executor, vendorCode: string) => {
  await db.insert(vendorFeedCursors).values({ vendorCode, cursor: '' }).onConflictDoNothing();
  return (
    await db
      .select({ cursor: vendorFeedCursors.cursor })
      .from(vendorFeedCursors)
      .where(eq(vendorFeedCursors.vendorCode, vendorCode))
  )[0]!.cursor;
};

/** The cursor, locked until the transaction ends: an import moves it only from where it read. */
export const lockFeedCursor = async (db: Executor, vendorCode: string) =>
  (
    await db
      .select({ cursor: vendorFeedCursors.cursor })
      .from(vendorFeedCursors)
      .where(eq(vendorFeedCursors.vendorCode, vendorCode))
      .for('update')
  )[0]?.cursor;

export const moveFeedCursor = (db: Executor, vendorCode: string, cursor: string) =>
  db
    .update(vendorFeedCursors)
    .set({ cursor, updatedAt: sql`now()` })
    .where(eq(vendorFeedCursors.vendorCode, vendorCode));

import { and, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, rowsOf } from '../../db/client.ts';
import { ledgerAccounts, seamlessTransactions, vendorFeedCursors } from '../../db/schema.ts';
import type { NewDomainEvent } from '../events/index.ts';
import type { LedgerPostArguments } from '../wallet/index.ts';

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

/** What the one-call bet and win (migration 0020) are told beside their posting. */
interface OneCall {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  transactionId: string;
  currency: string;
  requestHash: string;
  at: Date;
  event: Pick<NewDomainEvent, 'kind' | 'payload'>;
}

/** The bet and the player's main balance after the call; undefined when it wrote nothing. */
const oneCallResult = (result: unknown) => {
  const row = rowsOf<{ bet_id: string | number; balance: string | number }>(result)[0];
  return row ? { betId: Number(row.bet_id), balance: BigInt(row.balance) } : undefined;
};

/**
 * A bet in one call of `seamless_bet`: the bet row, its posting, the transaction id with its answer
 * and the balance event, committed together. Undefined when the bet's id is taken (nothing written).
 */
export const betInOneCall = async (
  db: Db,
  call: OneCall & { gameCode: string; gameType: string; roundId: string; amount: bigint },
  ledger: LedgerPostArguments,
) =>
  oneCallResult(
    await db.execute(sql`select bet_id, balance from seamless_bet(
      ${call.merchantId}::integer, ${call.memberId}::bigint, ${call.vendorCode}::text,
      ${call.gameCode}::text, ${call.gameType}::text, ${call.roundId}::text, ${call.transactionId}::text,
      ${call.currency}::text, ${call.amount.toString()}::bigint, ${call.at.toISOString()}::timestamptz, ${call.requestHash}::text,
      ${ledger.idempotencyKey}::text, ${ledger.requestHash}::text, ${ledger.deltas}::jsonb,
      ${ledger.legs}::jsonb, ${call.event.kind}::text, ${JSON.stringify(call.event.payload ?? {})}::jsonb)`),
  );

/**
 * A win in one call of `seamless_win`: the player's open bet settled, its payout posted (none when
 * 0), the transaction id with its answer and the balance event, committed together. Undefined when
 * the bet named is not this player's open bet (nothing written).
 */
export const winInOneCall = async (
  db: Db,
  call: OneCall & { betTransactionId: string; payout: bigint },
  ledger: LedgerPostArguments | undefined,
) =>
  oneCallResult(
    await db.execute(sql`select bet_id, balance from seamless_win(
      ${call.merchantId}::integer, ${call.memberId}::bigint, ${call.vendorCode}::text,
      ${call.betTransactionId}::text, ${call.transactionId}::text, ${call.currency}::text,
      ${call.payout.toString()}::bigint, ${call.at.toISOString()}::timestamptz, ${call.requestHash}::text,
      ${ledger?.idempotencyKey ?? null}::text, ${ledger?.requestHash ?? null}::text,
      ${ledger?.deltas ?? null}::jsonb, ${ledger?.legs ?? null}::jsonb, ${call.event.kind}::text,
      ${JSON.stringify(call.event.payload ?? {})}::jsonb)`),
  );

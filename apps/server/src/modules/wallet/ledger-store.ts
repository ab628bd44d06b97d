import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerBatches, ledgerTransfers } from '../../db/schema.ts';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];
export interface AccountKey {
  merchantId: number;
  currency: string;
  kind: AccountKind;
  memberId: number | null;
  code: string;
  shard: number;
}

export const findAccountId = async (db: Executor, key: AccountKey) =>
  (
    await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, key.merchantId),
          eq(ledgerAccounts.currency, key.currency),
          eq(ledgerAccounts.kind, key.kind),
          key.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, key.memberId),
          eq(ledgerAccounts.code, key.code),
          eq(ledgerAccounts.shard, key.shard),
        ),
      )
      .limit(1)
  )[0]?.id;

export const insertAccount = (db: Executor, key: AccountKey) =>
  db.insert(ledgerAccounts).values(key).onConflictDoNothing();

export const claimBatch = async (
  db: Executor,
  merchantId: number,
  idempotencyKey: string,
  requestHash: string,
) =>
  (
    await db
      .insert(ledgerBatches)
      .values({ merchantId, idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ id: ledgerBatches.id })
  )[0]?.id;

export const findBatch = async (db: Executor, merchantId: number, idempotencyKey: string) =>
  (
    await db
      .select()
      .from(ledgerBatches)
      .where(and(eq(ledgerBatches.merchantId, merchantId), eq(ledgerBatches.idempotencyKey, idempotencyKey)))
      .limit(1)
  )[0];

export const batchTransfers = (db: Executor, batchId: number) =>
  db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.batchId, batchId))
    .orderBy(asc(ledgerTransfers.id));

/** Locks the accounts in id order — the one order every posting uses, so postings never deadlock. */
export const lockAccounts = (db: Executor, ids: number[]) =>
  db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');

export const addToBalance = (db: Executor, id: number, delta: bigint) =>
  db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint` })
    .where(eq(ledgerAccounts.id, id));

export const insertTransfers = (db: Executor, rows: (typeof ledgerTransfers.$inferInsert)[]) =>
  db.insert(ledgerTransfers).values(rows).returning();

export const accountBalances = (db: Executor, ids: number[]) =>
  db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));

/** Currencies whose balances do not sum to zero, and accounts whose balance is not the sum of their postings. */
export const findDrift = async (db: Executor) => {
  const sums = await db.execute(sql`
    select merchant_id, currency, sum(balance)::text as total
    from ledger_accounts group by merchant_id, currency having sum(balance) <> 0`);
  const mismatched = await db.execute(sql`
    select a.id, a.balance::text as balance, (coalesce(c.total, 0) - coalesce(d.total, 0))::text as posted
    from ledger_accounts a
    left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by 1) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by 1) d on d.id = a.id
    where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`);
  // both drivers answer raw SQL with { rows }
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  return {
    unbalancedCurrencies: rows<{ merchant_id: number; currency: string; total: string }>(sums),
    mismatchedAccounts: rows<{ id: number; balance: string; posted: string }>(mismatched),
  };
};

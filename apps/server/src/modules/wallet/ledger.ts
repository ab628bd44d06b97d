import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AccountKey,
  type AccountKind,
  accountBalances,
  applyPosting,
  batchTransfers,
  findAccountId,
  findBatch,
  insertAccount,
  isCheckViolation,
} from './ledger-store.ts';

/** Hot system accounts are split this many ways; a posting picks its shard from the member involved. */
export const systemShards = 16;
const shardedKinds: readonly AccountKind[] = ['house', 'vendor', 'promotions', 'channel'];

export interface AccountRef {
  kind: AccountKind;
  memberId?: number;
  code?: string;
  /** pin a system account's shard (normally picked from the member involved) */
  shard?: number;
}

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  /** minor units, > 0 */
  amount: bigint;
  kind: string;
  reference?: string;
}

export interface Posting {
  merchantId: number;
  currency: string;
  idempotencyKey: string;
  legs: Leg[];
}

export interface PostingResult {
  batchId: number;
  /** true when this key was posted before: nothing moved this time */
  replayed: boolean;
  transfers: { id: number; debitAccountId: number; creditAccountId: number; amount: bigint; kind: string }[];
  /** balances after the posting of every account it touched */
  balances: Map<number, bigint>;
}

const requestHash = (posting: Posting) =>
  createHash('sha256')
    .update(
      JSON.stringify(posting.legs, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)) +
        posting.currency,
    )
    .digest('hex');

/**
 * The only code that changes balances. A posting is a set of legs applied atomically in one
 * statement: idempotency key claimed, accounts locked in id order, balances updated (the database
 * refuses a member balance below zero) and transfers written — or nothing at all.
 */
export const createLedger = (db: Db) => {
  const accountIds = new Map<string, number>();

  const keyOf = (posting: Posting, ref: AccountRef, shardSeed: number): AccountKey => ({
    merchantId: posting.merchantId,
    currency: posting.currency,
    kind: ref.kind,
    memberId: ref.memberId ?? null,
    code: ref.code ?? '',
    shard: ref.shard ?? (shardedKinds.includes(ref.kind) ? shardSeed % systemShards : 0),
  });

  const accountId = async (executor: Executor, key: AccountKey) => {
    const cacheKey = JSON.stringify(key);
    const cached = accountIds.get(cacheKey);
    if (cached) return cached;
    let id = await findAccountId(executor, key);
    if (!id) {
      await insertAccount(executor, key);
      id = await findAccountId(executor, key);
    }
    // an account created inside a caller's transaction may still roll back: remember only committed ones
    if (executor === db) accountIds.set(cacheKey, id!);
    return id!;
  };

  /**
   * Posts on its own, or inside the caller's open transaction (`executor`) when the posting must
   * commit or roll back together with the caller's rows (a withdrawal and its freeze).
   */
  const post = async (posting: Posting, executor: Executor = db): Promise<PostingResult> => {
    if (posting.legs.length === 0)
      throw new AppError('VALIDATION_FAILED', 'A posting needs at least one leg');
    for (const leg of posting.legs) {
      if (leg.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'amount: must be greater than 0');
    }
    const hash = requestHash(posting);
    const memberSeed = posting.legs
      .flatMap((leg) => [leg.from.memberId, leg.to.memberId])
      .find((id) => id !== undefined);
    const seed = memberSeed ?? Number.parseInt(hash.slice(0, 8), 16);
    // account rows are created outside the posting transaction: creating one is idempotent and never rolls back money
    const resolved = await Promise.all(
      posting.legs.map(async (leg) => ({
        leg,
        debit: await accountId(executor, keyOf(posting, leg.from, seed)),
        credit: await accountId(executor, keyOf(posting, leg.to, seed)),
      })),
    );

    const deltas = new Map<number, bigint>();
    for (const { leg, debit, credit } of resolved) {
      if (debit === credit)
        throw new AppError('VALIDATION_FAILED', 'A leg cannot move money to the same account');
      deltas.set(debit, (deltas.get(debit) ?? 0n) - leg.amount);
      deltas.set(credit, (deltas.get(credit) ?? 0n) + leg.amount);
    }
    let applied: Awaited<ReturnType<typeof applyPosting>>;
    try {
      applied = await applyPosting(
        executor,
        { ...posting, requestHash: hash },
        deltas,
        resolved.map(({ leg, debit, credit }) => ({
          debit,
          credit,
          amount: leg.amount,
          kind: leg.kind,
          reference: leg.reference ?? null,
        })),
      );
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');
      throw error;
    }
    if (applied.batchId !== null) {
      return {
        batchId: applied.batchId,
        replayed: false,
        transfers: applied.transfers.map((row) => ({
          id: Number(row.id),
          debitAccountId: Number(row.debit_account_id),
          creditAccountId: Number(row.credit_account_id),
          amount: BigInt(row.amount),
          kind: row.kind,
        })),
        balances: new Map(applied.balances.map((row) => [Number(row.id), BigInt(row.balance)])),
      };
    }
    return replay(posting, hash, executor);
  };

  const replay = async (posting: Posting, hash: string, executor: Executor): Promise<PostingResult> => {
    const existing = await findBatch(executor, posting.merchantId, posting.idempotencyKey);
    if (!existing || existing.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different request',
      );
    }
    const transfers = await batchTransfers(executor, existing.id);
    const ids = [...new Set(transfers.flatMap((row) => [row.debitAccountId, row.creditAccountId]))];
    const balances = new Map((await accountBalances(executor, ids)).map((row) => [row.id, row.balance]));
    return { batchId: existing.id, replayed: true, transfers, balances };
  };

  /** Balance of one account; 0 for an account never used. */
  const balanceOf = async (merchantId: number, currency: string, ref: AccountRef) => {
    const id = await findAccountId(db, {
      ...keyOf({ merchantId, currency, idempotencyKey: '', legs: [] }, ref, 0),
    });
    if (!id) return 0n;
    return (await accountBalances(db, [id]))[0]?.balance ?? 0n;
  };

  return { post, balanceOf };
};

export type Ledger = ReturnType<typeof createLedger>;

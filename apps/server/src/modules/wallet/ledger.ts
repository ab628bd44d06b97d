import { createHash, randomInt } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { balanceCacheOf } from './balance-cache.ts';
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
  mainBalances,
  memberWalletRows,
  postingArguments,
  systemAccountBalance,
} from './ledger-store.ts';

/**
 * Hot system accounts (house, vendor, promotions, channel) are split this many ways. The ledger
 * picks the shard of each posting itself, in turn, so postings running at the same time touch
 * different rows even when they all name the same account (or the same member); a caller cannot
 * pin one. An account's balance is the sum of its shards.
 */
export const systemShards = 16;
const shardedKinds: readonly AccountKind[] = ['house', 'vendor', 'promotions', 'channel'];
const isSharded = (kind: AccountKind) => shardedKinds.includes(kind);

export interface AccountRef {
  kind: AccountKind;
  memberId?: number;
  code?: string;
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

/** What `ledger_post` is called with: the posting's key and hash, its deltas and legs as JSON. */
export interface LedgerPostArguments {
  merchantId: number;
  currency: string;
  idempotencyKey: string;
  requestHash: string;
  deltas: string;
  legs: string;
}

/** A posting the database refused for a member balance below zero (its CHECK) is the caller's short balance. */
const balanceRefusalOr = (error: unknown) =>
  isCheckViolation(error) ? new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance') : error;

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
  /** members' wallet rows kept a moment; every posting drops its members' (balance-cache.ts) */
  const balanceCache = balanceCacheOf(db);
  // each instance starts its turn somewhere else, so two instances do not move in step
  let nextShard = randomInt(systemShards);
  const takeShard = () => {
    const shard = nextShard;
    nextShard = (nextShard + 1) % systemShards;
    return shard;
  };

  /** the account row a reference posts to; `shard` is this posting's turn (whatever a caller put in the ref) */
  const keyOf = (
    posting: Pick<Posting, 'merchantId' | 'currency'>,
    ref: AccountRef,
    shard: number,
  ): AccountKey => ({
    merchantId: posting.merchantId,
    currency: posting.currency,
    kind: ref.kind,
    memberId: ref.memberId ?? null,
    code: ref.code ?? '',
    shard: isSharded(ref.kind) ? shard : 0,
  });

  /** accounts this ledger created inside a caller's transaction that has not ended yet */
  const createdInTransaction = new WeakMap<Executor, Set<string>>();

  const accountId = async (executor: Executor, key: AccountKey) => {
    const cacheKey = JSON.stringify(key);
    const cached = accountIds.get(cacheKey);
    if (cached) return cached;
    let id = await findAccountId(executor, key);
    if (!id) {
      await insertAccount(executor, key);
      id = await findAccountId(executor, key);
      if (executor !== db) {
        const created = createdInTransaction.get(executor) ?? new Set<string>();
        created.add(cacheKey);
        createdInTransaction.set(executor, created);
      }
    }
    // an account created inside a caller's transaction may still roll back: remember only ones that
    // existed before it (found, not created by this transaction), which no rollback can take away
    if (executor === db || !createdInTransaction.get(executor)?.has(cacheKey)) accountIds.set(cacheKey, id!);
    return id!;
  };

  const check = (posting: Posting) => {
    if (posting.legs.length === 0)
      throw new AppError('VALIDATION_FAILED', 'A posting needs at least one leg');
    for (const leg of posting.legs) {
      if (leg.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'amount: must be greater than 0');
    }
  };
  const membersOf = (posting: Posting) =>
    [...new Set(posting.legs.flatMap((leg) => [leg.from.memberId, leg.to.memberId]))].filter(
      (id): id is number => id !== undefined,
    );

  /**
   * Posts on its own, or inside the caller's open transaction (`executor`) when the posting must
   * commit or roll back together with the caller's rows (a withdrawal and its freeze).
   */
  const post = async (posting: Posting, executor: Executor = db): Promise<PostingResult> => {
    check(posting);
    const hash = requestHash(posting);
    const memberIds = membersOf(posting);
    // a posting inside a caller's transaction commits later: its members are fenced until then
    balanceCache.postingStarts(memberIds, executor !== db);
    try {
      return await apply(posting, executor, hash);
    } finally {
      if (executor === db) balanceCache.postingEnded(memberIds);
    }
  };

  /** The posting's account rows and what each one moves by. */
  const resolve = async (posting: Posting, executor: Executor) => {
    // one shard for every system account of this posting (a leg from an account to itself stays refused)
    const shard = takeShard();
    // account rows are created outside the posting transaction: creating one is idempotent and never rolls back money
    const resolved = await Promise.all(
      posting.legs.map(async (leg) => ({
        leg,
        debit: await accountId(executor, keyOf(posting, leg.from, shard)),
        credit: await accountId(executor, keyOf(posting, leg.to, shard)),
      })),
    );
    const deltas = new Map<number, bigint>();
    for (const { leg, debit, credit } of resolved) {
      if (debit === credit)
        throw new AppError('VALIDATION_FAILED', 'A leg cannot move money to the same account');
      deltas.set(debit, (deltas.get(debit) ?? 0n) - leg.amount);
      deltas.set(credit, (deltas.get(credit) ?? 0n) + leg.amount);
    }
    const legs = resolved.map(({ leg, debit, credit }) => ({
      debit,
      credit,
      amount: leg.amount,
      kind: leg.kind,
      reference: leg.reference ?? null,
    }));
    return { deltas, legs };
  };

  /**
   * A posting made by the caller's own single statement: a server-side function that calls
   * `ledger_post` with these arguments together with its other rows, so the whole money command is
   * one call (the seamless wallet's bets and wins, migration 0020). The accounts are resolved, the
   * members' kept balances dropped and a balance below zero refused as `post` does.
   */
  const postWithin = async <T>(
    posting: Posting,
    statement: (args: LedgerPostArguments) => Promise<T>,
  ): Promise<T> => {
    check(posting);
    const memberIds = membersOf(posting);
    balanceCache.postingStarts(memberIds, false);
    try {
      const { deltas, legs } = await resolve(posting, db);
      return await statement({
        merchantId: posting.merchantId,
        currency: posting.currency,
        idempotencyKey: posting.idempotencyKey,
        requestHash: requestHash(posting),
        ...postingArguments(deltas, legs),
      });
    } catch (error) {
      throw balanceRefusalOr(error);
    } finally {
      balanceCache.postingEnded(memberIds);
    }
  };

  const apply = async (posting: Posting, executor: Executor, hash: string): Promise<PostingResult> => {
    const { deltas, legs } = await resolve(posting, executor);
    let applied: Awaited<ReturnType<typeof applyPosting>>;
    try {
      applied = await applyPosting(executor, { ...posting, requestHash: hash }, deltas, legs);
    } catch (error) {
      throw balanceRefusalOr(error);
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

  /** Balance of one account (a system account's shards summed); 0 for an account never used. */
  const balanceOf = async (merchantId: number, currency: string, ref: AccountRef) => {
    const key = keyOf({ merchantId, currency }, ref, 0);
    if (isSharded(ref.kind)) return systemAccountBalance(db, key);
    const id = await findAccountId(db, key);
    if (!id) return 0n;
    return (await accountBalances(db, [id]))[0]?.balance ?? 0n;
  };

  /**
   * The member's wallet rows (main, bonus, frozen, vendor mirrors) in this currency: kept up to
   * two seconds, dropped by every posting that touches the member, here or (with Redis) on
   * another instance.
   */
  const memberWallets = (memberId: number, currency: string) =>
    balanceCache.read(memberId, currency, () => memberWalletRows(db, memberId, currency));

  /** Main-wallet balances of a page of members (a back-office list): 0 for a member never credited. */
  const mainBalancesOf = async (merchantId: number, currency: string, memberIds: number[]) => {
    const rows = await mainBalances(db, merchantId, currency, memberIds);
    const byMember = new Map(rows.map((row) => [row.memberId!, row.balance]));
    return new Map(memberIds.map((id) => [id, byMember.get(id) ?? 0n]));
  };

  return {
    post,
    postWithin,
    balanceOf,
    mainBalancesOf,
    memberWallets,
    /** the member's kept wallet rows, at once; undefined when none are kept (then `memberWallets`) */
    keptMemberWallets: (memberId: number, currency: string) => balanceCache.peek(memberId, currency),
    /** Wires the kept balances to an app's committed events and, with Redis, to other instances; returns the stop. */
    connectBalanceCache: (deps: Parameters<typeof balanceCache.connect>[0]) => balanceCache.connect(deps),
  };
};

export type Ledger = ReturnType<typeof createLedger>;

import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
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

/** The rows of one account: all its shards, or the one named. */
const accountWhere = (key: Omit<AccountKey, 'shard'> & { shard?: number }) =>
  and(
    eq(ledgerAccounts.merchantId, key.merchantId),
    eq(ledgerAccounts.currency, key.currency),
    eq(ledgerAccounts.kind, key.kind),
    key.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, key.memberId),
    eq(ledgerAccounts.code, key.code),
    key.shard === undefined ? undefined : eq(ledgerAccounts.shard, key.shard),
  );

export const findAccountId = async (db: Executor, key: AccountKey) =>
  (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(accountWhere(key)).limit(1))[0]?.id;

/** A member's wallet accounts in one currency (main, bonus, frozen, vendor mirrors). */
export const memberWalletRows = (db: Executor, memberId: number, currency: string) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.currency, currency),
        like(ledgerAccounts.kind, 'member%'),
      ),
    );

/** The main-wallet balances of several members in one currency (a member with no account yet is left out). */
export const mainBalances = (db: Executor, merchantId: number, currency: string, memberIds: number[]) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerAccounts.kind, 'member_main'),
            inArray(ledgerAccounts.memberId, memberIds),
          ),
        );

/** A system account's balance: the sum of its shards. */
export const systemAccountBalance = async (db: Executor, key: Omit<AccountKey, 'shard'>) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(accountWhere({ ...key, shard: undefined }));
  return BigInt(row?.total ?? '0');
};

export const insertAccount = (db: Executor, key: AccountKey) =>
  db.insert(ledgerAccounts).values(key).onConflictDoNothing();

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
  return {
    unbalancedCurrencies: rowsOf<{ merchant_id: number; currency: string; total: string }>(sums),
    mismatchedAccounts: rowsOf<{ id: number; balance: string; posted: string }>(mismatched),
  };
};

export interface PreparedLeg {
  debit: number;
  credit: number;
  amount: bigint;
  kind: string;
  reference: string | null;
}

export interface AppliedPosting {
  batchId: number | null;
  balances: { id: number; balance: string; kind: string }[];
  transfers: {
    id: number;
    debit_account_id: number;
    credit_account_id: number;
    amount: string;
    kind: string;
  }[];
}

/** bigints travel as JSON strings; the function reads them back as bigint, exactly */
const jsonWithBigints = (value: unknown) =>
  JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));

/** `ledger_post`'s deltas and legs arguments, as the JSON it reads. */
export const postingArguments = (deltas: Map<number, bigint>, legs: PreparedLeg[]) => ({
  deltas: jsonWithBigints([...deltas].map(([id, delta]) => ({ id, delta }))),
  legs: jsonWithBigints(legs.map((leg, n) => ({ n, ...leg }))),
});

/**
 * Applies a posting in ONE call of the `ledger_post` function (migration 0002): claim the
 * idempotency key, lock the accounts in id order, apply the deltas, write the transfers. When the
 * key was already claimed, nothing is locked or written and batchId is null. A member balance that
 * would go below zero fails the whole call on the CHECK constraint (SQLSTATE 23514).
 */
export const applyPosting = async (
  db: Executor,
  posting: { merchantId: number; currency: string; idempotencyKey: string; requestHash: string },
  deltas: Map<number, bigint>,
  legs: PreparedLeg[],
): Promise<AppliedPosting> => {
  const { deltas: deltaRows, legs: legRows } = postingArguments(deltas, legs);
  const result = await db.execute(sql`
    select batch_id, balances, transfers from ledger_post(
      ${posting.merchantId}::integer, ${posting.currency}::text, ${posting.idempotencyKey}::text,
      ${posting.requestHash}::text, ${deltaRows}::jsonb, ${legRows}::jsonb)`);
  const row = rowsOf<Record<string, unknown>>(result)[0]!;
  const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    batchId: row.batch_id === null ? null : Number(row.batch_id),
    balances: parse(row.balances) ?? [],
    transfers: parse(row.transfers) ?? [],
  };
};

export const isCheckViolation = (error: unknown): boolean => {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23514') return true;
  }
  return false;
};

/**
 * A page of account statement: one row per side of a transfer that touches the given accounts
 * (a move between two of them shows both sides), newest first, amounts signed for that side.
 */
export const statementPage = async (
  db: Executor,
  filter: { accountIds: number[]; since: Date; kind?: string; limit: number; offset: number },
) => {
  const ids = sql.join(
    filter.accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kind = filter.kind ? sql`and t.kind = ${filter.kind}` : sql``;
  const sides = sql`
    select t.id, t.kind, -t.amount as amount, t.debit_account_id as account_id, t.reference, t.created_at
    from ledger_transfers t where t.debit_account_id in (${ids}) and t.created_at > ${filter.since} ${kind}
    union all
    select t.id, t.kind, t.amount, t.credit_account_id, t.reference, t.created_at
    from ledger_transfers t where t.credit_account_id in (${ids}) and t.created_at > ${filter.since} ${kind}`;
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select s.id, s.kind, s.amount::text as amount, s.account_id, s.reference, s.created_at from (${sides}) s
      order by s.created_at desc, s.id desc, s.amount asc
      limit ${filter.limit} offset ${filter.offset}`),
    db.execute(sql`select count(*)::int as n from (${sides}) s`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(page);
  const total = rowsOf<{ n: number | string }>(counted)[0]?.n ?? 0;
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      amount: BigInt(String(row.amount)),
      accountId: Number(row.account_id),
      reference: row.reference === null ? null : String(row.reference),
      createdAt: new Date(row.created_at as string),
    })),
    total: Number(total),
  };
};

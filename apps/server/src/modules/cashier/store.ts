import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  admins,
  bankCards,
  cashierSettings,
  depositChannels,
  depositExceptions,
  deposits,
  members,
  merchants,
  withdrawalProofs,
  withdrawals,
} from '../../db/schema.ts';

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositRecord = typeof deposits.$inferSelect;
export type DepositExceptionRecord = typeof depositExceptions.$inferSelect;
export type WithdrawalRecord = typeof withdrawals.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;

export const merchantCurrency = async (db: Executor, merchantId: number) =>
  (
    await db
      .select({ currency: merchants.currency })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1)
  )[0]!.currency;

export const findCashierSettings = async (db: Executor, merchantId: number) =>
  (await db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, merchantId)).limit(1))[0];

// ---- channels and deposits ----

export const listOpenChannels = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));

export const findChannelById = async (db: Executor, id: number) =>
  (await db.select().from(depositChannels).where(eq(depositChannels.id, id)).limit(1))[0];

/** Claims the member's idempotency key; undefined when it was used before. */
export const insertDeposit = async (db: Executor, row: typeof deposits.$inferInsert) =>
  (await db.insert(deposits).values(row).onConflictDoNothing().returning())[0];

export const findDepositByKey = async (db: Executor, memberId: number, idempotencyKey: string) =>
  (
    await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.idempotencyKey, idempotencyKey)))
      .limit(1)
  )[0];

export const findDepositById = async (db: Executor, id: number) =>
  (await db.select().from(deposits).where(eq(deposits.id, id)).limit(1))[0];

export const findDepositByOrderNo = async (db: Executor, orderNo: string) =>
  (await db.select().from(deposits).where(eq(deposits.orderNo, orderNo)).limit(1))[0];

export const setDepositPaymentUrl = (db: Executor, id: number, paymentUrl: string) =>
  db.update(deposits).set({ paymentUrl }).where(eq(deposits.id, id));

/**
 * Moves a pending deposit to its outcome; the row lock of this update is what makes a staff
 * confirmation and a gateway callback arriving together settle the deposit once.
 */
export const settlePendingDeposit = async (
  db: Executor,
  id: number,
  change: Pick<DepositRecord, 'status'> &
    Partial<Pick<DepositRecord, 'note' | 'reviewedBy' | 'gatewayReference'>>,
) =>
  (
    await db
      .update(deposits)
      .set({ ...change, settledAt: new Date() })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
      .returning()
  )[0];

export const memberDepositPage = async (
  db: Executor,
  filter: { memberId: number; since: Date; status?: DepositRecord['status']; limit: number; offset: number },
) => {
  const where = and(
    eq(deposits.memberId, filter.memberId),
    gte(deposits.createdAt, filter.since),
    filter.status ? eq(deposits.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(deposits).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
};

/**
 * Statuses staff still work through: oldest first, as they came in. Every other status is a
 * finished list, newest first, so the latest stay in view however long the list grows.
 */
const workStatuses: readonly string[] = ['pending', 'approved', 'disputed'];
const queueOrder = (status: string, id: AnyColumn) => (workStatuses.includes(status) ? asc(id) : desc(id));

/** One page of a queue: one member's rows with `username`, those following `after` in the list's order. */
export interface QueuePage {
  limit: number;
  username?: string | undefined;
  after?: number | undefined;
}
const pageWhere = (status: string, id: AnyColumn, page: QueuePage) =>
  and(
    page.username ? sql`lower(${members.username}) = lower(${page.username})` : undefined,
    page.after === undefined
      ? undefined
      : workStatuses.includes(status)
        ? gt(id, page.after)
        : lt(id, page.after),
  );

export const depositQueue = (
  db: Executor,
  merchantId: number,
  status: DepositRecord['status'],
  page: QueuePage,
) =>
  db
    .select({ deposit: deposits, username: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.status, status),
        pageWhere(status, deposits.id, page),
      ),
    )
    .orderBy(queueOrder(status, deposits.id))
    .limit(page.limit);

/**
 * Gateway deposits still pending after the grace period (their callback may have been lost) whose
 * next check is due, those never asked first: orders the gateway keeps open wait their turn
 * behind the others instead of filling every run.
 */
export const stalePendingGatewayDeposits = (db: Executor, olderThan: Date, now: Date, limit = 100) =>
  db
    .select({ deposit: deposits })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .where(
      and(
        eq(deposits.status, 'pending'),
        eq(depositChannels.kind, 'gateway'),
        lt(deposits.createdAt, olderThan),
        or(isNull(deposits.gatewayNextCheckAt), lte(deposits.gatewayNextCheckAt, now)),
      ),
    )
    .orderBy(sql`${deposits.gatewayNextCheckAt} asc nulls first`, asc(deposits.id))
    .limit(limit);

/** Counts one more check of a deposit the gateway left open, and sets when the next one is due. */
export const postponeGatewayCheck = (db: Executor, depositId: number, next: Date) =>
  db
    .update(deposits)
    .set({ gatewayChecks: sql`${deposits.gatewayChecks} + 1`, gatewayNextCheckAt: next })
    .where(eq(deposits.id, depositId));

// ---- payments reported for closed deposits ----

/** Files the exception of a deposit; undefined when the deposit already has one (a repeated callback). */
export const insertDepositException = async (db: Executor, row: typeof depositExceptions.$inferInsert) =>
  (await db.insert(depositExceptions).values(row).onConflictDoNothing().returning())[0];

const exceptionColumns = {
  exception: depositExceptions,
  deposit: deposits,
  username: members.username,
  channelCode: depositChannels.code,
  channelName: depositChannels.name,
};

export const depositExceptionQueue = (
  db: Executor,
  merchantId: number,
  status: DepositExceptionRecord['status'],
  limit: number,
) =>
  db
    .select(exceptionColumns)
    .from(depositExceptions)
    .innerJoin(deposits, eq(deposits.id, depositExceptions.depositId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .where(and(eq(depositExceptions.merchantId, merchantId), eq(depositExceptions.status, status)))
    .orderBy(asc(depositExceptions.id))
    .limit(limit);

export const findDepositException = async (db: Executor, id: number) =>
  (
    await db
      .select(exceptionColumns)
      .from(depositExceptions)
      .innerJoin(deposits, eq(deposits.id, depositExceptions.depositId))
      .innerJoin(members, eq(members.id, deposits.memberId))
      .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
      .where(eq(depositExceptions.id, id))
      .limit(1)
  )[0];

/**
 * Closes an open exception; undefined when it is no longer open. The row lock of this update is
 * what makes several staff resolving it at once resolve it once.
 */
export const closeOpenException = async (
  db: Executor,
  id: number,
  change: Pick<DepositExceptionRecord, 'status' | 'note' | 'resolvedBy'>,
) =>
  (
    await db
      .update(depositExceptions)
      .set({ ...change, resolvedAt: new Date() })
      .where(and(eq(depositExceptions.id, id), eq(depositExceptions.status, 'open')))
      .returning()
  )[0];

/** A cancelled or rejected deposit whose late payment staff credited now counts as confirmed. */
export const confirmClosedDeposit = async (
  db: Executor,
  id: number,
  change: Pick<DepositRecord, 'reviewedBy' | 'gatewayReference'>,
) =>
  (
    await db
      .update(deposits)
      .set({ ...change, status: 'confirmed', settledAt: new Date() })
      .where(and(eq(deposits.id, id), inArray(deposits.status, ['cancelled', 'rejected'])))
      .returning()
  )[0];

// ---- bank cards ----

export const listCards = (db: Executor, memberId: number) =>
  db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(asc(bankCards.id));

export const insertCard = async (db: Executor, row: typeof bankCards.$inferInsert) =>
  (await db.insert(bankCards).values(row).onConflictDoNothing().returning())[0];

// ---- withdrawals ----

/** Serialises one member's withdrawal requests: the in-flight and daily counts are read under it. */
export const lockMember = (db: Executor, memberId: number) =>
  db.execute(sql`select id from members where id = ${memberId} for update`);

export const withdrawalCounts = async (db: Executor, memberId: number, dayStart: Date) => {
  const [row] = await db
    .select({
      inFlight: sql<number>`count(*) filter (where ${withdrawals.status} in ('pending', 'approved'))`,
      today: sql<number>`count(*) filter (where ${withdrawals.createdAt} >= ${dayStart.toISOString()} and ${withdrawals.status} <> 'rejected')`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId));
  return { inFlight: Number(row?.inFlight ?? 0), today: Number(row?.today ?? 0) };
};

export const insertWithdrawal = async (db: Executor, row: typeof withdrawals.$inferInsert) =>
  (await db.insert(withdrawals).values(row).returning())[0]!;

export const findWithdrawalByKey = async (db: Executor, memberId: number, idempotencyKey: string) =>
  (
    await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, idempotencyKey)))
      .limit(1)
  )[0];

export const findWithdrawalById = async (db: Executor, id: number) =>
  (await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1))[0];

/** Moves a withdrawal on only from the states given; undefined when it was not in one of them. */
export const advanceWithdrawal = async (
  db: Executor,
  id: number,
  from: WithdrawalRecord['status'][],
  change: Partial<typeof withdrawals.$inferInsert>,
) =>
  (
    await db
      .update(withdrawals)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
      .returning()
  )[0];

export const memberWithdrawalPage = async (
  db: Executor,
  filter: {
    memberId: number;
    since: Date;
    status?: WithdrawalRecord['status'];
    limit: number;
    offset: number;
  },
) => {
  const where = and(
    eq(withdrawals.memberId, filter.memberId),
    gte(withdrawals.createdAt, filter.since),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
};

export const withdrawalQueue = (
  db: Executor,
  merchantId: number,
  status: WithdrawalRecord['status'],
  page: QueuePage,
) =>
  db
    .select({ withdrawal: withdrawals, username: members.username })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.status, status),
        pageWhere(status, withdrawals.id, page),
      ),
    )
    .orderBy(queueOrder(status, withdrawals.id))
    .limit(page.limit);

/**
 * Paid withdrawals whose merchant's confirmation window has passed by `now`, across merchants
 * (each row carries its merchant), oldest first. The window is applied here, not after the read:
 * a merchant with a week's window and hundreds of payouts waiting would otherwise fill every read
 * and keep another merchant's five-minute payouts from ever being counted as received.
 */
export const unconfirmedPaidWithdrawals = (db: Executor, now: Date, fallbackMinutes: number, limit = 200) =>
  db
    .select({ id: withdrawals.id, merchantId: withdrawals.merchantId, paidAt: withdrawals.paidAt })
    .from(withdrawals)
    .leftJoin(cashierSettings, eq(cashierSettings.merchantId, withdrawals.merchantId))
    .where(
      and(
        eq(withdrawals.status, 'paid'),
        sql`${withdrawals.paidAt} + make_interval(mins => coalesce(${cashierSettings.autoReceiptMinutes}, ${fallbackMinutes})) <= ${now}`,
      ),
    )
    .orderBy(asc(withdrawals.paidAt))
    .limit(limit);

export const insertProofs = (db: Executor, rows: (typeof withdrawalProofs.$inferInsert)[]) =>
  rows.length === 0 ? Promise.resolve() : db.insert(withdrawalProofs).values(rows);

export const proofIdsOf = async (db: Executor, withdrawalIds: number[]) => {
  if (withdrawalIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ id: withdrawalProofs.id, withdrawalId: withdrawalProofs.withdrawalId })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalProofs.id));
  const byWithdrawal = new Map<number, number[]>();
  for (const row of rows)
    byWithdrawal.set(row.withdrawalId, [...(byWithdrawal.get(row.withdrawalId) ?? []), row.id]);
  return byWithdrawal;
};

export const findProof = async (db: Executor, id: number) =>
  (
    await db
      .select({ proof: withdrawalProofs, merchantId: withdrawals.merchantId })
      .from(withdrawalProofs)
      .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
      .where(eq(withdrawalProofs.id, id))
      .limit(1)
  )[0];

/** How many of a member's deposits and withdrawals are still under way. */
export const openCashierCounts = async (db: Executor, memberId: number) => {
  const [depositRow] = await db
    .select({ pending: sql<number>`count(*) filter (where ${deposits.status} = 'pending')` })
    .from(deposits)
    .where(eq(deposits.memberId, memberId));
  const [withdrawalRow] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${withdrawals.status} in ('pending', 'approved'))`,
      paid: sql<number>`count(*) filter (where ${withdrawals.status} = 'paid')`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId));
  return {
    pendingDeposits: Number(depositRow?.pending ?? 0),
    pendingWithdrawals: Number(withdrawalRow?.pending ?? 0),
    awaitingReceipt: Number(withdrawalRow?.paid ?? 0),
  };
};

// ---- settings (back office) ----

export const listAllChannels = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));

/** Inserts a channel; undefined when the merchant already has one with that code. */
export const insertChannel = async (db: Executor, row: typeof depositChannels.$inferInsert) =>
  (await db.insert(depositChannels).values(row).onConflictDoNothing().returning())[0];

export const updateChannel = async (
  db: Executor,
  merchantId: number,
  id: number,
  change: Partial<typeof depositChannels.$inferInsert>,
) =>
  (
    await db
      .update(depositChannels)
      .set(change)
      .where(and(eq(depositChannels.id, id), eq(depositChannels.merchantId, merchantId)))
      .returning()
  )[0];

export const upsertCashierSettings = async (db: Executor, row: typeof cashierSettings.$inferInsert) =>
  (
    await db
      .insert(cashierSettings)
      .values(row)
      .onConflictDoUpdate({ target: cashierSettings.merchantId, set: { ...row } })
      .returning()
  )[0]!;

/**
 * The operators who handled orders (their `reviewed_by` / `handled_by`), read in one query: a
 * lookup from an order's operator id to the operator's username (null: no operator, or none left).
 */
export const operatorNames = async (db: Executor, ids: readonly (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: admins.id, username: admins.username })
          .from(admins)
          .where(inArray(admins.id, wanted));
  const names = new Map(rows.map((row) => [row.id, row.username]));
  return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
};

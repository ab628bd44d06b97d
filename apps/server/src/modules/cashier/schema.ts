import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../members/schema.ts';
import { merchants } from '../system/schema.ts';

/** Raw bytes (proof images); PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Cashier limits of a merchant; a merchant without a row uses the defaults of cashier/settings.ts. */
export const cashierSettings = pgTable('cashier_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull(),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull(),
  withdrawDailyCount: smallint('withdraw_daily_count').notNull(),
  /** a paid withdrawal the player has not confirmed after this long counts as received (forced receipt) */
  autoReceiptMinutes: integer('auto_receipt_minutes').notNull(),
  /** false: one withdrawal in flight (pending or approved) per player */
  multipleWithdrawals: boolean('multiple_withdrawals').notNull().default(false),
  maxBankCards: smallint('max_bank_cards').notNull().default(3),
  /** hours withdrawals wait after a password reset, a payment-password change or another bank card (0: none) */
  withdrawCoolingOffHours: smallint('withdraw_cooling_off_hours').notNull().default(24),
  /** the valid bet owed before a withdrawal, in percent of the deposits since the last one (0: none) */
  withdrawTurnoverPercent: smallint('withdraw_turnover_percent').notNull().default(0),
  /** a bank account is bound only in the player's recorded real name */
  cardsInRealName: boolean('cards_in_real_name').notNull().default(false),
});

export interface DepositChannelDetails {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  network?: string;
  address?: string;
}

/**
 * A way for money to come in: a bank transfer or a crypto address (staff confirm the money
 * arrived), or an online gateway (the gateway's signed callback confirms it).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['bank', 'gateway', 'crypto'] }).notNull(),
    /** the English name, shown in a language without its own */
    name: text('name').notNull(),
    /** the name in other languages, by language code */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    details: jsonb('details').$type<DepositChannelDetails>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('deposit_channels_code').on(t.merchantId, t.code),
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    /** the public order number, also the gateway's order id */
    orderNo: text('order_no').notNull().unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** bank: the name on the paying account; crypto: the transaction hash */
    payerReference: text('payer_reference'),
    gatewayReference: text('gateway_reference'),
    paymentUrl: text('payment_url'),
    note: text('note'),
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** a gateway deposit still open: how often the reconciliation asked the gateway, and when it asks next */
    gatewayChecks: integer('gateway_checks').notNull().default(0),
    gatewayNextCheckAt: timestamp('gateway_next_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_key').on(t.memberId, t.idempotencyKey),
    index('deposits_member').on(t.memberId, t.createdAt),
    index('deposits_queue').on(t.merchantId, t.status, t.createdAt),
    // the daily summary counts deposits by the day they were credited
    index('deposits_confirmed').on(t.merchantId, t.settledAt).where(sql`${t.status} = 'confirmed'`),
    check('deposits_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The gateway reported a deposit paid after it was cancelled or rejected: money the player sent
 * that nobody has credited. Staff credit it (through the ledger, once) or mark it refunded outside
 * the platform. One row per deposit however often the gateway repeats its callback.
 */
export const depositExceptions = pgTable(
  'deposit_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => deposits.id),
    kind: text('kind', { enum: ['paid_after_cancel'] })
      .notNull()
      .default('paid_after_cancel'),
    /** the deposit's status when the payment was reported */
    depositStatus: text('deposit_status', { enum: ['cancelled', 'rejected'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    gatewayReference: text('gateway_reference'),
    status: text('status', { enum: ['open', 'credited', 'refunded'] })
      .notNull()
      .default('open'),
    note: text('note'),
    resolvedBy: integer('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_exceptions_deposit').on(t.depositId),
    index('deposit_exceptions_queue').on(t.merchantId, t.status, t.createdAt),
    check('deposit_exceptions_positive', sql`${t.amount} > 0`),
  ],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_cards_number').on(t.memberId, t.accountNumber)],
);

/**
 * pending (funds frozen) -> approved -> paid -> received | disputed -> resolved;
 * pending or approved -> rejected (funds back to main).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull().unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', {
      enum: ['pending', 'approved', 'rejected', 'paid', 'received', 'disputed', 'resolved'],
    })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** the card as it was at request time, so records survive a card change */
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    receipt: text('receipt', { enum: ['received', 'partly', 'not_received'] }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    /** no answer within the auto-receipt minutes: counted as received, no refund later */
    forcedReceipt: boolean('forced_receipt').notNull().default(false),
    refundedAmount: bigint('refunded_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    note: text('note'),
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_key').on(t.memberId, t.idempotencyKey),
    index('withdrawals_member').on(t.memberId, t.createdAt),
    index('withdrawals_queue').on(t.merchantId, t.status, t.createdAt),
    index('withdrawals_awaiting_receipt').on(t.status, t.paidAt),
    // the daily summary counts withdrawals by the day they were paid
    index('withdrawals_paid').on(t.merchantId, t.paidAt).where(sql`${t.paidAt} is not null`),
    check('withdrawals_positive', sql`${t.amount} > 0`),
  ],
);

export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal').on(t.withdrawalId)],
);

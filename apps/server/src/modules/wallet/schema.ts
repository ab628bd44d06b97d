import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from '../admin/schema.ts';
import { members } from '../members/schema.ts';
import { merchants } from '../system/schema.ts';

/** Balance adjustments above the approval threshold: requested by one operator, decided by another. */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['awaiting_approval', 'posted', 'rejected'] })
      .notNull()
      .default('awaiting_approval'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => admins.id),
    decidedBy: integer('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_key').on(t.merchantId, t.idempotencyKey),
    index('balance_adjustments_queue').on(t.merchantId, t.status, t.createdAt),
    check('balance_adjustments_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Double-entry ledger (ARCHITECTURE §5). Every account of a currency sums to zero; member
 * accounts can never go below zero. Hot system accounts (house, vendor) are split into shards
 * so concurrent postings do not queue on one row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    kind: text('kind', {
      enum: [
        'member_main',
        'member_vendor',
        'member_bonus',
        'member_frozen',
        'house',
        'channel',
        'vendor',
        'promotions',
      ],
    }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** the vendor or payment channel an account belongs to */
    code: text('code').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_key')
      .on(t.merchantId, t.currency, t.kind, t.memberId, t.code, t.shard)
      .nullsNotDistinct(),
    index('ledger_accounts_member').on(t.memberId),
    check('ledger_member_not_negative', sql`${t.kind} not like 'member%' or ${t.balance} >= 0`),
  ],
);

/** One posting request; its idempotency key makes a retried request return the first result. */
export const ledgerBatches = pgTable(
  'ledger_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_batches_key').on(t.merchantId, t.idempotencyKey)],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerBatches.id),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_debit').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit').on(t.creditAccountId, t.id),
    index('ledger_transfers_batch').on(t.batchId),
    // the daily summary's adjustments (reports): a partial index, so other postings pay nothing for it
    index('ledger_transfers_adjustments').on(t.merchantId, t.createdAt).where(sql`${t.kind} = 'adjustment'`),
    check('ledger_transfer_positive', sql`${t.amount} > 0`),
    check('ledger_transfer_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * A move between a member's main wallet and a transfer-mode vendor wallet. The vendor confirms
 * by transfer id; an unanswered call stays `unknown` until the reconcile job asks the vendor.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * pending/unknown: the vendor's side is not known yet; confirmed: the vendor moved the money
     * out but the ledger settle has not posted (the reason says why); done and failed are final
     */
    status: text('status', { enum: ['pending', 'done', 'failed', 'unknown', 'confirmed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** reconciliation attempts that left the transfer open: staff look at the high ones first */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transfers_key').on(t.memberId, t.idempotencyKey),
    index('vendor_transfers_member').on(t.memberId, t.vendorCode, t.id),
    index('vendor_transfers_open').on(t.status, t.updatedAt),
    check('vendor_transfers_positive', sql`${t.amount} > 0`),
  ],
);

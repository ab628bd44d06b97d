import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every call of the seamless vendor API by the vendor's transaction id: a replay with the same
 * request answers the stored answer, the same id with another request is refused. A rollback of
 * a bet never seen is stored too, so that bet arriving late is refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    action: text('action', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    requestHash: text('request_hash').notNull(),
    betId: bigint('bet_id', { mode: 'number' }),
    /** the answer's value as first sent */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.transactionId] })],
);

/** How far the platform has read each transfer-mode vendor's bet feed. */
export const vendorFeedCursors = pgTable('vendor_feed_cursors', {
  vendorCode: text('vendor_code').primaryKey(),
  cursor: text('cursor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

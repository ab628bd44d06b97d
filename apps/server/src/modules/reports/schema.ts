import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

/**
 * A closed day of a merchant's calendar, counted once by the daily-summary job after the day
 * ended and kept: the figures an operator's accounts close on. Counts are numbers, amounts minor
 * units as strings (jsonb has no bigint), so a figure added later is simply absent from older days.
 */
export const dailySummaries = pgTable(
  'daily_summaries',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** the day's key, YYYY-MM-DD, in the merchant's time zone when it was counted */
    day: text('day').notNull(),
    figures: jsonb('figures').$type<Record<string, number | string>>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

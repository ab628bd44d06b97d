import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The RSA key pair of encrypted calls, shared by every instance. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per (job, scope, period): a run of a scheduled job. `running` rows hold a lease; a run
 * that failed, or whose instance died (lease expired), is taken up again by the next tick.
 * `scope` is '' for platform-wide jobs or `merchant:<id>` for jobs run in a merchant's calendar.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    scope: text('scope').notNull().default(''),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    // rows from before runs had states were finished claims
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('done'),
    attempts: integer('attempts').notNull().default(1),
    /** the instance holding (or that last held) the run */
    instance: text('instance').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.scope, t.period] }),
    index('job_runs_unfinished').on(t.job, t.scope).where(sql`${t.status} <> 'done'`),
  ],
);

/**
 * One row per item a job run has applied, inserted in the same transaction as the item's postings:
 * the key makes a resumed or concurrent run skip what is already done, so each item takes effect once.
 */
export const jobSettlements = pgTable(
  'job_settlements',
  {
    job: text('job').notNull(),
    scope: text('scope').notNull(),
    period: text('period').notNull(),
    item: text('item').notNull(),
    instance: text('instance').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.scope, t.period, t.item] })],
);

// every area keeps its tables beside its code (modules/<area>/schema.ts); they are gathered here
// for drizzle-kit and for code that reads across areas
export * from '../modules/admin/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/cashier/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/events/schema.ts';
export * from '../modules/games/schema.ts';
export * from '../modules/members/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/system/schema.ts';
export * from '../modules/vendors/schema.ts';
export * from '../modules/wallet/schema.ts';

import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Security-relevant events: every login attempt, password change, code sent. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** the operator who acted, or whose sign-in it was: `detail.adminId`, kept where an index can find it */
    adminId: integer('admin_id'),
    action: text('action').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_member').on(t.memberId, t.createdAt),
    // the back office's action filter, newest first, without reading a merchant's every sign-in
    index('audit_log_action').on(t.merchantId, t.action, t.id),
    // the operator filter, newest first
    index('audit_log_admin').on(t.merchantId, t.adminId, t.id),
  ],
);

/**
 * A try at an account's secret while it is being checked: lock-outs count these beside the failures
 * already audited, so a burst of simultaneous tries cannot all be checked before the first failure
 * is written (docs/login-lockout.md). A row lives for one check; a row left by a crashed process
 * stops counting after a minute.
 */
export const secretTries = pgTable(
  'secret_tries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('secret_tries_subject').on(t.subject, t.startedAt)],
);

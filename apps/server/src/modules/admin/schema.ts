import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

/** Back-office operators: separate from player accounts, with their own sessions. */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    /** null: a platform operator who may act for every merchant */
    merchantId: integer('merchant_id').references(() => merchants.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'cashier', 'support'] }).notNull(),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    /** AES-GCM sealed (lib/secret-box.ts); pending until totpEnabledAt is set */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the last 30-second step a code was accepted for: a code answers once */
    totpLastStep: integer('totp_last_step'),
    /** wrong passwords or codes since failuresSince; at 5 within 15 minutes the account locks */
    failedLogins: smallint('failed_logins').notNull().default(0),
    failuresSince: timestamp('failures_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** the password was given by an owner (a new account, a reset): until the operator picks their own, only My account opens */
    passwordChangeDue: boolean('password_change_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_username_key').on(sql`lower(${t.username})`)],
);

/** A sign-in whose password was right, waiting for its authenticator code or enrolment. */
export const adminLoginChallenges = pgTable('admin_login_challenges', {
  /** SHA-256 of the challenge token the operator holds */
  id: text('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id),
  merchantId: integer('merchant_id').notNull(),
  step: text('step', { enum: ['totp', 'enrol'] }).notNull(),
  ip: text('ip').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Single-use recovery codes of an operator's authenticator, kept as SHA-256. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_key').on(t.adminId, t.codeHash)],
);

/** Operator security of a merchant; a merchant without a row uses the defaults of admin/operator-settings.ts. */
export const operatorSettings = pgTable('operator_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** owners and cashiers must sign in with an authenticator code */
  totpRequired: boolean('totp_required').notNull().default(true),
  /** no single balance adjustment above this (minor units) */
  adjustMax: bigint('adjust_max', { mode: 'bigint' }).notNull(),
  /** adjustments above this wait for a second operator's approval (minor units) */
  adjustApprovalAbove: bigint('adjust_approval_above', { mode: 'bigint' }).notNull(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    tokenHash: text('token_hash').notNull(),
    /**
     * The merchant it was opened on, whose sign-in rules (its authenticator policy) it met: it acts
     * for that merchant only, whichever merchants its operator may serve. Null: before this column.
     */
    merchantId: integer('merchant_id'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_key').on(t.tokenHash),
    // an operator's sessions: the last sign-in the Operators tab shows, and ending them all
    index('admin_sessions_admin').on(t.adminId, t.createdAt),
  ],
);

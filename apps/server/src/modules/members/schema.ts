import { withdrawalHoldReasons } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

/**
 * Player and agent accounts. type: 0 member, 1/2/41/42 agents, 4 trial (free play).
 * Passwords and payment passwords are scrypt hashes (lib/password.ts).
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull().default(0),
    nickname: text('nickname'),
    /** the upline agent; null for top-level accounts */
    parentId: bigint('parent_id', { mode: 'number' }),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    realName: text('real_name'),
    paymentPasswordHash: text('payment_password_hash'),
    /** the authenticator's secret, AES-GCM sealed (lib/secret-box.ts); set once its first code confirmed it */
    totpSecret: text('totp_secret'),
    /** a secret being set up (sealed), shown to the player once, until its first code confirms it */
    totpPendingSecret: text('totp_pending_secret'),
    /** the 30-second step of the last authenticator code used: a code works once */
    totpLastStep: integer('totp_last_step'),
    /** the code that links new registrations under this agent */
    affiliateCode: text('affiliate_code'),
    toUpline: text('to_upline', { enum: ['0', '1'] })
      .notNull()
      .default('0'),
    clubLabel: text('club_label').notNull().default('VIP0'),
    rankLevel: smallint('rank_level').notNull().default(0),
    /** the remaining registration fields (qq, line, whatsapp, birthday, ...) */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    firstLogin: boolean('first_login').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    registerIp: text('register_ip'),
    /** the client's own device id at registration (free-play accounts are capped per device) */
    registerDevice: text('register_device'),
    /** after a security change (password reset, new payment password, another card) withdrawals wait until then */
    withdrawalHoldUntil: timestamp('withdrawal_hold_until', { withTimezone: true }),
    withdrawalHoldReason: text('withdrawal_hold_reason', {
      enum: withdrawalHoldReasons,
    }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** wrong passwords and codes before this moment no longer count towards the sign-in lock-out: an operator cleared them */
    loginFailuresClearedAt: timestamp('login_failures_cleared_at', { withTimezone: true }),
    /** the interface language the player last chose while logged in (spec §7 language update) */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.merchantId, sql`lower(${t.username})`),
    index('members_trial_by_ip').on(t.merchantId, t.registerIp, t.createdAt).where(sql`${t.type} = 4`),
    uniqueIndex('members_mobile_key').on(t.merchantId, t.mobileNum).where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_affiliate_key')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_parent').on(t.parentId),
    // the back office's member search: newest first, and by the start of a username
    index('members_newest').on(t.merchantId, t.id),
    index('members_username_prefix').on(t.merchantId, sql`lower(${t.username}) text_pattern_ops`),
    // the daily summary counts accounts opened per day
    index('members_opened').on(t.merchantId, t.createdAt),
    check('members_type_check', sql`${t.type} in (0, 1, 2, 4, 41, 42)`),
  ],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An identity at a social-login provider linked to an account. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('member_identities_member').on(t.memberId)],
);

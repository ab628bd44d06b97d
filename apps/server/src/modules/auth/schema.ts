import {
  bigint,
  bigserial,
  boolean,
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
import { members } from '../members/schema.ts';
import { merchants } from '../system/schema.ts';

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    side: text('side', { enum: ['member', 'agent'] }).notNull(),
    /** set while the account must change its password before anything else */
    forcedChange: boolean('forced_change').notNull().default(false),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_member').on(t.memberId),
    // the daily summary counts who signed in each day
    index('sessions_opened').on(t.createdAt),
  ],
);

/** IPs an account has completed a login from; a login from any other IP needs a second factor. */
export const knownIps = pgTable(
  'known_ips',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** A login waiting for its second factor. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  side: text('side', { enum: ['member', 'agent'] }).notNull(),
  /** how the login that opened it began: a forced password change follows a password login only */
  loginMethod: text('login_method', { enum: ['password', 'sms'] })
    .notNull()
    .default('password'),
  ip: text('ip').notNull(),
  methods: jsonb('methods').$type<string[]>().notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One-time codes sent by SMS or email; only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'reset', 'second_factor', 'payment_password', 'contact', 'factor_change'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    requestIp: text('request_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup').on(t.merchantId, t.channel, t.destination, t.purpose)],
);

/** Every SMS and email the platform sends; the default provider only writes here. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_destination').on(t.destination)],
);

/** Operators' notes on a member's account: written once, never changed (the audit log keeps who and when too). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    adminId: integer('admin_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member').on(t.memberId, t.id)],
);

import type { Brand } from '@croupier/contract';
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
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A white-label operator. Everything a player sees is scoped to one merchant. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('CNY'),
  defaultLanguage: text('default_language').notNull().default('CN'),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceMessage: text('maintenance_message'),
  /** theme, logo, CDNs and the other white-label settings of the brand */
  whitelabel: jsonb('whitelabel').$type<MerchantWhitelabel>().notNull(),
  /** IANA zone (checked with Intl) whose calendar makes the merchant's days, weeks and months */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface MerchantWhitelabel {
  logoUrl: string;
  currencySymbol: string;
  theme: Brand['theme'];
  imageCDNs: string[];
  launchGameCDNs: string[];
  serviceEmail: string;
}

/** Hosts a merchant answers on; `kind` 'route' rows are the alternative domains players may switch to. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    host: text('host').notNull(),
    kind: text('kind', { enum: ['site', 'route'] })
      .notNull()
      .default('site'),
    url: text('url'),
    speedMs: integer('speed_ms'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
  },
  // a host serves one merchant; the same host may also be listed as another's alternative route
  (t) => [uniqueIndex('merchant_domains_site_host_key').on(t.host).where(sql`${t.kind} = 'site'`)],
);

export const merchantFlags = pgTable(
  'merchant_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: text('key').notNull(),
    enabled: text('enabled', { enum: ['0', '1'] })
      .notNull()
      .default('0'),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

export const merchantLanguages = pgTable(
  'merchant_languages',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
);

/** Access rules: a country code (ISO alpha-2) or an IP/CIDR that the merchant refuses. */
export const merchantBlocks = pgTable(
  'merchant_blocks',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind', { enum: ['country', 'ip'] }).notNull(),
    value: text('value').notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('merchant_blocks_key').on(t.merchantId, t.kind, t.value)],
);

export const registerFields = pgTable(
  'register_fields',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    field: text('field').notNull(),
    shown: boolean('shown').notNull().default(false),
    required: boolean('required').notNull().default(false),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    minLength: smallint('min_length').notNull().default(0),
    maxLength: smallint('max_length').notNull().default(64),
    patternId: text('pattern_id').notNull().default('LENGTH'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    language: text('language').notNull(),
    device: text('device').notNull().default('WEB'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** sanitized on write and again on read */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_articles_lookup').on(t.merchantId, t.language, t.device)],
);

export const appResources = pgTable('app_resources', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  resourceType: text('resource_type', { enum: ['IOS', 'ANDROID', 'H5', 'DESKTOP'] }).notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

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
    totpSecret: text('totp_secret'),
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
      enum: ['password_reset', 'payment_password_changed', 'bank_card_added'],
    }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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
    check('members_type_check', sql`${t.type} in (0, 1, 2, 4, 41, 42)`),
  ],
);

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
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_member').on(t.memberId)],
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
      enum: ['login', 'register', 'reset', 'second_factor', 'payment_password'],
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

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Security-relevant events: every login attempt, password change, code sent. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    action: text('action').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_member').on(t.memberId, t.createdAt)],
);

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
    /** AES-GCM sealed (admin/secret-box.ts); pending until totpEnabledAt is set */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the last 30-second step a code was accepted for: a code answers once */
    totpLastStep: integer('totp_last_step'),
    /** wrong passwords or codes since failuresSince; at 5 within 15 minutes the account locks */
    failedLogins: smallint('failed_logins').notNull().default(0),
    failuresSince: timestamp('failures_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
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

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_token_key').on(t.tokenHash)],
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
    check('ledger_transfer_positive', sql`${t.amount} > 0`),
    check('ledger_transfer_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

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
    name: text('name').notNull(),
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
  },
  (t) => [
    uniqueIndex('deposits_key').on(t.memberId, t.idempotencyKey),
    index('deposits_member').on(t.memberId, t.createdAt),
    index('deposits_queue').on(t.merchantId, t.status, t.createdAt),
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

// areas that keep their tables beside their code (modules/<area>/schema.ts), gathered here for
// drizzle-kit and for the code that reads across areas
export * from '../modules/events/schema.ts';

import type { Brand } from '@croupier/contract';
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
  serial,
  smallint,
  text,
  timestamp,
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
 * Sign-in, sessions and the rest of the account lifecycle arrive with the accounts module.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.merchantId, sql`lower(${t.username})`),
    check('members_type_check', sql`${t.type} in (0, 1, 2, 4, 41, 42)`),
  ],
);

/** One row per (job, period): the claim that makes a scheduled run happen once across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

import type { Brand } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
    /** the operator who added it in the back office; null for the site's first (seeded) blocks */
    addedByAdminId: integer('added_by_admin_id'),
    addedAt: timestamp('added_at', { withTimezone: true }),
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

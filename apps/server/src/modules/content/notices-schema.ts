import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

type Texts = Record<string, string>;

/**
 * Notices of the content module (issue #12, docs/content-notices.md): one row per notice of a
 * merchant, its title and sanitized HTML per language, shown to players while published and in
 * its window.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** B bulletin, PL after login, PU pop-up on arrival, PR promotion news, H help centre */
    type: text('type').notNull().default('B'),
    titles: jsonb('titles').$type<Texts>().notNull(),
    /** sanitized on save (lib/sanitize-html.ts) */
    contents: jsonb('contents').$type<Texts>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    marquee: boolean('marquee').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_merchant_type').on(t.merchantId, t.type, t.startsAt),
    check('notices_type_known', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check('notices_window_order', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

/**
 * Customer-service entries of the content module (issue #12, docs/customer-service.md): spec §3
 * {csPosition, csType, title} per merchant, shown in the side menu and the footer.
 */
export const serviceEntries = pgTable(
  'service_entries',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** 1 side menu, 2 footer, 3 both */
    position: integer('position').notNull(),
    /** 1 e-mail, 2 chat-app link, 3 live chat (the link of getService) */
    type: integer('type').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    /** the e-mail address (1) or https link (2); empty for 3 */
    target: text('target').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_entries_merchant').on(t.merchantId, t.sort),
    check('service_entries_position_known', sql`${t.position} in (1, 2, 3)`),
    check('service_entries_type_known', sql`${t.type} in (1, 2, 3)`),
  ],
);

/** One live-chat link per merchant: what getService hands out, encrypted, as pathList type 3. */
export const serviceLinks = pgTable('service_links', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** an https address or a path of the site (/helpmc) */
  url: text('url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

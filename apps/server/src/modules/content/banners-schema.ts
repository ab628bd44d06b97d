import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../system/schema.ts';

/** What a banner shows in one language: the image address, its alt text, where a click goes. */
export interface BannerSlideValue {
  image: string;
  alt: string;
  link: string | null;
}

/**
 * Home banners of the content module (issue #12): one row per banner of a merchant, an image, alt
 * text and optional link per language, shown on home while published and in its window.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** language code -> slide; addresses checked on save (a site path or an https image CDN) */
    slides: jsonb('slides').$type<Record<string, BannerSlideValue>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_merchant_start').on(t.merchantId, t.startsAt),
    check('banners_window_order', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

type Texts = Record<string, string>;

/**
 * Tables of the content module's messages slice (issue #12): a platform message an operator sent,
 * and one row per member it reached. Member and merchant ids are not foreign keys here: the
 * module rule lets only `schema.ts` files reach another area's tables, and every query scopes by
 * merchant and member anyway.
 */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** the titles by language code (plain text); the merchant's default language always has one */
    titles: jsonb('titles').$type<Texts>().notNull(),
    /** operator HTML by language code, sanitized before it was stored */
    contents: jsonb('contents').$type<Texts>().notNull(),
    /** who it was addressed to, as the operator chose (player, VIP level, agent team, last login) */
    segment: jsonb('segment').$type<Record<string, unknown>>().notNull(),
    senderAdminId: integer('sender_admin_id').notNull(),
    /** the operator's name when it was sent, kept should the operator be renamed or removed */
    senderName: text('sender_name').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_messages_merchant').on(t.merchantId, t.id)],
);

/** A message as one member has it: read when opened, deleted (hidden) when the member deletes it. */
export const platformMessageRecipients = pgTable(
  'platform_message_recipients',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => platformMessages.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    // the member's list, newest first, and the unread count: both skip deleted rows
    index('platform_message_recipients_inbox').on(t.memberId, t.messageId).where(sql`${t.deletedAt} is null`),
    index('platform_message_recipients_unread')
      .on(t.memberId)
      .where(sql`${t.deletedAt} is null and ${t.readAt} is null`),
  ],
);

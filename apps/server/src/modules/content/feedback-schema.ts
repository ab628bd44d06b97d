import { bigint, bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables of the content module's feedback slice (issue #12, docs/content-feedback.md): what a
 * player wrote, the operator's answer, and up to three images kept in the database beside it.
 * Member and merchant ids are not foreign keys here: the module rule lets only `schema.ts` files
 * reach another area's tables, and every query scopes by merchant (and member for players).
 */

/** Raw bytes; PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    /** plain text as typed (trimmed): shown as text, never as markup */
    content: text('content').notNull(),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByAdminId: integer('replied_by_admin_id'),
    /** the operator's name when answering, kept should the operator be renamed or removed */
    repliedByName: text('replied_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member').on(t.memberId, t.id),
    index('feedback_inbox').on(t.merchantId, t.status, t.id),
  ],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('feedback_images_feedback').on(t.feedbackId)],
);

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, feedback, feedbackImages, members } from '../../db/schema.ts';

export type FeedbackRecord = typeof feedback.$inferSelect;
export type NewFeedbackImage = Omit<typeof feedbackImages.$inferInsert, 'feedbackId'>;

/**
 * How many of the member's feedbacks wait for an answer, counted under a lock on the member's
 * sending (held to the end of the transaction), so two sends at once cannot both pass the limit.
 */
export const lockAndCountOpen = async (db: Executor, memberId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('feedback.send'), ${memberId})`);
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), eq(feedback.status, 'open')));
  return row?.n ?? 0;
};

export const insertFeedback = async (
  db: Executor,
  values: typeof feedback.$inferInsert,
  images: NewFeedbackImage[],
) => {
  const [row] = await db.insert(feedback).values(values).returning();
  const inserted =
    images.length === 0
      ? []
      : await db
          .insert(feedbackImages)
          .values(images.map((image) => ({ ...image, feedbackId: row!.id })))
          .returning({ id: feedbackImages.id });
  return { row: row!, imageIds: inserted.map((image) => image.id) };
};

/** feedback id -> its image ids, oldest first (the order they were sent in) */
export const imageIdsOf = async (db: Executor, feedbackIds: number[]) => {
  const byFeedback = new Map<number, number[]>();
  if (feedbackIds.length === 0) return byFeedback;
  const rows = await db
    .select({ id: feedbackImages.id, feedbackId: feedbackImages.feedbackId })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, feedbackIds))
    .orderBy(asc(feedbackImages.id));
  for (const row of rows) byFeedback.set(row.feedbackId, [...(byFeedback.get(row.feedbackId) ?? []), row.id]);
  return byFeedback;
};

/** A member's own feedback, newest first. */
export const listMemberFeedback = async (
  db: Executor,
  merchantId: number,
  memberId: number,
  page: number,
  pageSize: number,
) => {
  const where = and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

const inboxColumns = { feedback, username: members.username };

/** The merchant's inbox, newest first, with each author's username. */
export const listMerchantFeedback = async (
  db: Executor,
  merchantId: number,
  status: 'open' | 'answered' | undefined,
  page: number,
  pageSize: number,
) => {
  const where = and(eq(feedback.merchantId, merchantId), status ? eq(feedback.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(inboxColumns)
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findMerchantFeedback = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select(inboxColumns)
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
  )[0];

export const adminName = async (db: Executor, adminId: number) =>
  (await db.select({ username: admins.username }).from(admins).where(eq(admins.id, adminId)))[0]?.username ??
  '';

export const saveReply = async (
  db: Executor,
  id: number,
  reply: { text: string; at: Date; adminId: number; adminName: string },
) =>
  (
    await db
      .update(feedback)
      .set({
        status: 'answered',
        reply: reply.text,
        repliedAt: reply.at,
        repliedByAdminId: reply.adminId,
        repliedByName: reply.adminName,
      })
      .where(eq(feedback.id, id))
      .returning()
  )[0]!;

/** One image with the feedback it belongs to, for the owner's and the merchant's checks. */
export const findImage = async (db: Executor, id: number) =>
  (
    await db
      .select({
        contentType: feedbackImages.contentType,
        data: feedbackImages.data,
        merchantId: feedback.merchantId,
        memberId: feedback.memberId,
      })
      .from(feedbackImages)
      .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
      .where(eq(feedbackImages.id, id))
  )[0];

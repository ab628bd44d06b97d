import {
  type AdminFeedbackRow,
  type FeedbackCategory,
  type FeedbackRow,
  feedbackLimits,
  type getAdminFeedback,
  type listAdminFeedback,
  type listMyFeedback,
  type replyFeedback,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { type EventBus, insertEvents } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { FeedbackImage } from './feedback-images.ts';
import * as store from './feedback-store.ts';
import { feedbackReplied, publishedAfter } from './live-pushes.ts';

export interface FeedbackDeps {
  db: Db;
  /** a reply pushes `feedback` to the player's open live streams */
  events: EventBus;
  clock: () => Date;
}

type Query<C extends { query?: z.ZodType }> = z.infer<NonNullable<C['query']>>;

const feedbackRow = (row: store.FeedbackRecord, imageIds: number[]): FeedbackRow => ({
  id: row.id,
  category: row.category as FeedbackCategory,
  content: row.content,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  imageIds,
});

const adminRow = (
  found: { feedback: store.FeedbackRecord; username: string },
  imageIds: number[],
): AdminFeedbackRow => ({
  ...feedbackRow(found.feedback, imageIds),
  memberId: found.feedback.memberId,
  username: found.username,
  repliedBy: found.feedback.repliedByName,
});

/** A player's feedback and its images land together or not at all. */
export const sendFeedback = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: Actor,
  input: { category: FeedbackCategory; content: string },
  images: FeedbackImage[],
) => {
  const { row, imageIds } = await deps.db.transaction(async (tx) => {
    if ((await store.lockAndCountOpen(tx, actor.memberId)) >= feedbackLimits.maxOpen)
      throw new AppError(
        'FEEDBACK_OPEN_LIMIT',
        `at most ${feedbackLimits.maxOpen} feedbacks may wait for an answer`,
      );
    return store.insertFeedback(
      tx,
      {
        merchantId: merchant.id,
        memberId: actor.memberId,
        category: input.category,
        content: input.content,
        createdAt: deps.clock(),
      },
      images.map((image) => ({ contentType: image.contentType, size: image.data.length, data: image.data })),
    );
  });
  return feedbackRow(row, imageIds);
};

export const myFeedback = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: Actor,
  query: Query<typeof listMyFeedback>,
) => {
  const { rows, total } = await store.listMemberFeedback(
    deps.db,
    merchant.id,
    actor.memberId,
    query.page,
    query.pageSize,
  );
  const images = await store.imageIdsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => feedbackRow(row, images.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const noSuchImage = () => new AppError('NOT_FOUND', 'querystring.id: no such image');

/** An image for its author only: another player's id answers as if it did not exist. */
export const playerImage = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: Actor,
  id: number,
) => {
  const found = await store.findImage(deps.db, id);
  if (!found || found.merchantId !== merchant.id || found.memberId !== actor.memberId) throw noSuchImage();
  return found;
};

export const inbox = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: Query<typeof listAdminFeedback>,
) => {
  requirePermission(actor, 'content.read');
  const { rows, total } = await store.listMerchantFeedback(
    deps.db,
    merchant.id,
    query.status === 'all' ? undefined : query.status,
    query.page,
    query.pageSize,
  );
  const images = await store.imageIdsOf(
    deps.db,
    rows.map((row) => row.feedback.id),
  );
  return {
    rows: rows.map((row) => adminRow(row, images.get(row.feedback.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const noSuchFeedback = (field: string) => new AppError('NOT_FOUND', `${field}: no such feedback`);

export const feedbackDetail = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: Query<typeof getAdminFeedback>,
) => {
  requirePermission(actor, 'content.read');
  const found = await store.findMerchantFeedback(deps.db, merchant.id, query.id);
  if (!found) throw noSuchFeedback('querystring.id');
  const images = await store.imageIdsOf(deps.db, [found.feedback.id]);
  return adminRow(found, images.get(found.feedback.id) ?? []);
};

/** The answer (plain text) replaces any earlier one; the audit row keeps what it replaced. */
export const reply = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof replyFeedback.body>>,
  ip: string,
) => {
  requirePermission(actor, 'feedback.reply');
  const answered = deps.db.transaction(async (tx) => {
    const found = await store.findMerchantFeedback(tx, merchant.id, input.id);
    if (!found) throw noSuchFeedback('body.id');
    const updated = await store.saveReply(tx, found.feedback.id, {
      text: input.reply,
      at: deps.clock(),
      adminId: actor.adminId,
      adminName: await store.adminName(tx, actor.adminId),
    });
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: found.feedback.memberId,
      action: 'feedback_reply',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        feedbackId: found.feedback.id,
        before: { status: found.feedback.status, reply: found.feedback.reply },
        after: { status: updated.status, reply: updated.reply },
      },
    });
    await insertEvents(tx, [feedbackReplied(merchant.id, found.feedback.memberId, found.feedback.id)]);
    const images = await store.imageIdsOf(tx, [found.feedback.id]);
    return adminRow({ feedback: updated, username: found.username }, images.get(found.feedback.id) ?? []);
  });
  return publishedAfter(deps, answered);
};

/** Any image of the operator's merchant; another merchant's answers as if it did not exist. */
export const adminImage = async (
  deps: FeedbackDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
) => {
  requirePermission(actor, 'content.read');
  const found = await store.findImage(deps.db, id);
  if (!found || found.merchantId !== merchant.id) throw noSuchImage();
  return found;
};

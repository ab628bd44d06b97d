import {
  type AdminMessageRow,
  type countAdminMessageRecipients,
  type Message,
  type MessageRow,
  type MessageSegment,
  messagePageSize,
  messageRecipientCap,
  type sendAdminMessage,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { agentTypes } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import { findMemberByUsername } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as store from './messages-store.ts';

export interface MessagesDeps {
  db: Db;
  events: EventBus;
  clock: () => Date;
}

const adminPageSize = 20;
const day = 86_400_000;

/**
 * Events are written in the change's transaction and published only after it committed; a failed
 * publish is caught up by the periodic sweep, so the answer never waits on it.
 */
const published = async <T>(deps: MessagesDeps, result: T) => {
  await deps.events.flush().catch(() => undefined);
  return result;
};

/** Finds the accounts a segment names, in this merchant only: another merchant's player is "no such player". */
const resolveSegment = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  segment: MessageSegment,
): Promise<store.ResolvedSegment> => {
  switch (segment.kind) {
    case 'player': {
      const member = await findMemberByUsername(deps.db, merchant.id, segment.username);
      if (!member || member.type === 4) {
        throw new AppError('NOT_FOUND', `body.segment.username: no player ${segment.username}`);
      }
      return { kind: 'player', memberId: member.id };
    }
    case 'agentTeam': {
      const agent = await findMemberByUsername(deps.db, merchant.id, segment.agent);
      if (!agent) throw new AppError('NOT_FOUND', `body.segment.agent: no agent ${segment.agent}`);
      if (!agentTypes.includes(agent.type)) {
        throw new AppError('VALIDATION_FAILED', `body.segment.agent: ${segment.agent} is not an agent`);
      }
      return { kind: 'agentTeam', agentId: agent.id };
    }
    case 'vipLevel':
      return { kind: 'vipLevel', level: segment.level };
    case 'lastLogin':
      return { kind: 'lastLogin', since: new Date(deps.clock().getTime() - segment.days * day) };
  }
};

const sentRow = (row: NonNullable<Awaited<ReturnType<typeof store.findSent>>>): AdminMessageRow => ({
  id: row.id,
  title: row.title,
  content: row.content,
  segment: row.segment as MessageSegment,
  sender: row.senderName,
  createdAt: row.createdAt.toISOString(),
  recipients: row.recipientCount,
  reads: row.reads,
});

export const listSentMessages = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  page: number,
) => {
  requirePermission(actor, 'content.read');
  const { rows, total } = await store.listSent(deps.db, merchant.id, page, adminPageSize);
  return { rows: rows.map(sentRow), total, page, pageSize: adminPageSize };
};

export const countRecipients = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof countAdminMessageRecipients.body>>,
) => {
  requirePermission(actor, 'messages.send');
  const segment = await resolveSegment(deps, merchant, input.segment);
  return { count: await store.countSegment(deps.db, merchant.id, segment) };
};

/**
 * Sends a message: the HTML is cleaned, the segment's players found in this merchant, and the
 * message, one recipient row per player, one `message.created` event per player and the audit row
 * commit together. An empty segment or one above the cap is refused with nothing written.
 */
export const sendMessage = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof sendAdminMessage.body>>,
  ip: string,
) => {
  requirePermission(actor, 'messages.send');
  const content = sanitizeHtml(input.content).trim();
  // a body that was nothing but script (or other dropped markup) is no message at all
  if (
    !/<img\b/i.test(content) &&
    content
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, '')
      .trim() === ''
  ) {
    throw new AppError('VALIDATION_FAILED', 'body.content: nothing left to show after cleaning');
  }
  const segment = await resolveSegment(deps, merchant, input.segment);
  const senderName = (await store.adminName(deps.db, actor.adminId)) ?? `#${actor.adminId}`;
  const id = await deps.db.transaction(async (tx) => {
    const reach = await store.countSegment(tx, merchant.id, segment);
    if (reach === 0) throw new AppError('VALIDATION_FAILED', 'body.segment: reaches no players');
    if (reach > messageRecipientCap) {
      throw new AppError(
        'VALIDATION_FAILED',
        `body.segment: reaches ${reach} players, more than ${messageRecipientCap} in one send`,
      );
    }
    const message = await store.insertMessage(tx, {
      merchantId: merchant.id,
      title: input.title,
      content,
      segment: input.segment,
      senderAdminId: actor.adminId,
      senderName,
      recipientCount: reach,
    });
    const delivered = await store.deliver(tx, message, segment);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'message_send',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        messageId: message.id,
        title: input.title,
        segment: input.segment,
        recipients: delivered,
      },
    });
    return message.id;
  });
  // up to 50,000 events drain in batches after the commit; the operator's answer does not wait on them
  void deps.events.flush().catch(() => undefined);
  const row = await store.findSent(deps.db, merchant.id, id);
  return sentRow(row!);
};

export const listMyMessages = async (deps: MessagesDeps, actor: Actor, page: number) => {
  const { rows, total } = await store.listInbox(
    deps.db,
    actor.merchantId,
    actor.memberId,
    page,
    messagePageSize,
  );
  return {
    rows: rows.map(
      (row): MessageRow => ({
        id: row.id,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }),
    ),
    total,
    page,
    pageSize: messagePageSize,
  };
};

const notFound = () => new AppError('NOT_FOUND', 'body.id: no such message');

/** Opens one of the member's own messages and marks it read; another member's id is "no such message". */
export const readMyMessage = async (deps: MessagesDeps, actor: Actor, id: number): Promise<Message> => {
  const found = await store.findInboxMessage(deps.db, actor.merchantId, actor.memberId, id);
  if (!found) throw notFound();
  const wasUnread = await deps.db.transaction(async (tx) => {
    const marked = await store.markRead(tx, actor.merchantId, actor.memberId, id, deps.clock());
    if (marked) await store.insertReadEvent(tx, actor.merchantId, actor.memberId, { messageId: id });
    return marked;
  });
  const message = {
    id: found.id,
    title: found.title,
    content: found.content,
    createdAt: found.createdAt.toISOString(),
    read: true,
  };
  return wasUnread ? published(deps, message) : message;
};

export const deleteMyMessage = async (deps: MessagesDeps, actor: Actor, id: number) => {
  await deps.db.transaction(async (tx) => {
    if (!(await store.softDelete(tx, actor.merchantId, actor.memberId, id, deps.clock()))) throw notFound();
    await store.insertReadEvent(tx, actor.merchantId, actor.memberId, { messageId: id, deleted: true });
  });
  return published(deps, { id });
};

export const readAllMyMessages = async (deps: MessagesDeps, actor: Actor) => {
  const count = await deps.db.transaction(async (tx) => {
    const marked = await store.markAllRead(tx, actor.merchantId, actor.memberId, deps.clock());
    if (marked > 0) await store.insertReadEvent(tx, actor.merchantId, actor.memberId, { all: true });
    return marked;
  });
  return count > 0 ? published(deps, { count }) : { count };
};

export const myUnreadCount = async (deps: MessagesDeps, actor: Actor) => ({
  count: await store.unreadCount(deps.db, actor.merchantId, actor.memberId),
});

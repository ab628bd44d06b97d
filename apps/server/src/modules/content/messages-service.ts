import {
  type AdminMessageRow,
  type countAdminMessageRecipients,
  type LanguageCode,
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
import { pickText } from './pick-text.ts';

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

const sentRow = (
  row: NonNullable<Awaited<ReturnType<typeof store.findSent>>>,
  merchant: MerchantContext,
): AdminMessageRow => ({
  id: row.id,
  title: pickText(row.titles, merchant.defaultLanguage, merchant.defaultLanguage),
  titles: row.titles,
  contents: row.contents,
  segment: row.segment as MessageSegment,
  sender: row.senderName,
  createdAt: row.createdAt.toISOString(),
  recipients: row.recipientCount,
  reads: row.reads,
});

/** Whether cleaned HTML still shows anything: text, or at least an image. */
const showsSomething = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '')
    .trim() !== '';

/**
 * A send's titles and texts checked against the merchant: every language one it offers, its
 * default language with a title and a text (the fallback of every other language), and each text
 * cleaned here, a text that was nothing but script (or other dropped markup) refused by its field.
 */
const checkedTexts = (
  merchant: MerchantContext,
  titles: Record<string, string>,
  html: Record<string, string>,
) => {
  for (const [field, texts] of [
    ['titles', titles],
    ['contents', html],
  ] as const) {
    for (const code of Object.keys(texts)) {
      if (!merchant.languages.includes(code as LanguageCode)) {
        throw new AppError('VALIDATION_FAILED', `body.${field}.${code}: ${code} is not offered by this site`);
      }
    }
  }
  const fallback = merchant.defaultLanguage;
  if (!titles[fallback]) {
    throw new AppError(
      'VALIDATION_FAILED',
      `body.titles.${fallback}: needs a title in ${fallback}, the site's default language`,
    );
  }
  if (!html[fallback]) {
    throw new AppError(
      'VALIDATION_FAILED',
      `body.contents.${fallback}: needs a text in ${fallback}, the site's default language`,
    );
  }
  const contents: Record<string, string> = {};
  for (const [code, raw] of Object.entries(html)) {
    const content = sanitizeHtml(raw).trim();
    if (!showsSomething(content)) {
      throw new AppError('VALIDATION_FAILED', `body.contents.${code}: nothing left to show after cleaning`);
    }
    contents[code] = content;
  }
  return { titles, contents };
};

export const listSentMessages = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  page: number,
) => {
  requirePermission(actor, 'content.read');
  const { rows, total } = await store.listSent(deps.db, merchant.id, page, adminPageSize);
  return { rows: rows.map((row) => sentRow(row, merchant)), total, page, pageSize: adminPageSize };
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
 * Sends a message: the titles and texts checked per language, each HTML cleaned, the segment's players found in this merchant, and the
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
  const { titles, contents } = checkedTexts(
    merchant,
    input.titles as Record<string, string>,
    input.contents as Record<string, string>,
  );
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
      titles,
      contents,
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
        titles,
        segment: input.segment,
        recipients: delivered,
      },
    });
    return message.id;
  });
  // up to 50,000 events drain in batches after the commit; the operator's answer does not wait on them
  void deps.events.flush().catch(() => undefined);
  const row = await store.findSent(deps.db, merchant.id, id);
  return sentRow(row!, merchant);
};

/** The member's messages, ten a page, titled in `language` (else the merchant's default, else EN). */
export const listMyMessages = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: Actor,
  language: LanguageCode,
  page: number,
) => {
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
        title: pickText(row.titles, language, merchant.defaultLanguage),
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

/**
 * Opens one of the member's own messages in `language` (else the merchant's default, else EN) and
 * marks it read; another member's id is "no such message".
 */
export const readMyMessage = async (
  deps: MessagesDeps,
  merchant: MerchantContext,
  actor: Actor,
  language: LanguageCode,
  id: number,
): Promise<Message> => {
  const found = await store.findInboxMessage(deps.db, actor.merchantId, actor.memberId, id);
  if (!found) throw notFound();
  const wasUnread = await deps.db.transaction(async (tx) => {
    const marked = await store.markRead(tx, actor.merchantId, actor.memberId, id, deps.clock());
    if (marked) await store.insertReadEvent(tx, actor.merchantId, actor.memberId, { messageId: id });
    return marked;
  });
  const message = {
    id: found.id,
    title: pickText(found.titles, language, merchant.defaultLanguage),
    content: pickText(found.contents, language, merchant.defaultLanguage),
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

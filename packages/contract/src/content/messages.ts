/** Content and messages (issue #12): platform messages (messageV2), the unread count and operators' sends. */
import { z } from 'zod';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import { pageOf } from '../wallet/index.ts';
import {
  messageContentMax,
  messageLastLoginDaysMax,
  messageRecipientCap,
  messageTitleMax,
} from './paths-messages.ts';

export {
  messageContentMax,
  messageLastLoginDaysMax,
  messagePageSize,
  messageRecipientCap,
  messageSegmentKinds,
  messageTitleMax,
} from './paths-messages.ts';

const tags = ['content', 'messages'];

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const messageId = z.object({ id: z.number().int().positive() });
const username = plainText(40).pipe(z.string().min(1, 'must not be empty'));

/** A message as a player has it: its title and text in the caller's language (the `Language` header). */
export const messageRowSchema = z.object({
  id: z.number().int(),
  /** in the caller's language, else the merchant's default, else EN */
  title: z.string(),
  /** ISO instant it was sent */
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

export const messageSchema = messageRowSchema.extend({
  /** sanitized HTML; the browser sanitizes again before showing it */
  content: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const listMessages = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  audience: 'player',
  summary:
    "The member's platform messages (messageV2), ten a page, newest first, with their read state; titles in the Language header's language (else the merchant's default, else EN)",
  tags,
  query: z.object({ page }),
  response: pageOf(messageRowSchema),
});

export const readMessage = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  audience: 'player',
  summary:
    "One of the member's messages with its title and HTML in the Language header's language (else the merchant's default, else EN); marks it read",
  tags,
  body: messageId,
  response: messageSchema,
});

export const deleteMessage = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSP_deleteMessage',
  audience: 'player',
  summary: "Deletes one of the member's messages (it leaves the list and the unread count)",
  tags,
  body: messageId,
  response: z.object({ id: z.number().int() }),
});

export const readAllMessages = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  audience: 'player',
  summary: 'Marks every unread message of the member read; answers how many it marked',
  tags,
  response: z.object({ count: z.number().int() }),
});

export const getUnreadCount = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  audience: 'player',
  summary: "How many of the member's messages are unread (the header's badge)",
  tags,
  response: z.object({ count: z.number().int() }),
});

/** Who a message goes to: one player, a VIP level, an agent's whole team, or recent logins. */
export const messageSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), username }),
  z.object({ kind: z.literal('vipLevel'), level: z.number().int().min(0).max(99) }),
  /** every account below the agent, at any depth */
  z.object({ kind: z.literal('agentTeam'), agent: username }),
  z.object({ kind: z.literal('lastLogin'), days: z.number().int().min(1).max(messageLastLoginDaysMax) }),
]);
export type MessageSegment = z.infer<typeof messageSegmentSchema>;

/** per language: a plain-text title, and operator HTML (sanitized when sent) */
const titles = z.partialRecord(
  z.enum(languageCodes),
  plainText(messageTitleMax).pipe(z.string().min(1, 'must not be empty')),
);
const contents = z.partialRecord(
  z.enum(languageCodes),
  z.string().trim().min(1, 'must not be empty').max(messageContentMax),
);

export const adminMessageRowSchema = z.object({
  id: z.number().int(),
  /** the title in the merchant's default language (the list's column) */
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  /** sanitized HTML per language */
  contents: z.record(z.string(), z.string()),
  segment: messageSegmentSchema,
  /** the operator who sent it */
  sender: z.string(),
  createdAt: z.string(),
  recipients: z.number().int(),
  reads: z.number().int(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;

export const listAdminMessages = defineRoute({
  method: 'GET',
  path: '/wps/admin/messages',
  audience: 'admin',
  summary: 'Messages sent to players, newest first, with how many received and read each',
  tags: ['admin', ...tags],
  query: z.object({ page }),
  response: pageOf(adminMessageRowSchema),
});

export const countAdminMessageRecipients = defineRoute({
  method: 'POST',
  path: '/wps/admin/messages/recipients',
  audience: 'admin',
  summary: 'How many players a segment reaches now (asked before a send is confirmed)',
  tags: ['admin', ...tags],
  body: z.object({ segment: messageSegmentSchema }),
  response: z.object({ count: z.number().int() }),
});

export const sendAdminMessage = defineRoute({
  method: 'POST',
  path: '/wps/admin/messages/send',
  audience: 'admin',
  summary: `Sends a message to one player or a segment (at most ${messageRecipientCap}): a title and HTML per language of the merchant (its default language required; a text needs a title; the HTML sanitized), the send audited`,
  tags: ['admin', ...tags],
  body: z.object({ titles, contents, segment: messageSegmentSchema }).superRefine((body, context) => {
    for (const code of Object.keys(body.contents) as (keyof typeof body.titles)[]) {
      if (!body.titles[code]) {
        context.addIssue({ code: 'custom', path: ['titles', code], message: 'a text needs a title' });
      }
    }
  }),
  response: adminMessageRowSchema,
});

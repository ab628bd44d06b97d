import {
  countAdminMessageRecipients,
  listAdminMessages,
  type MessageSegment,
  sendAdminMessage,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

/** Every messages query of the back office starts with this key, so a send refreshes the list. */
export const messagesAdminKey = ['backoffice', 'messages'] as const;

export const sentMessagesCall = (page: number) => asOperator(listAdminMessages, { query: { page } });
export const recipientCountCall = (segment: MessageSegment) =>
  asOperator(countAdminMessageRecipients, { body: { segment } });
export type SendMessageBody = z.input<NonNullable<typeof sendAdminMessage.body>>;
export const sendMessageCall = (body: SendMessageBody) => asOperator(sendAdminMessage, { body });

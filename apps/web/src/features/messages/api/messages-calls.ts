import { deleteMessage, listMessages, readAllMessages, readMessage } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** A page of the member's messages, newest first (ten a page). */
export const messagesPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['messages', 'list', page] as const,
    queryFn: () => callApi(listMessages, { query: { page } }),
  });

/** Opening a message marks it read on the server; the answer carries its HTML. */
export const openMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ['messages', 'open', id] as const,
    queryFn: () => callApi(readMessage, { body: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const deleteMessageCall = (id: number) => callApi(deleteMessage, { body: { id } });
export const readAllMessagesCall = () => callApi(readAllMessages);

import { deleteMessage, listMessages, readAllMessages, readMessage } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * A page of the member's messages, newest first (ten a page), titled in the page's language: the
 * client sends it as the `Language` header, and the key holds it so a change of language refetches.
 */
export const messagesPageQuery = (page: number, language: string) =>
  queryOptions({
    queryKey: ['messages', 'list', language, page] as const,
    queryFn: () => callApi(listMessages, { query: { page } }),
  });

/** Opening a message marks it read on the server; the answer carries its title and HTML in `language`. */
export const openMessageQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: ['messages', 'open', id, language] as const,
    queryFn: () => callApi(readMessage, { body: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const deleteMessageCall = (id: number) => callApi(deleteMessage, { body: { id } });
export const readAllMessagesCall = () => callApi(readAllMessages);

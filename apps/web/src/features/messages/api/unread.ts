import { getUnreadCount } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** Every messages query starts with this key: a read, a delete or a live event refreshes them all. */
export const messagesKey = ['messages'] as const;

/**
 * The header badge's unread count. The live updates invalidate exactly this key when a message
 * arrives or another tab reads one; the 60 s poll is the fallback when the live stream is down.
 * Enable it with the session: `useQuery({ ...unreadCountQuery, enabled: Boolean(token) })`.
 */
export const unreadCountQuery = queryOptions({
  queryKey: ['messages', 'unread'] as const,
  queryFn: () => callApi(getUnreadCount),
  refetchInterval: 60_000,
});

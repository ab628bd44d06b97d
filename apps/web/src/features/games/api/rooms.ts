import type { GameType } from '@croupier/contract';
import { listRooms } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export const fetchRooms = (vassalage: string, gameType?: GameType) =>
  callApi(listRooms, { body: { vassalage, ...(gameType ? { gameType } : {}) } });

/** A vendor's rooms (tables): they open and close, so they are asked for each time the list shows. */
export const roomsQuery = (token: string | null, vassalage: string, gameType?: GameType) =>
  queryOptions({
    queryKey: ['games', 'rooms', token, vassalage, gameType ?? 'all'],
    queryFn: () => fetchRooms(vassalage, gameType),
    enabled: Boolean(token),
    staleTime: 0,
  });

export const useRooms = (vassalage: string, gameType?: GameType) => {
  const token = useSession((state) => state.token);
  return useQuery(roomsQuery(token, vassalage, gameType));
};

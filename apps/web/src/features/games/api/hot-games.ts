import type { GameType } from '@croupier/contract';
import { listHotGames } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export const fetchHotGames = (gameType?: GameType) =>
  callApi(listHotGames, { query: gameType ? { gameType } : {} });

export const hotGamesQuery = (language: string, token: string | null, gameType?: GameType) =>
  queryOptions({
    queryKey: ['games', 'hot', gameType ?? 'all', language, token],
    queryFn: () => fetchHotGames(gameType),
    staleTime: 5 * 60_000,
  });

export const useHotGames = (gameType?: GameType) => {
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  return useQuery(hotGamesQuery(i18n.language, token, gameType));
};

import type { GameType } from '@croupier/contract';
import { listRecentGames } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export const fetchRecentGames = (gameType?: GameType) =>
  callApi(listRecentGames, { query: gameType ? { gameType } : {} });

export const recentGamesQuery = (token: string | null, language: string, gameType?: GameType) =>
  queryOptions({
    queryKey: ['games', 'recent', token, gameType ?? 'all', language],
    queryFn: () => fetchRecentGames(gameType),
    enabled: Boolean(token),
  });

export const useRecentGames = (gameType?: GameType, enabled = true) => {
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const options = recentGamesQuery(token, i18n.language, gameType);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
};

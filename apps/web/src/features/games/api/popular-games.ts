import { getPopularGames } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';

export const fetchPopularGames = (limit: number) => callApi(getPopularGames, { query: { limit } });

export const popularGamesQuery = (language: string, limit = 12) =>
  queryOptions({
    queryKey: ['games', 'popular', language, limit],
    queryFn: () => fetchPopularGames(limit),
    staleTime: 5 * 60_000,
  });

export const usePopularGames = (limit = 12) => {
  const { i18n } = useTranslation();
  return useQuery(popularGamesQuery(i18n.language, limit));
};

import type { GameType } from '@croupier/contract';
import { listGames } from '@croupier/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export interface GameListFilter {
  gameType: GameType;
  vassalage?: string | undefined;
  filter: 'ALL' | 'NEW' | 'HOT';
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export const fetchGameList = (filter: GameListFilter, signal?: AbortSignal) =>
  callApi(listGames, {
    query: {
      gameType: filter.gameType,
      filter: filter.filter,
      page: filter.page,
      pageSize: filter.pageSize,
      ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
      ...(filter.search ? { search: filter.search } : {}),
    },
    ...(signal ? { signal } : {}),
  });

/** One page of a category's games; the token is in the key because it decides `isFav`. */
export const gameListQuery = (filter: GameListFilter, language: string, token: string | null) =>
  queryOptions({
    queryKey: ['games', 'list', filter, language, token],
    queryFn: ({ signal }) => fetchGameList(filter, signal),
    staleTime: 60_000,
    // the previous page stays on screen while the next one loads, so the grid does not jump
    placeholderData: keepPreviousData,
  });

export const useGameList = (filter: GameListFilter, enabled = true) => {
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  return useQuery({ ...gameListQuery(filter, i18n.language, token), enabled });
};

import type { GameType } from '@croupier/contract';
import { getWinnerBoard } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';
import { winnerBoardLimit } from '../catalogue-rules.ts';

export const fetchWinnerBoard = (language: string, gameCategory?: GameType) =>
  callApi(getWinnerBoard, {
    query: { language, limitNum: winnerBoardLimit, ...(gameCategory ? { gameCategory } : {}) },
  });

export const winnerBoardQuery = (language: string, gameCategory?: GameType) =>
  queryOptions({
    queryKey: ['games', 'winners', language, gameCategory ?? 'all'],
    queryFn: () => fetchWinnerBoard(language, gameCategory),
    staleTime: 60_000,
  });

export const useWinnerBoard = (gameCategory?: GameType) => {
  const { i18n } = useTranslation();
  return useQuery(winnerBoardQuery(i18n.language, gameCategory));
};

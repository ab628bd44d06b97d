import { type BetStatus, betRecords, type GameType, getGameMenus } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';

/** What the betting record is filtered by; empty strings mean "all". */
export interface BetRecordFilter {
  days: 1 | 7 | 30;
  gameType: GameType | '';
  vassalage: string;
  status: BetStatus | '';
  page: number;
}

export const betRecordPageSize = 10;

/** The query the filter asks for: only the chosen filters travel, "all" is left out. */
export const betRecordsQueryOf = (filter: BetRecordFilter) => ({
  days: filter.days,
  page: filter.page,
  pageSize: betRecordPageSize,
  ...(filter.gameType ? { gameType: filter.gameType } : {}),
  ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
  ...(filter.status ? { status: filter.status } : {}),
});

/** personalHistoryCopy: the member's bets for the filter, a page of them and the filter's totals. */
export const betRecordsQuery = (token: string | null, filter: BetRecordFilter) =>
  queryOptions({
    queryKey: ['games', 'betRecords', token, filter],
    queryFn: () => callApi(betRecords, { query: betRecordsQueryOf(filter) }),
    enabled: Boolean(token),
    placeholderData: (previous) => previous,
  });

/**
 * The categories and their vendors, for the filter's choices. The answer's labels follow the
 * Language header, so the language is part of the key.
 */
export const betFilterMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: () => callApi(getGameMenus),
    staleTime: 5 * 60_000,
  });

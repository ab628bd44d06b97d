import { getConsolidated } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** The consolidated summary; trial accounts (type 4) load none (spec §4). Refreshed with ['wallet']. */
export const consolidatedQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['wallet', 'consolidated', token],
    queryFn: () => callApi(getConsolidated),
    enabled: Boolean(token) && enabled,
  });

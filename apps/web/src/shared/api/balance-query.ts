import { getBalance } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** The balance, shared by the header and the wallet page; money moves invalidate ['wallet']. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: () => callApi(getBalance),
    enabled: Boolean(token),
  });

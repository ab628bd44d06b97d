import { getMerchantWallet } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** Whether the merchant runs one wallet (no transfers, nothing to recall). */
export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['merchant-wallet', token],
    queryFn: () => callApi(getMerchantWallet),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

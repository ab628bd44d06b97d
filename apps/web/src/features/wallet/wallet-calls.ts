import {
  bonusDetails,
  personalProfit,
  recallAllWallets,
  type TransactionKind,
  transactionHistory,
  transferToUpline,
  walletTransfer,
} from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';

/** The account record, or the bonus wallet's postings (bonus details): the same rows. */
export const historyQuery = (
  token: string | null,
  source: 'account' | 'bonus',
  days: 1 | 7 | 30,
  page: number,
  kind?: TransactionKind,
) =>
  queryOptions({
    queryKey: ['wallet', 'history', source, token, days, page, kind],
    queryFn: () =>
      source === 'bonus'
        ? callApi(bonusDetails, { query: { days, page, pageSize: 10 } })
        : callApi(transactionHistory, { query: { days, page, pageSize: 10, ...(kind ? { kind } : {}) } }),
    enabled: Boolean(token),
  });

export const profitQuery = (token: string | null, days: 1 | 7 | 30) =>
  queryOptions({
    queryKey: ['wallet', 'profit', token, days],
    queryFn: () => callApi(personalProfit, { query: { days } }),
    enabled: Boolean(token),
  });

export const vendorTransferCall = (
  vendor: string,
  direction: 'in' | 'out',
  amount: string,
  idempotencyKey: string,
) => callApi(walletTransfer, { body: { vendor, direction, amount, idempotencyKey } });
export const recallAllCall = (idempotencyKey: string) =>
  callApi(recallAllWallets, { body: { idempotencyKey } });
export const uplineTransferCall = (
  amount: string,
  paymentPassword: string | undefined,
  idempotencyKey: string,
) =>
  callApi(transferToUpline, {
    body: { amount, idempotencyKey, ...(paymentPassword ? { paymentPassword } : {}) },
  });

import { recallAllWallets, transactionHistory, transferToUpline, walletTransfer } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';

/** A fresh key per user action: a double click or a retried request then moves money once. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

export const historyQuery = (token: string | null, days: 1 | 7 | 30, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'history', token, days, page],
    queryFn: () => callApi(transactionHistory, { query: { days, page, pageSize: 10 } }),
    enabled: Boolean(token),
  });

export const vendorTransferCall = (
  vendor: string,
  direction: 'in' | 'out',
  amount: string,
  idempotencyKey: string,
) => callApi(walletTransfer, { body: { vendor, direction, amount, idempotencyKey } });
export const recallAllCall = () =>
  callApi(recallAllWallets, { body: { idempotencyKey: newIdempotencyKey() } });
export const uplineTransferCall = (
  amount: string,
  paymentPassword: string | undefined,
  idempotencyKey: string,
) =>
  callApi(transferToUpline, {
    body: { amount, idempotencyKey, ...(paymentPassword ? { paymentPassword } : {}) },
  });

import {
  bindBankCard,
  confirmReceipt,
  createDeposit,
  depositRecords,
  type depositStatuses,
  type ErrorCode,
  getDepositChannels,
  getWithdrawSettings,
  type PaymentPasswordFactor,
  type ReceiptOutcome,
  requestWithdrawal,
  setPaymentPassword,
  type WithdrawalRow,
  withdrawalRecords,
  type withdrawalStatuses,
} from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/language.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { seal } from '../../shared/api/sealed.ts';
import { useSession } from '../../shared/session/session-store.ts';

/** Everything the cashier shows hangs under ['wallet'], so a money move refreshes the header balance too. */
export const channelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'cashier', 'channels', token],
    queryFn: () => callApi(getDepositChannels),
    enabled: Boolean(token),
  });

export const depositRecordsQuery = (
  token: string | null,
  days: 1 | 7 | 30,
  page: number,
  status?: (typeof depositStatuses)[number],
) =>
  queryOptions({
    queryKey: ['wallet', 'cashier', 'deposits', token, days, page, status],
    queryFn: () =>
      callApi(depositRecords, { query: { days, page, pageSize: 5, ...(status ? { status } : {}) } }),
    enabled: Boolean(token),
  });

export const withdrawSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'cashier', 'withdrawSettings', token],
    queryFn: () => callApi(getWithdrawSettings),
    enabled: Boolean(token),
  });

export const withdrawalRecordsQuery = (
  token: string | null,
  days: 1 | 7 | 30,
  page: number,
  status?: (typeof withdrawalStatuses)[number],
) =>
  queryOptions({
    queryKey: ['wallet', 'cashier', 'withdrawals', token, days, page, status],
    queryFn: () =>
      callApi(withdrawalRecords, { query: { days, page, pageSize: 5, ...(status ? { status } : {}) } }),
    enabled: Boolean(token),
  });

export const depositCall = (body: {
  channel: string;
  amount: string;
  payerReference?: string;
  idempotencyKey: string;
}) => callApi(createDeposit, { body });

export const setPaymentPasswordCall = async (payload: {
  loginPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
  factor?: PaymentPasswordFactor | undefined;
  factorCode?: string | undefined;
}) => callApi(setPaymentPassword, { body: await seal(payload) });

/** A code to the player's own mobile or email that confirms a payment-password change. */
export const bindCardCall = (body: {
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}) => callApi(bindBankCard, { body });

export const withdrawCall = async (payload: {
  cardId: number;
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
}) => callApi(requestWithdrawal, { body: await seal(payload) });

/** The receipt answer travels as multipart/form-data with its proof images, so callApi (JSON) does not fit. */
export const confirmReceiptCall = async (input: {
  withdrawalId: number;
  outcome: ReceiptOutcome;
  receivedAmount?: string;
  proofs: File[];
}): Promise<WithdrawalRow> => {
  const form = new FormData();
  form.append('withdrawalId', String(input.withdrawalId));
  form.append('outcome', input.outcome);
  if (input.receivedAmount) form.append('receivedAmount', input.receivedAmount);
  for (const proof of input.proofs) form.append('proof', proof, proof.name);
  const { merchantCode, token } = useSession.getState();
  const headers: Record<string, string> = { Device: 'web', Language: currentLanguage() };
  if (merchantCode) headers.Merchant = merchantCode;
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(confirmReceipt.path, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError('NETWORK', 'Network abnormal', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success: boolean;
    value: WithdrawalRow;
    message: string;
    code?: ErrorCode;
  } | null;
  if (!envelope?.success) {
    throw new ApiError(envelope?.code ?? 'SYSTEM_ERROR', envelope?.message ?? '', response.status);
  }
  return envelope.value;
};

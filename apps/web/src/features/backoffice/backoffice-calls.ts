import {
  adjustBalance,
  adminLogout,
  type depositStatuses,
  findMember,
  getCashierSettings,
  listChannels,
  listDepositQueue,
  listWithdrawalQueue,
  type RouteContract,
  resolveWithdrawalDispute,
  reviewDeposit,
  reviewWithdrawal,
  saveCashierSettings,
  saveChannel,
  withdrawalProofPath,
  type withdrawalStatuses,
} from '@croupier/contract';
import type { z } from 'zod';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useAdminSession } from './admin-session-store.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;
type Options<C extends RouteContract> = Omit<Parameters<typeof callApi<C>>[1] & object, 'token'>;

/** A back-office call with the operator's token; a refused session signs the operator out. */
export const asOperator = async <C extends RouteContract>(
  route: C,
  options: Options<C> = {},
): Promise<z.infer<C['response']>> => {
  const token = useAdminSession.getState().session?.token;
  try {
    return await callApi(route, { ...options, ...(token ? { token } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useAdminSession.getState().signOut();
    throw error;
  }
};

export const operatorSignOut = async () => {
  await asOperator(adminLogout).catch(() => undefined);
  useAdminSession.getState().signOut();
};

export type DepositStatus = (typeof depositStatuses)[number];
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** One page of a queue: one member's rows with `username`, those following the id `after`. */
export interface QueuePageQuery {
  username?: string;
  after?: number;
}
export const queuePageSize = 50;

export const depositQueueCall = (status: DepositStatus, page: QueuePageQuery = {}) =>
  asOperator(listDepositQueue, { query: { status, ...page, limit: queuePageSize } });
export const reviewDepositCall = (body: BodyOf<typeof reviewDeposit>) => asOperator(reviewDeposit, { body });
export const withdrawalQueueCall = (status: WithdrawalStatus, page: QueuePageQuery = {}) =>
  asOperator(listWithdrawalQueue, { query: { status, ...page, limit: queuePageSize } });
export const reviewWithdrawalCall = (body: BodyOf<typeof reviewWithdrawal>) =>
  asOperator(reviewWithdrawal, { body });
export const resolveDisputeCall = (body: BodyOf<typeof resolveWithdrawalDispute>) =>
  asOperator(resolveWithdrawalDispute, { body });
export const findMemberCall = (username: string) => asOperator(findMember, { query: { username } });
export const adjustBalanceCall = (body: BodyOf<typeof adjustBalance>) => asOperator(adjustBalance, { body });

/** A proof image as a blob URL: the request needs the operator's token, which an <img src> cannot send. */
export const proofImageUrl = async (id: number) => {
  const token = useAdminSession.getState().session?.token ?? '';
  const merchant = useSession.getState().merchantCode;
  const response = await fetch(`${withdrawalProofPath}?id=${id}`, {
    headers: { Authorization: token, ...(merchant ? { Merchant: merchant } : {}) },
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', 'proof', response.status);
  return URL.createObjectURL(await response.blob());
};

export const channelsCall = () => asOperator(listChannels);
export const saveChannelCall = (body: BodyOf<typeof saveChannel>) => asOperator(saveChannel, { body });
export const cashierSettingsCall = () => asOperator(getCashierSettings);
export const saveCashierSettingsCall = (body: BodyOf<typeof saveCashierSettings>) =>
  asOperator(saveCashierSettings, { body });

import {
  type AdminFeedbackRow,
  adminFeedbackImagePath,
  getAdminFeedback,
  listAdminFeedback,
  replyFeedback,
} from '@croupier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useAdminSession } from './admin-session-store.ts';
import { asOperator } from './backoffice-calls.ts';

export type FeedbackFilter = 'open' | 'answered' | 'all';
export type { AdminFeedbackRow };

export const feedbackInboxKey = ['backoffice', 'feedback'] as const;

export const feedbackInboxCall = (status: FeedbackFilter, page: number) =>
  asOperator(listAdminFeedback, { query: { status, page, pageSize: 10 } });
export const feedbackDetailCall = (id: number) => asOperator(getAdminFeedback, { query: { id } });
export const replyFeedbackCall = (body: { id: number; reply: string }) => asOperator(replyFeedback, { body });

/** A feedback image, fetched with the operator's token (an img cannot send it) and shown from memory. */
export const feedbackImageUrl = async (id: number) => {
  const token = useAdminSession.getState().session?.token ?? '';
  const merchant = useSession.getState().merchantCode;
  const response = await fetch(`${adminFeedbackImagePath}?id=${id}`, {
    headers: { Authorization: token, ...(merchant ? { Merchant: merchant } : {}) },
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', 'image', response.status);
  return URL.createObjectURL(await response.blob());
};

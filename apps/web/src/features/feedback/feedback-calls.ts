import type { ErrorCode, FeedbackCategory, FeedbackRow } from '@croupier/contract';
import { feedbackImagePath, listMyFeedback, sendFeedback } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/language.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session-store.ts';

export const feedbackKey = ['feedback'] as const;

export const myFeedbackQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...feedbackKey, 'mine', token, page],
    queryFn: () => callApi(listMyFeedback, { query: { page, pageSize: 5 } }),
    enabled: Boolean(token),
  });

const platformHeaders = () => {
  const { merchantCode, token } = useSession.getState();
  const headers: Record<string, string> = { Device: 'web', Language: currentLanguage() };
  if (merchantCode) headers.Merchant = merchantCode;
  if (token) headers.Authorization = token;
  return headers;
};

/** The feedback travels as multipart/form-data with its images, so callApi (JSON) does not fit. */
export const sendFeedbackCall = async (input: {
  category: FeedbackCategory;
  content: string;
  images: File[];
}): Promise<FeedbackRow> => {
  const form = new FormData();
  form.append('category', input.category);
  form.append('content', input.content);
  for (const image of input.images) form.append('image', image, image.name);
  let response: Response;
  try {
    response = await fetch(sendFeedback.path, {
      method: sendFeedback.method,
      headers: platformHeaders(),
      body: form,
    });
  } catch {
    throw new ApiError('NETWORK', 'Network abnormal', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success: boolean;
    value: FeedbackRow;
    message: string;
    code?: ErrorCode;
  } | null;
  if (!envelope?.success) {
    throw new ApiError(envelope?.code ?? 'SYSTEM_ERROR', envelope?.message ?? '', response.status);
  }
  return envelope.value;
};

/** An image of the player's own feedback: it needs the token, so it is fetched and shown from memory. */
export const feedbackImageUrl = async (id: number) => {
  const response = await fetch(`${feedbackImagePath}?id=${id}`, { headers: platformHeaders() });
  if (!response.ok) throw new ApiError('NOT_FOUND', 'image', response.status);
  return URL.createObjectURL(await response.blob());
};

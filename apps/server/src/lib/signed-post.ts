import { signedHeaders } from '@croupier/contract/vendor-signature';

export type SignedAnswer = { success: boolean; value: Record<string, unknown> | null; code?: string } | null;

/**
 * POSTs a JSON body signed with the shared secret (vendor and payment-gateway APIs). Any
 * unanswered or non-envelope reply is null: the caller treats it as "unknown", never as a failure.
 */
export const signedPost = async (
  target: { baseUrl: string; secret: string; timeoutMs?: number },
  path: string,
  body: object,
): Promise<SignedAnswer> => {
  const raw = JSON.stringify(body);
  const url = `${target.baseUrl}${path}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(target.secret, url, raw) },
      body: raw,
      signal: AbortSignal.timeout(target.timeoutMs ?? 5_000),
    });
    const answer = (await response.json().catch(() => null)) as SignedAnswer;
    return answer && typeof answer.success === 'boolean' ? answer : null;
  } catch {
    return null;
  }
};

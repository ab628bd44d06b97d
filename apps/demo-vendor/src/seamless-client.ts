import {
  type SeamlessAction,
  type SeamlessResult,
  seamlessPath,
  seamlessResult,
} from '@croupier/contract/vendor-seamless-wallet';
import { signedHeaders } from '@croupier/contract/vendor-signature';

/**
 * What a call to the platform's seamless wallet came to:
 * - ok: the platform took it (value: the balance after it);
 * - refused: the platform answered no, with its code (nothing moved);
 * - unanswered: no answer, a timeout, a 5xx or something that is not the envelope — the call may
 *   or may not have been applied, so a bet is rolled back and a win or rollback is sent again.
 */
export type SeamlessAnswer =
  | { kind: 'ok'; value: SeamlessResult }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'unanswered'; reason: string };

export interface SeamlessTarget {
  platformUrl: string;
  vendorCode: string;
  secret: string;
  timeoutMs: number;
}

/** POSTs one signed call to `${platformUrl}/vendor-api/<vendorCode>/<action>` and sorts its answer. */
export const callSeamless = async (
  target: SeamlessTarget,
  action: SeamlessAction,
  body: object,
): Promise<SeamlessAnswer> => {
  const raw = JSON.stringify(body);
  let response: Response;
  try {
    const url = `${target.platformUrl}${seamlessPath(target.vendorCode, action)}`;
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(target.secret, url, raw) },
      body: raw,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    return { kind: 'unanswered', reason: error instanceof Error ? error.name : 'network' };
  }
  const answer = (await response.json().catch(() => null)) as {
    success?: unknown;
    value?: unknown;
    code?: unknown;
    message?: unknown;
  } | null;
  if (response.status >= 500 || !answer || typeof answer.success !== 'boolean') {
    return { kind: 'unanswered', reason: `HTTP ${response.status}` };
  }
  if (answer.success) {
    const value = seamlessResult.safeParse(answer.value);
    return value.success ? { kind: 'ok', value: value.data } : { kind: 'unanswered', reason: 'bad answer' };
  }
  return {
    kind: 'refused',
    code: typeof answer.code === 'string' ? answer.code : 'REFUSED',
    message: typeof answer.message === 'string' ? answer.message : '',
  };
};

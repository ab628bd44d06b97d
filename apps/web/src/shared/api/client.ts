import type { ErrorCode, RouteContract } from '@croupier/contract';
import type { RoutePath } from '@croupier/contract/paths';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/language.ts';
import { askToLogIn } from '../session/require-login.ts';
import { useSession } from '../session/session-store.ts';
import { trackCall } from './slow-calls.ts';

/** A refused call: `code` is stable and maps to a translated text (errors.<code>). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** A refusal decided in the browser (e.g. a malformed phone number); `key` is its text key. */
export class LocalMessage extends ApiError {
  constructor(readonly key: string) {
    super('VALIDATION_FAILED', key, 400);
  }
}

interface CallOptions<C extends RouteContract> {
  query?: NonNullable<C['query']> extends z.ZodType ? z.input<NonNullable<C['query']>> : never;
  body?: NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> : never;
  signal?: AbortSignal;
  /** another session's token (the back office's operator session) instead of the player's */
  token?: string;
  /** a call that waits on purpose (long polling): never counted as slow */
  longPoll?: boolean;
}

const toQueryString = (query: Record<string, unknown> | undefined) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A route as the client names it: the full contract, or its zod-free path (`@croupier/contract/paths`). */
type CallableRoute = RouteContract | RoutePath;
/** the full contract behind a route, for its query, body and answer types */
type ContractOf<R> = R extends RouteContract
  ? R
  : R extends RoutePath<infer C extends RouteContract>
    ? C
    : never;

/** One request and its envelope: a network failure and an unreadable answer become ApiErrors too. */
const send = async <R extends CallableRoute>(
  route: R,
  options: CallOptions<ContractOf<R>>,
  headers: Record<string, string>,
): Promise<z.infer<ContractOf<R>['response']>> => {
  let response: Response;
  try {
    response = await fetch(`${route.path}${toQueryString(options.query as Record<string, unknown>)}`, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError('NETWORK', 'Network abnormal', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success: boolean;
    value: unknown;
    message: string;
    code?: ErrorCode;
  } | null;
  if (!envelope) throw new ApiError('SYSTEM_ERROR', 'System error', response.status);
  if (!envelope.success) {
    throw new ApiError(envelope.code ?? 'SYSTEM_ERROR', envelope.message, response.status, envelope.value);
  }
  return envelope.value as z.infer<ContractOf<R>['response']>;
};

/** The server's word that the player's session is over: ended (logout elsewhere, a password reset, an operator) or the account locked. */
const sessionOverCodes = new Set<string>(['AUTH_SESSION_EXPIRED', 'AUTH_ACCOUNT_CLOSED']);

/**
 * A call made with the player's session came back saying that session is over: the page signs
 * out as if the player had (keeping the merchant) and asks them to log in again, instead of
 * showing a signed-in header whose every call fails. Only for the token still in use, so a late
 * answer to an old session never ends a new one.
 */
const endSessionIfOver = (error: unknown, token: string) => {
  if (!(error instanceof ApiError) || !sessionOverCodes.has(error.code)) return;
  const session = useSession.getState();
  if (session.token !== token) return;
  session.signOut();
  askToLogIn('sessionEnded');
};

/** Calls one contract route with the platform headers and unwraps the envelope. */
export const callApi = async <R extends CallableRoute>(
  route: R,
  options: CallOptions<ContractOf<R>> = {},
): Promise<z.infer<ContractOf<R>['response']>> => {
  const { merchantCode, token: playerToken } = useSession.getState();
  const token = options.token ?? playerToken;
  const headers: Record<string, string> = { Device: 'web', Language: currentLanguage() };
  if (merchantCode) headers.Merchant = merchantCode;
  if (token) headers.Authorization = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // a call still waiting after slowCallThresholdMs shows the "network is slow" notice until it ends
  const finished = options.longPoll ? () => {} : trackCall();
  try {
    return await send(route, options, headers);
  } catch (error) {
    if (playerToken && !options.token) endSessionIfOver(error, playerToken);
    throw error;
  } finally {
    finished();
  }
};

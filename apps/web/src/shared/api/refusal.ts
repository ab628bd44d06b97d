import type { ErrorCode } from '@croupier/contract';
import { ApiError, LocalMessage } from './client.ts';

/**
 * Refused before the server looked at the command (sign-in, rate limit): they say nothing about
 * an earlier attempt under the same key, which may have gone through.
 */
const notAboutTheCommand = new Set<ErrorCode | 'NETWORK'>([
  'AUTH_REQUIRED',
  'AUTH_SESSION_EXPIRED',
  // an operator locked the account: an attempt made before the lock may have gone through
  'AUTH_ACCOUNT_CLOSED',
  'RATE_LIMITED',
]);

/**
 * A definite "no" from the server to this command: a 4xx answer. Nothing was carried out under
 * the key, so the next attempt may take a new one. Network failures, timeouts, 5xx answers and
 * refusals decided in the browser are not: the request may or may not have been carried out.
 */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  !(error instanceof LocalMessage) &&
  error.status >= 400 &&
  error.status < 500 &&
  !notAboutTheCommand.has(error.code);

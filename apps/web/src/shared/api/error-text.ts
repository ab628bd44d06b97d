import type { TFunction } from 'i18next';
import { ApiError, LocalMessage } from './client.ts';

/** A refused call as a translated sentence; unknown failures read as the system error. */
export const errorText = (t: TFunction, error: unknown) =>
  error instanceof LocalMessage
    ? t(error.key)
    : error instanceof ApiError
      ? t(`errors.${error.code}`, { defaultValue: t('errors.SYSTEM_ERROR') })
      : t('errors.SYSTEM_ERROR');

/**
 * A money command's failure as a sentence: when the outcome is unknown (no answer, a timeout, a
 * server error) the player is told that pressing again is safe; a refusal says why.
 */
export const moneyErrorText = (t: TFunction, error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.code === 'SYSTEM_ERROR')
    ? t('errors.NO_ANSWER')
    : errorText(t, error);

/**
 * The request field a refusal names (`body.code: …` → `code`), so a form can show it under that
 * field: a form asking for two codes must say which one was wrong.
 */
export const fieldOfError = (error: unknown) =>
  error instanceof ApiError ? /^body\.(\w+)/.exec(error.message)?.[1] : undefined;

import type { TFunction } from 'i18next';
import { ApiError, LocalMessage } from './client.ts';

/** A refused call as a translated sentence; unknown failures read as the system error. */
export const errorText = (t: TFunction, error: unknown) =>
  error instanceof LocalMessage
    ? t(error.key)
    : error instanceof ApiError
      ? t(`errors.${error.code}`, { defaultValue: t('errors.SYSTEM_ERROR') })
      : t('errors.SYSTEM_ERROR');

import type { TFunction } from 'i18next';
import { ApiError } from '../../shared/api/client.ts';
import { LocalMessage } from './phone-number.ts';

/** A refused call as a translated sentence; unknown failures read as the system error. */
export const errorText = (t: TFunction, error: unknown) =>
  error instanceof LocalMessage
    ? t(error.key)
    : error instanceof ApiError
      ? t(`errors.${error.code}`, { defaultValue: t('errors.SYSTEM_ERROR') })
      : t('errors.SYSTEM_ERROR');

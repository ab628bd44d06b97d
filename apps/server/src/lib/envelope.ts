import type { Envelope } from '@croupier/contract';

export const ok = <T>(value: T, message = ''): Envelope<T> => ({ success: true, value, message });

export const failure = (code: string, message: string, value: unknown = null) => ({
  success: false as const,
  value,
  message,
  code,
});

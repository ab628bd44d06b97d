import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Validates a caller's input with its contract schema; a failure is the caller's 400 naming the
 * fields. Only input goes through here: a ZodError anywhere else (a row, a vendor's reply) is ours
 * and answers 500.
 */
export const parseInput = <T extends z.ZodType>(schema: T, value: unknown, where = 'body'): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) =>
    [where, ...issue.path.map(String)].join('.').concat(`: ${issue.message}`),
  );
  throw new AppError('VALIDATION_FAILED', details.join('; '), { fields: details });
};

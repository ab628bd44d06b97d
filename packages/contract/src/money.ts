import { z } from 'zod';
import { amountPattern, isAmount, toMinor } from './money-format.ts';

export * from './money-format.ts';

/**
 * Money travels as decimal strings with exactly two places ("1234.50") and is counted in integer
 * minor units (bigint) everywhere else. Never a float.
 */
export const moneyString = z
  .string()
  .trim()
  .regex(amountPattern, 'must be an amount with at most 2 decimals');

/** A positive amount, as a request field. The refinement re-checks the shape: zod runs it even after the regex failed. */
export const positiveMoneyString = moneyString.refine(
  (value) => isAmount(value) && toMinor(value) > 0n,
  'must be greater than 0',
);

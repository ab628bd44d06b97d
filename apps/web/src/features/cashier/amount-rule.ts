import { moneyString, toMinor } from '@croupier/contract';
import type { TFunction } from 'i18next';

/** An amount field's rule: a positive 2-decimal amount inside the limits, said in the player's words. */
export const amountRule = (
  t: TFunction,
  value: string,
  min: string,
  max: string,
  money: (value: string) => string,
) => {
  const text = value.trim();
  const range = t('cashier.outOfRange', { min: money(min), max: money(max) });
  // nothing typed yet: say what may be typed, the range, rather than how amounts are written
  if (text === '') return range;
  if (!moneyString.safeParse(text).success || toMinor(text) <= 0n) return t('wallet.amountInvalid');
  const minor = toMinor(text);
  return minor < toMinor(min) || minor > toMinor(max) ? range : true;
};

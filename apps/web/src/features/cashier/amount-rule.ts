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
  if (!moneyString.safeParse(text).success || toMinor(text) <= 0n) return t('wallet.amountInvalid');
  const minor = toMinor(text);
  if (minor < toMinor(min) || minor > toMinor(max)) {
    return t('cashier.outOfRange', { min: money(min), max: money(max) });
  }
  return true;
};

import { formatMoney } from '@croupier/contract/paths';
import { displayLocale } from './display-locale.ts';

/** Amounts as players read them: currency symbol, the language's separators, 2 decimals. */
export const moneyText = (value: string, symbol: string, language: string) =>
  formatMoney(value, displayLocale(language), symbol);

/**
 * An amount in the language's short form (¥1.23m, ¥123.45万, ₫1,23 Tr), for a place too narrow for
 * the whole figure. It cuts rather than rounds, so a balance never reads more than it is (browsers
 * from before 2023 ignore `roundingMode` and round).
 */
export const compactMoneyText = (value: string, symbol: string, language: string) => {
  const formatted = new Intl.NumberFormat(displayLocale(language), {
    notation: 'compact',
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
    // safe: display only, and amounts stay far below 2^53 minor units
  }).format(Math.abs(Number(value)));
  return `${value.startsWith('-') ? '-' : ''}${symbol}${formatted}`;
};

/** Counts (bets, players) with the language's thousands separator. */
export const numberText = (value: number, language: string) =>
  new Intl.NumberFormat(displayLocale(language)).format(value);

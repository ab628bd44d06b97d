import { formatMoney } from '@croupier/contract/paths';
import { displayLocale } from './display-locale.ts';

/** Amounts as players read them: currency symbol, the language's separators, 2 decimals. */
export const moneyText = (value: string, symbol: string, language: string) =>
  formatMoney(value, displayLocale(language), symbol);

/** Counts (bets, players) with the language's thousands separator. */
export const numberText = (value: number, language: string) =>
  new Intl.NumberFormat(displayLocale(language)).format(value);

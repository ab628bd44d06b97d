import { formatMoney } from '@croupier/contract';

/** Amounts as players read them: currency symbol, thousands separators, 2 decimals. */
export const moneyText = (value: string, symbol: string, language: string) =>
  formatMoney(value, language === 'CN' ? 'zh-CN' : 'en', symbol);

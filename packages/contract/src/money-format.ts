/**
 * Money as plain functions, without zod: the web app's first page formats amounts and must not
 * pull the contract's schemas in for it (money.ts re-exports these beside the schemas).
 */
export const amountPattern = /^\d{1,15}(\.\d{1,2})?$/;

/** True for a well-formed amount string (ASCII digits, at most 2 decimals). */
export const isAmount = (value: unknown): value is string =>
  typeof value === 'string' && amountPattern.test(value.trim());

/** Minor units of a well-formed amount; anything else (`1e309`, `NaN`, full-width digits) is a RangeError, never a BigInt SyntaxError. */
export const toMinor = (value: string): bigint => {
  if (!isAmount(value)) throw new RangeError('not an amount with at most 2 decimals');
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

export const fromMinor = (minor: bigint): string => {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
};

/** For display: thousands separators and 2 decimals, in the reader's locale. */
export const formatMoney = (value: string, locale = 'en', symbol = '') => {
  const minor = toMinor(value.replace(/^-/, ''));
  const formatted = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(
    // safe: display only, and amounts stay far below 2^53 minor units
    Number(minor) / 100,
  );
  return `${value.startsWith('-') ? '-' : ''}${symbol}${formatted}`;
};

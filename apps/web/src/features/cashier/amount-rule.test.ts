import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountRule } from './amount-rule.ts';

const t = ((key: string, options?: Record<string, string>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;
const money = (value: string) => `¥${value}`;
const check = (value: string) => amountRule(t, value, '100.00', '50000.00', money);

describe('amount rule of the cashier forms', () => {
  it('accepts amounts inside the limits with at most 2 decimals', () => {
    expect(check('100')).toBe(true);
    expect(check(' 250.5 ')).toBe(true);
    expect(check('50000.00')).toBe(true);
  });

  it('refuses what is not a positive 2-decimal amount', () => {
    for (const value of ['', '0', '-5', '1.234', 'abc', '1e3'])
      expect(check(value)).toBe('wallet.amountInvalid');
  });

  it('names the limits when outside them', () => {
    expect(check('99.99')).toBe('cashier.outOfRange {"min":"¥100.00","max":"¥50000.00"}');
    expect(check('50000.01')).toContain('cashier.outOfRange');
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { amountRule } from './amount-rule.ts';

const money = (value: string) => `¥${value}`;
const rule = (value: string) => amountRule(i18n.t, value, '100.00', '50000.00', money);
const range = () => i18n.t('cashier.outOfRange', { min: '¥100.00', max: '¥50000.00' });

describe('an amount field', () => {
  it('says the range for an empty field, not how amounts are written', async () => {
    await i18n.changeLanguage('EN');
    expect(rule('')).toBe(range());
    expect(rule('   ')).toBe(range());
  });

  it('says how amounts are written for one that is not an amount', () => {
    for (const value of ['abc', '1.234', '-5', '0'])
      expect(rule(value), value).toBe(i18n.t('wallet.amountInvalid'));
  });

  it('takes an amount inside the range, ends included, and says the range otherwise', () => {
    expect(rule('100')).toBe(true);
    expect(rule('50000.00')).toBe(true);
    expect(rule('99.99')).toBe(range());
    expect(rule('50000.01')).toBe(range());
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, moneyString, positiveMoneyString, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimal strings into minor units and back', () => {
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('12')).toBe(1200n);
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(-7n)).toBe('-0.07');
    expect(fromMinor(toMinor('999999999999999.99'))).toBe('999999999999999.99');
  });

  it.each(['-1', '1.234', 'abc', '1e5', '', '0x10', '1,000'])('refuses %s as an amount', (value) => {
    expect(moneyString.safeParse(value).success).toBe(false);
  });

  it.each(['abc', '', '-1', '1e3'])(
    'answers %s as a positive amount with a failure, never a throw',
    (value) => {
      expect(positiveMoneyString.safeParse(value).success).toBe(false);
    },
  );

  it.each(['1e309', 'NaN', '１００', 'Infinity', ' ', '-0'])('never throws a SyntaxError on %j', (value) => {
    expect(positiveMoneyString.safeParse(value).success).toBe(false);
    expect(() => toMinor(value)).toThrow(RangeError);
  });

  it('refuses zero where a positive amount is needed', () => {
    expect(positiveMoneyString.safeParse('0.00').success).toBe(false);
    expect(positiveMoneyString.safeParse('0.01').success).toBe(true);
  });

  it('formats with thousands separators and two decimals', () => {
    expect(formatMoney('1234567.5', 'en', '¥')).toBe('¥1,234,567.50');
    expect(formatMoney('-12', 'en')).toBe('-12.00');
  });
});

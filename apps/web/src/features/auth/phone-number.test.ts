import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, requirePhoneNumber } from './phone-number.ts';

describe('phone number check before a code is sent', () => {
  it('asks for a missing number', () => {
    expect(checkPhoneNumber('  ')).toBe('phoneAuth.missingNumber');
  });

  it('refuses a malformed number', () => {
    expect(checkPhoneNumber('12-ab')).toBe('phoneAuth.invalidNumber');
    expect(() => requirePhoneNumber('12')).toThrow('phoneAuth.invalidNumber');
  });

  it('accepts digits with an optional leading +', () => {
    expect(requirePhoneNumber(' +85512345678 ')).toBe('+85512345678');
  });

  it("holds a new number to the site's mobile rule, its digits per region", () => {
    // the demo's mobile field: 8 to 15 digits, digits only
    const rule = {
      shown: true,
      required: true,
      minLength: 8,
      maxLength: 15,
      acceptedPattern: '*',
      patternId: 'DIGITS' as const,
    };
    expect(checkPhoneNumber('85512345678', rule)).toBeNull();
    expect(checkPhoneNumber('8551234', rule)).toBe('phoneAuth.invalidNumber');
    expect(checkPhoneNumber('+85512345678', rule)).toBe('phoneAuth.invalidNumber');
    expect(() => requirePhoneNumber('8551234567890123', rule)).toThrow('phoneAuth.invalidNumber');
    // a number to sign in with is not: an account's number may predate the rule
    expect(checkPhoneNumber('8551234')).toBeNull();
  });
});

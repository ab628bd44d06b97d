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
});

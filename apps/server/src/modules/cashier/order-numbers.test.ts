import { describe, expect, it } from 'vitest';
import { newOrderNo } from './order-numbers.ts';

describe('order numbers', () => {
  it("carry the date of the merchant's calendar, not the UTC date", () => {
    const evening = new Date('2026-11-23T17:00:00Z'); // already the 24th in Shanghai
    expect(newOrderNo('D', 'Asia/Shanghai', evening)).toMatch(/^D20261124[0-9A-F]{10}$/);
    expect(newOrderNo('W', 'UTC', evening)).toMatch(/^W20261123[0-9A-F]{10}$/);
  });

  it('never repeat in practice: ten random hex digits each', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNo('D', 'UTC')));
    expect(numbers.size).toBe(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

describe('the live stream reconnect schedule', () => {
  it('doubles from 1 s up to 30 s when the jitter is neutral', () => {
    const middle = () => 0.5;
    expect(Array.from({ length: 8 }, (_, attempt) => reconnectDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait by at most 20 % either way', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
    expect(reconnectDelay(10, () => 0)).toBe(24_000);
    expect(reconnectDelay(10, () => 1)).toBe(36_000);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(800);
      expect(delay).toBeLessThanOrEqual(36_000);
    }
  });

  it('treats a negative attempt as the first', () => {
    expect(reconnectDelay(-3, () => 0.5)).toBe(1_000);
  });
});

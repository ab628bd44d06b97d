import { describe, expect, it } from 'vitest';
import { calendarDay } from './games-calls.ts';

describe('calendar days of the merchant', () => {
  // 00:30 on the 24th in Shanghai, still the 23rd in London
  const now = new Date('2026-11-23T16:30:00Z');

  it("counts from the merchant's today, not the browser's", () => {
    expect(calendarDay(0, 'Asia/Shanghai', now)).toBe('2026-11-24');
    expect(calendarDay(0, 'Europe/London', now)).toBe('2026-11-23');
  });

  it('goes back whole days across a month end', () => {
    expect(calendarDay(6, 'Asia/Shanghai', now)).toBe('2026-11-18');
    expect(calendarDay(30, 'Asia/Shanghai', new Date('2026-03-10T12:00:00Z'))).toBe('2026-02-08');
  });
});

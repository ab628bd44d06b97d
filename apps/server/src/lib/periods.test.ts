import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  daysBetween,
  isTimeZone,
  nextPeriod,
  type PeriodKind,
  periodKinds,
  periodOf,
  previousPeriod,
  recentDays,
  recordsSince,
} from './periods.ts';

const at = (iso: string) => new Date(iso);
const span = (kind: PeriodKind, iso: string, zone: string) => {
  const period = periodOf(kind, at(iso), zone);
  return { start: period.start.toISOString(), end: period.end.toISOString(), key: period.key };
};

describe('periodOf', () => {
  it('starts a Shanghai day at local midnight, 16:00 UTC the day before', () => {
    expect(span('day', '2026-03-10T16:00:00Z', 'Asia/Shanghai')).toEqual({
      start: '2026-03-10T16:00:00.000Z',
      end: '2026-03-11T16:00:00.000Z',
      key: '2026-03-11',
    });
    expect(span('day', '2026-03-10T15:59:59.999Z', 'Asia/Shanghai').key).toBe('2026-03-10');
    expect(span('day', '2026-03-10T15:59:59.999Z', 'UTC')).toEqual({
      start: '2026-03-10T00:00:00.000Z',
      end: '2026-03-11T00:00:00.000Z',
      key: '2026-03-10',
    });
  });

  it('gives Berlin a 23-hour day when clocks go forward and a 25-hour day when they go back', () => {
    expect(span('day', '2026-03-29T12:00:00Z', 'Europe/Berlin')).toEqual({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
      key: '2026-03-29',
    });
    expect(span('day', '2026-10-25T12:00:00Z', 'Europe/Berlin')).toEqual({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
      key: '2026-10-25',
    });
  });

  it('keys the New York hour that repeats in November by its offset', () => {
    expect(span('hour', '2026-11-01T05:30:00Z', 'America/New_York')).toEqual({
      start: '2026-11-01T05:00:00.000Z',
      end: '2026-11-01T06:00:00.000Z',
      key: '2026-11-01T01:00-04:00',
    });
    expect(span('hour', '2026-11-01T06:30:00Z', 'America/New_York')).toEqual({
      start: '2026-11-01T06:00:00.000Z',
      end: '2026-11-01T07:00:00.000Z',
      key: '2026-11-01T01:00-05:00',
    });
    // the March hour after the skipped 02:00 starts when the clocks jump
    expect(span('hour', '2026-03-08T07:10:00Z', 'America/New_York')).toEqual({
      start: '2026-03-08T07:00:00.000Z',
      end: '2026-03-08T08:00:00.000Z',
      key: '2026-03-08T03:00-04:00',
    });
    expect(span('hour', '2026-03-08T12:34:56Z', 'Asia/Kolkata').start).toBe('2026-03-08T12:30:00.000Z');
  });

  it('starts a day whose midnight is skipped (Havana) when the clocks jump', () => {
    expect(span('day', '2026-03-08T12:00:00Z', 'America/Havana')).toEqual({
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
      key: '2026-03-08',
    });
    expect(span('day', '2026-03-08T04:59:59Z', 'America/Havana').key).toBe('2026-03-07');
  });

  it('starts weeks on Monday with ISO week keys, across a DST change and a year end', () => {
    expect(span('week', '2026-03-29T12:00:00Z', 'Europe/Berlin')).toEqual({
      start: '2026-03-22T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
      key: '2026-W13',
    });
    expect(span('week', '2027-01-01T04:00:00Z', 'Asia/Shanghai')).toEqual({
      start: '2026-12-27T16:00:00.000Z',
      end: '2027-01-03T16:00:00.000Z',
      key: '2026-W53',
    });
    expect(span('week', '2026-01-01T00:00:00Z', 'UTC').key).toBe('2026-W01');
    expect(span('week', '2026-01-01T00:00:00Z', 'UTC').start).toBe('2025-12-29T00:00:00.000Z');
  });

  it('splits a month into the 1st-15th and the 16th-end', () => {
    expect(span('half-month', '2026-02-15T15:59:59Z', 'Asia/Shanghai')).toEqual({
      start: '2026-01-31T16:00:00.000Z',
      end: '2026-02-15T16:00:00.000Z',
      key: '2026-02-H1',
    });
    expect(span('half-month', '2026-02-15T16:00:00Z', 'Asia/Shanghai')).toEqual({
      start: '2026-02-15T16:00:00.000Z',
      end: '2026-02-28T16:00:00.000Z',
      key: '2026-02-H2',
    });
    expect(span('half-month', '2026-12-20T00:00:00Z', 'UTC').end).toBe('2027-01-01T00:00:00.000Z');
  });

  it('gives months their local bounds, over a DST change and into the next year', () => {
    expect(span('month', '2026-03-15T00:00:00Z', 'America/New_York')).toEqual({
      start: '2026-03-01T05:00:00.000Z',
      end: '2026-04-01T04:00:00.000Z',
      key: '2026-03',
    });
    expect(span('month', '2027-01-01T04:00:00Z', 'America/New_York').key).toBe('2026-12');
    expect(span('month', '2027-01-01T04:00:00Z', 'America/New_York').end).toBe('2027-01-01T05:00:00.000Z');
  });

  it('tiles time: every instant lies in its period, and periods follow each other without gaps', () => {
    const zones = ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'America/Havana', 'UTC'];
    const instants: number[] = [];
    // every 37 minutes over the three days around each 2026 clock change, every 29 hours all year
    for (const change of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      const middle = Date.parse(`${change}T00:00:00Z`);
      for (let instant = middle - 86_400_000; instant < middle + 2 * 86_400_000; instant += 37 * 60_000)
        instants.push(instant);
    }
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2027, 0, 1); instant += 29 * 3_600_000)
      instants.push(instant);
    const wrong: string[] = [];
    for (const zone of zones) {
      for (const instant of instants) {
        for (const kind of periodKinds) {
          const period = periodOf(kind, new Date(instant), zone);
          const next = nextPeriod(period, zone);
          const fits =
            period.start.getTime() <= instant &&
            instant < period.end.getTime() &&
            next.start.getTime() === period.end.getTime() &&
            next.key !== period.key &&
            previousPeriod(next, zone).key === period.key;
          if (!fits) wrong.push(`${kind} ${zone} ${new Date(instant).toISOString()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('recordsSince', () => {
  it("starts today's records at the merchant's midnight, and 7 days' six midnights before", () => {
    // 09:00 in Shanghai on 12 March
    const now = at('2026-03-12T01:00:00Z');
    expect(recordsSince('Asia/Shanghai', 1, now).toISOString()).toBe('2026-03-11T16:00:00.000Z');
    expect(recordsSince('Asia/Shanghai', 7, now).toISOString()).toBe('2026-03-05T16:00:00.000Z');
    expect(recordsSince('UTC', 30, now).toISOString()).toBe('2026-02-11T00:00:00.000Z');
  });
});

describe('calendarDay', () => {
  it('turns a date of the merchant calendar into that day, in any zone', () => {
    for (const zone of [
      'Asia/Shanghai',
      'UTC',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'America/New_York',
    ]) {
      const day = calendarDay('2026-03-08', zone);
      expect(day.key).toBe('2026-03-08');
      expect(periodOf('day', day.start, zone).key).toBe('2026-03-08');
    }
    // a year whose key is written unpadded never matches: the search stops instead of stepping for ever
    expect(calendarDay('0999-12-31', 'UTC').key).toMatch(/^999-12-/);
  });
});

describe('daysBetween and recentDays', () => {
  it('lists the days of the merchant calendar, oldest first, each ending where the next begins', () => {
    // 17:00 UTC on the 10th is already 01:00 on the 11th in Shanghai
    const week = recentDays('Asia/Shanghai', 7, at('2026-03-10T17:00:00Z'));
    expect(week.map((day) => day.key)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    for (let index = 1; index < week.length; index += 1)
      expect(week[index]!.start).toEqual(week[index - 1]!.end);
    // a New York spring-forward day is 23 hours long
    const [spring] = daysBetween('2026-03-08', '2026-03-08', 'America/New_York');
    expect(spring!.end.getTime() - spring!.start.getTime()).toBe(23 * 3_600_000);
    expect(daysBetween('2026-03-09', '2026-03-08', 'UTC')).toEqual([]);
  });
});

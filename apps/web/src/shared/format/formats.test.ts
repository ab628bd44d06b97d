import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dateText, dateTimeText, dayText, isBrowserClock, timeText, zoneText } from './date-text.ts';
import { displayLocale } from './display-locale.ts';
import { compactMoneyText, moneyText, numberText } from './money-text.ts';

// the moment below reads the same in every test run, whatever the machine's zone
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => vi.restoreAllMocks());

const moment = '2026-03-07T04:05:00.000Z';

describe('display locale', () => {
  it('writes each shipped language in its own country, Thai in the Gregorian calendar', () => {
    expect(displayLocale('CN')).toBe('zh-CN');
    expect(displayLocale('EN')).toBe('en-GB');
    expect(displayLocale('KM')).toBe('km-KH');
    expect(displayLocale('TH')).toBe('th-TH-u-ca-gregory');
    expect(displayLocale('VI')).toBe('vi-VN');
  });

  it('writes languages without a catalogue, and unknown codes, in English', () => {
    expect(displayLocale('JA')).toBe('en-GB');
    expect(displayLocale('DE')).toBe('en-GB');
    expect(displayLocale('xx')).toBe('en-GB');
  });

  it('falls back to day-first en-GB when the browser has no data for the language', () => {
    const supported = Intl.DateTimeFormat.supportedLocalesOf;
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
      String(locales).startsWith('km') ? [] : supported(locales),
    );
    expect(displayLocale('KM')).toBe('en-GB');
    expect(dateText(moment, 'KM')).toBe('07/03/2026');
  });
});

describe('dates and times', () => {
  it('writes a date day-first in EN, year-first in CN, Gregorian in TH', () => {
    expect(dateText(moment, 'EN')).toBe('07/03/2026');
    expect(dateText(moment, 'CN')).toBe('2026/3/7');
    expect(dateText(moment, 'KM')).toBe('7/3/2026');
    expect(dateText(moment, 'TH')).toBe('7/3/2026');
    expect(dateText(moment, 'VI')).toBe('7/3/2026');
  });

  it('writes a moment with the time where each language puts it', () => {
    expect(dateTimeText(moment, 'EN')).toBe('07/03/2026, 04:05');
    expect(dateTimeText(moment, 'CN')).toBe('2026/3/7 04:05');
    expect(dateTimeText(moment, 'KM')).toBe('7/3/2026, 04:05 AM');
    expect(dateTimeText(moment, 'TH')).toBe('7/3/2026 04:05');
    expect(dateTimeText(moment, 'VI')).toBe('04:05 7/3/2026');
  });

  it("writes a moment on the merchant's clock when one is named, whatever the browser's", () => {
    expect(dateTimeText(moment, 'EN', 'Asia/Shanghai')).toBe('07/03/2026, 12:05');
    expect(timeText(moment, 'EN', 'America/New_York')).toBe('23:05');
    // 21:41 in Greenwich is already the next morning in Shanghai, the day the bet counts in
    expect(dateText('2026-11-29T21:41:00.000Z', 'EN', 'Asia/Shanghai')).toBe('30/11/2026');
    expect(dateTimeText('2026-11-29T21:41:00.000Z', 'CN', 'Asia/Shanghai')).toBe('2026/11/30 05:41');
  });

  it("names the merchant's zone in the player's language, with its offset", () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    expect(zoneText('Asia/Shanghai', 'EN', winter)).toEqual({ name: 'China Standard Time', offset: 'GMT+8' });
    expect(zoneText('Asia/Shanghai', 'CN', winter)).toEqual({ name: '中国标准时间', offset: 'GMT+8' });
    expect(zoneText('Asia/Phnom_Penh', 'VI', winter).offset).toBe('GMT+7');
    // a browser without zone names in the language (Chromium's Khmer) would write English: no name
    expect(zoneText('Asia/Shanghai', 'XX', winter)).toEqual({ name: null, offset: 'GMT+8' });
  });

  it("tells a browser on the merchant's clock from one on another, summer time included", () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    const summer = Date.parse('2026-07-15T12:00:00Z');
    expect(isBrowserClock('Asia/Shanghai', winter, 'Asia/Shanghai')).toBe(true);
    // another name for the same offset reads the same clock
    expect(isBrowserClock('Asia/Shanghai', winter, 'Asia/Singapore')).toBe(true);
    expect(isBrowserClock('Asia/Shanghai', winter, 'America/New_York')).toBe(false);
    expect(isBrowserClock('Europe/London', winter, 'UTC')).toBe(true);
    expect(isBrowserClock('Europe/London', summer, 'UTC')).toBe(false);
  });

  it('never counts Thai years in the Buddhist era', () => {
    expect(dateTimeText(moment, 'TH')).not.toContain('2569');
  });

  it('writes a time of day to the minute', () => {
    expect(timeText(moment, 'EN')).toBe('04:05');
    expect(timeText(moment, 'KM')).toBe('04:05 AM');
    expect(timeText(moment, 'VI')).toBe('04:05');
  });

  it('writes a counted calendar day without moving it across time zones', () => {
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(dayText('2026-03-07', 'EN')).toBe('07/03/2026');
      expect(dayText('2026-03-07', 'CN')).toBe('2026/3/7');
      expect(dayText('2026-03-07', 'VI')).toBe('7/3/2026');
    } finally {
      process.env.TZ = 'UTC';
    }
  });
});

describe('money and numbers', () => {
  it('keeps the symbol and two decimals, with the language grouping', () => {
    expect(moneyText('1234.5', '¥', 'CN')).toBe('¥1,234.50');
    expect(moneyText('1234.5', '¥', 'EN')).toBe('¥1,234.50');
    expect(moneyText('1234.5', '¥', 'KM')).toBe('¥1,234.50');
    expect(moneyText('1234.5', '¥', 'TH')).toBe('¥1,234.50');
    expect(moneyText('1234.5', '₫', 'VI')).toBe('₫1.234,50');
    expect(moneyText('-1234567.05', '', 'VI')).toBe('-1.234.567,05');
  });

  // ICU keeps the number and its word together with a no-break space
  it('shortens a large amount in the words of each language', () => {
    expect(compactMoneyText('1234567.89', '¥', 'CN')).toBe('¥123.45万');
    expect(compactMoneyText('1234567.89', '¥', 'EN')).toBe('¥1.23m');
    expect(compactMoneyText('1234567.89', '¥', 'KM')).toBe('¥1.23\u00a0លាន');
    expect(compactMoneyText('1234567.89', '¥', 'TH')).toBe('¥1.23M');
    expect(compactMoneyText('1234567.89', '₫', 'VI')).toBe('₫1,23\u00a0Tr');
    expect(compactMoneyText('123456789012', '¥', 'CN')).toBe('¥1234.56亿');
    expect(compactMoneyText('-25000', '¥', 'EN')).toBe('-¥25k');
  });

  it('cuts rather than rounds, so a balance never reads more than it is', () => {
    expect(compactMoneyText('1239999.99', '¥', 'EN')).toBe('¥1.23m');
    expect(compactMoneyText('999999.99', '¥', 'EN')).toBe('¥999.99k');
    expect(compactMoneyText('19999.99', '¥', 'CN')).toBe('¥1.99万');
    expect(compactMoneyText('999.99', '¥', 'EN')).toBe('¥999.99');
  });

  it('groups counts the same way', () => {
    expect(numberText(1234567, 'EN')).toBe('1,234,567');
    expect(numberText(1234567, 'CN')).toBe('1,234,567');
    expect(numberText(1234567, 'VI')).toBe('1.234.567');
  });
});

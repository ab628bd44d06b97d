import { displayLocale } from './display-locale.ts';

/** Numeric day, month and full year in the language's order (07/03/2026, 2026/3/7, 7/3/2026). */
const dateParts = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const timeParts = { hour: '2-digit', minute: '2-digit' } as const;

/*
 * Moments are written on the merchant's clock (`timeZone`, the status call's), the clock its days
 * are counted on (docs/one-clock.md): a bet placed at 05:41 on the merchant's 30/11 reads 30/11,
 * the day its profit and loss counts it in, wherever the browser is. Without a zone (before the
 * status has arrived) the browser's clock writes them.
 */

/** A moment's date, as the player's language writes it. */
export const dateText = (iso: string, language: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString(displayLocale(language), { ...dateParts, timeZone });

/** A moment as the player's language writes it (date and minutes). */
export const dateTimeText = (iso: string, language: string, timeZone?: string) =>
  new Date(iso).toLocaleString(displayLocale(language), { ...dateParts, ...timeParts, timeZone });

/** A moment's time of day (to the minute). */
export const timeText = (iso: string, language: string, timeZone?: string) =>
  new Date(iso).toLocaleTimeString(displayLocale(language), { ...timeParts, timeZone });

/**
 * A calendar day the server already counted (YYYY-MM-DD of the merchant's calendar). It is read at
 * UTC midnight and written in UTC, so a browser west of Greenwich does not show the day before.
 */
export const dayText = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(displayLocale(language), { ...dateParts, timeZone: 'UTC' });

const zonePart = (timeZone: string, locale: string, style: 'long' | 'shortOffset', at: number) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * A zone's name in the player's language, or null where the browser has none in it: a browser
 * without that language's zone names writes them in English (Chromium's Khmer) or as an offset.
 */
const zoneName = (timeZone: string, language: string, at: number) => {
  const name = zonePart(timeZone, displayLocale(language), 'long', at);
  const english = language.toUpperCase() !== 'EN' && name === zonePart(timeZone, 'en', 'long', at);
  return english || /^(GMT|UTC)/.test(name) ? null : name;
};

/** A zone's name in the player's language and its offset now: "China Standard Time", "GMT+8". */
export const zoneText = (timeZone: string, language: string, at = Date.now()) => ({
  name: zoneName(timeZone, language, at),
  offset: zonePart(timeZone, 'en-GB', 'shortOffset', at),
});

/** Whether the browser's clock reads what `timeZone`'s does (the same offset from UTC at `at`). */
export const isBrowserClock = (
  timeZone: string,
  at = Date.now(),
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) => zonePart(timeZone, 'en-GB', 'shortOffset', at) === zonePart(browserZone, 'en-GB', 'shortOffset', at);

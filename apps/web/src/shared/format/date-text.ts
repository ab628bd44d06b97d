const locales: Record<string, string> = { CN: 'zh-CN', EN: 'en-GB', KM: 'km-KH' };

/**
 * The locale a language's dates are written in. A browser without Khmer data would fall back to
 * its own default (US month-first order), so an unsupported locale falls back to en-GB's day-first
 * order, which is how Cambodia writes dates too.
 */
const localeOf = (language: string) => {
  const wanted = locales[language.toUpperCase()] ?? 'en-GB';
  return Intl.DateTimeFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : 'en-GB';
};

/** A moment as the player's language writes it (date and minutes). */
export const dateTimeText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(localeOf(language), { dateStyle: 'short', timeStyle: 'short' });

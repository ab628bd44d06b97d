const locales: Record<string, string> = { CN: 'zh-CN', EN: 'en-GB', KM: 'km-KH' };

/** A moment as the player's language writes it (date and minutes). */
export const dateTimeText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(locales[language] ?? 'en-GB', { dateStyle: 'short', timeStyle: 'short' });

import { type CatalogueLanguage, catalogueLanguages, languageInfo } from '@croupier/contract/paths';

/**
 * What each shipped language's registry tag needs for display: a region, for that country's date
 * order and separators. Thai also names the Gregorian calendar: th-TH alone counts Buddhist-era
 * years (2026 reads 2569), while the date pickers, the server's records and the searches the
 * operators type all count Gregorian years, so a player would see a year they cannot search for.
 */
const displaySubtags: Record<CatalogueLanguage, string> = {
  CN: '',
  EN: '-GB',
  KM: '-KH',
  TH: '-TH-u-ca-gregory',
  VI: '-VN',
};

const english = `${languageInfo.EN.tag}${displaySubtags.EN}`;

const isShipped = (code: string): code is CatalogueLanguage =>
  (catalogueLanguages as readonly string[]).includes(code);

/**
 * The locale dates, times and amounts are written in for an interface language. Codes without a
 * shipped catalogue read English, so they read English formats too. A browser without the
 * locale's data (Khmer is often missing) would fall back to its own default, US month-first
 * order, so an unsupported locale falls back to en-GB's day-first order, which is how Cambodia
 * writes dates too.
 */
export const displayLocale = (language: string) => {
  const code = language.toUpperCase();
  const wanted = isShipped(code) ? `${languageInfo[code].tag}${displaySubtags[code]}` : english;
  return Intl.DateTimeFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : english;
};

/**
 * Interface languages. About 35 codes exist in the original client; catalogues ship for CN, EN,
 * KM, TH and VI, every other registered code falls back to EN until its catalogue arrives.
 */
export const languageCodes = [
  'CN',
  'EN',
  'KM',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TR',
  'BN',
  'AR',
  'RU',
  'FR',
  'DE',
  'IT',
  'NL',
  'PL',
  'SV',
  'UK',
  'FA',
  'UR',
  'HE',
  'LO',
  'NE',
  'SI',
  'TL',
  'TY',
  'KK',
] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Languages whose catalogue ships complete. */
export const catalogueLanguages = ['CN', 'EN', 'KM', 'TH', 'VI'] as const satisfies readonly LanguageCode[];
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

export const fallbackLanguage: CatalogueLanguage = 'EN';

/** The catalogue a language reads: its own where one ships, else the fallback (English). */
export const catalogueFor = (code: LanguageCode): CatalogueLanguage =>
  (catalogueLanguages as readonly string[]).includes(code) ? (code as CatalogueLanguage) : fallbackLanguage;

/** Each language's own name, shown in the language picker, and its BCP 47 tag. */
export const languageInfo: Record<LanguageCode, { name: string; tag: string; rtl?: boolean }> = {
  CN: { name: '简体中文', tag: 'zh-CN' },
  EN: { name: 'English', tag: 'en' },
  KM: { name: 'ខ្មែរ', tag: 'km' },
  JA: { name: '日本語', tag: 'ja' },
  TH: { name: 'ไทย', tag: 'th' },
  VI: { name: 'Tiếng Việt', tag: 'vi' },
  MY: { name: 'မြန်မာ', tag: 'my' },
  ES: { name: 'Español', tag: 'es' },
  HI: { name: 'हिन्दी', tag: 'hi' },
  ID: { name: 'Bahasa Indonesia', tag: 'id' },
  KO: { name: '한국어', tag: 'ko' },
  MS: { name: 'Bahasa Melayu', tag: 'ms' },
  PT: { name: 'Português', tag: 'pt' },
  TA: { name: 'தமிழ்', tag: 'ta' },
  TW: { name: '繁體中文', tag: 'zh-TW' },
  TR: { name: 'Türkçe', tag: 'tr' },
  BN: { name: 'বাংলা', tag: 'bn' },
  AR: { name: 'العربية', tag: 'ar', rtl: true },
  RU: { name: 'Русский', tag: 'ru' },
  FR: { name: 'Français', tag: 'fr' },
  DE: { name: 'Deutsch', tag: 'de' },
  IT: { name: 'Italiano', tag: 'it' },
  NL: { name: 'Nederlands', tag: 'nl' },
  PL: { name: 'Polski', tag: 'pl' },
  SV: { name: 'Svenska', tag: 'sv' },
  UK: { name: 'Українська', tag: 'uk' },
  FA: { name: 'فارسی', tag: 'fa', rtl: true },
  UR: { name: 'اردو', tag: 'ur', rtl: true },
  HE: { name: 'עברית', tag: 'he', rtl: true },
  LO: { name: 'ລາວ', tag: 'lo' },
  NE: { name: 'नेपाली', tag: 'ne' },
  SI: { name: 'සිංහල', tag: 'si' },
  TL: { name: 'Filipino', tag: 'fil' },
  TY: { name: 'Reo Tahiti', tag: 'ty' },
  KK: { name: 'Қазақ', tag: 'kk' },
};

export const isLanguageCode = (value: string): value is LanguageCode =>
  (languageCodes as readonly string[]).includes(value);

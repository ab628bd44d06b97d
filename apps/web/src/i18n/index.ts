import { fallbackLanguage, type LanguageCode, languageCodes, languageInfo } from '@croupier/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';
import { catalogueFor, rememberLanguage } from './language.ts';

export const catalogues = { CN: cn, EN: en, KM: km } as const;

/** Every registered code resolves; those without a catalogue fall back to English. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    languageCodes.map((code) => [code, { translation: catalogues[catalogueFor(code)] }]),
  ),
  lng: 'CN',
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languageCodes],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const switchLanguage = async (code: LanguageCode) => {
  rememberLanguage(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = languageInfo[code].tag;
  document.documentElement.dir = languageInfo[code].rtl ? 'rtl' : 'ltr';
};

import {
  type CatalogueLanguage,
  fallbackLanguage,
  type LanguageCode,
  languageCodes,
  languageInfo,
} from '@croupier/contract/paths';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { catalogueFor, rememberLanguage } from './language.ts';

/**
 * English ships in the first download (it is every language's fallback); the other catalogues load
 * when chosen, so a player downloads one catalogue, not five.
 */
const loaders: Record<Exclude<CatalogueLanguage, 'EN'>, () => Promise<typeof en>> = {
  CN: () => import('./cn.json').then((module) => module.default),
  KM: () => import('./km.json').then((module) => module.default),
  TH: () => import('./th.json').then((module) => module.default),
  VI: () => import('./vi.json').then((module) => module.default),
};

/** Every registered code resolves; those without a catalogue read the English one. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    languageCodes.filter((code) => catalogueFor(code) === 'EN').map((code) => [code, { translation: en }]),
  ),
  lng: 'CN',
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languageCodes],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a language's catalogue once; a catalogue that cannot load leaves English showing. */
export const loadCatalogue = async (code: LanguageCode) => {
  const catalogue = catalogueFor(code);
  if (catalogue === 'EN' || i18n.hasResourceBundle(code, 'translation')) return;
  try {
    i18n.addResourceBundle(code, 'translation', await loaders[catalogue]());
  } catch {
    // offline or a failed chunk: the English fallback still reads
  }
};

export const switchLanguage = async (code: LanguageCode) => {
  rememberLanguage(code);
  await loadCatalogue(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = languageInfo[code].tag;
  document.documentElement.dir = languageInfo[code].rtl ? 'rtl' : 'ltr';
};

import {
  type CatalogueLanguage,
  fallbackLanguage,
  type LanguageCode,
  languageCodes,
  languageInfo,
} from '@croupier/contract/paths';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueFor, rememberLanguage } from './language.ts';

type Catalogue = typeof import('./en.json');

/**
 * Every catalogue, English too, loads when its language is chosen (boot.ts asks for the likely one
 * beside the permission call), so a player downloads one catalogue, not five, and none of them
 * with the first page's code. Each shipped catalogue is complete (catalogues.test.ts), so the
 * English fallback is only ever read for codes without a catalogue of their own, which load it.
 */
const loaders: Record<CatalogueLanguage, () => Promise<Catalogue>> = {
  EN: () => import('./en.json').then((module) => module.default),
  CN: () => import('./cn.json').then((module) => module.default),
  KM: () => import('./km.json').then((module) => module.default),
  TH: () => import('./th.json').then((module) => module.default),
  VI: () => import('./vi.json').then((module) => module.default),
};

/** Every registered code resolves; those without a catalogue read the English one. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'CN',
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languageCodes],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a language's catalogue once; one that cannot load leaves the English fallback reading. */
export const loadCatalogue = async (code: LanguageCode): Promise<void> => {
  const catalogue = catalogueFor(code);
  if (i18n.hasResourceBundle(code, 'translation')) return;
  try {
    i18n.addResourceBundle(code, 'translation', await loaders[catalogue]());
  } catch {
    // offline or a failed chunk: the English fallback is asked for instead
    if (code !== fallbackLanguage) await loadCatalogue(fallbackLanguage);
  }
};

export const switchLanguage = async (code: LanguageCode) => {
  rememberLanguage(code);
  await loadCatalogue(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = languageInfo[code].tag;
  document.documentElement.dir = languageInfo[code].rtl ? 'rtl' : 'ltr';
};

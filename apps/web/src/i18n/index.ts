import {
  type CatalogueLanguage,
  catalogueFor,
  fallbackLanguage,
  type LanguageCode,
  languageCodes,
  languageInfo,
} from '@croupier/contract/paths';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage } from './language.ts';

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

/**
 * Parts of the catalogue only some pages read, in files of their own, loaded with those pages and
 * then with every language switch: the back office's texts (about 7 kB gzip in each language)
 * stay out of every player's first download. Keys keep their place (`backoffice.…`).
 */
const areaLoaders = {
  backoffice: {
    EN: () => import('./backoffice/en.json').then((module) => module.default),
    CN: () => import('./backoffice/cn.json').then((module) => module.default),
    KM: () => import('./backoffice/km.json').then((module) => module.default),
    TH: () => import('./backoffice/th.json').then((module) => module.default),
    VI: () => import('./backoffice/vi.json').then((module) => module.default),
  },
} satisfies Record<string, Record<CatalogueLanguage, () => Promise<object>>>;

/** the site's catalogue and the areas: every part loads the same way */
const partLoaders = { site: loaders, ...areaLoaders };

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

/**
 * Adds a language's catalogue once, with the areas in use; one that cannot load leaves the English
 * fallback reading.
 */
export const loadCatalogue = async (code: LanguageCode): Promise<void> => {
  await Promise.all([loadPart('site', code), ...[...areasInUse].map((area) => loadPart(area, code))]);
};

export type CatalogueArea = keyof typeof areaLoaders;
const areasInUse = new Set<CatalogueArea>();
const partsLoaded = new Set<string>();

/** Adds one part's texts to a language's catalogue once; one that cannot load reads the English fallback. */
const loadPart = async (part: keyof typeof partLoaders, code: LanguageCode): Promise<void> => {
  if (partsLoaded.has(`${part}:${code}`)) return;
  try {
    i18n.addResourceBundle(code, 'translation', await partLoaders[part][catalogueFor(code)](), true, false);
    partsLoaded.add(`${part}:${code}`);
  } catch {
    // offline or a failed chunk: the English fallback is asked for instead
    if (code !== fallbackLanguage) await loadPart(part, fallbackLanguage);
  }
};

/**
 * A page that reads an area loads it (before it is drawn) for the page's language, or `code`; from
 * then on every language switch loads it too.
 */
export const loadCatalogueArea = async (area: CatalogueArea, code = i18n.language as LanguageCode) => {
  areasInUse.add(area);
  await loadPart(area, code);
};

export const switchLanguage = async (code: LanguageCode) => {
  rememberLanguage(code);
  await loadCatalogue(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = languageInfo[code].tag;
  document.documentElement.dir = languageInfo[code].rtl ? 'rtl' : 'ltr';
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'CN' | 'EN' | 'KM' | 'TH' | 'VI';

const catalogues = new Map<string, Record<string, unknown>>();

const read = (path: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../apps/web/src/i18n', path), 'utf8'));

/**
 * The web app's whole catalogue of a language ('KM' or 'km'): the site's texts and its areas (the
 * back office's, i18n/backoffice/), as the app holds them once both are loaded.
 */
// biome-ignore lint/suspicious/noExplicitAny: journeys walk the tree by the keys they know
export const catalogue = (language: string): Record<string, any> => {
  const file = `${language.toLowerCase()}.json`;
  if (!catalogues.has(file)) catalogues.set(file, { ...read(file), ...read(`backoffice/${file}`) });
  return catalogues.get(file)!;
};

/** A text of the web app's catalogue for that language, by key (e.g. `home.headline`). */
export const text = (language: Language, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue(language));
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'CN' | 'EN' | 'KM' | 'TH' | 'VI';

const catalogues = new Map<Language, Record<string, unknown>>();

/** A text of the web app's catalogue for that language, by key (e.g. `home.headline`). */
export const text = (language: Language, key: string): string => {
  if (!catalogues.has(language)) {
    // the site's catalogue and its areas (the back office's texts, i18n/backoffice/)
    const read = (path: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, '../apps/web/src/i18n', path), 'utf8'));
    const file = `${language.toLowerCase()}.json`;
    catalogues.set(language, { ...read(file), ...read(`backoffice/${file}`) });
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.get(language));
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
};

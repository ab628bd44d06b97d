import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CatalogueLanguage,
  catalogueFor,
  catalogueLanguages,
  type LanguageCode,
} from '@croupier/contract';

/** The web build's manifest, as far as it is read here: source file → built chunk. */
type BuildManifest = Record<string, { file?: string }>;

/**
 * Which built chunk holds each language's site catalogue, from the web build's manifest
 * (`dist/.vite/manifest.json`); undefined without one (no build, a dev server).
 */
export const catalogueChunksOf = (webDist: string): Map<CatalogueLanguage, string> | undefined => {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const chunks = new Map<CatalogueLanguage, string>();
  for (const language of catalogueLanguages) {
    const file = manifest[`src/i18n/${language.toLowerCase()}.json`]?.file;
    if (file) chunks.set(language, `/${file}`);
  }
  return chunks;
};

/**
 * The app shell for a page in each language. The built shell hints the Chinese catalogue
 * (`<link rel="modulepreload">`, apps/web/vite-catalogue-preload.ts) so that it downloads beside
 * the first bundle rather than after it has run; a page that opens in another language gets the
 * hint for its own catalogue instead, and does not download Chinese it will not read. A shell
 * without the hint, or a build without the manifest, is the same in every language.
 */
export const shellsByLanguage = (
  shell: string,
  chunks: Map<CatalogueLanguage, string> | undefined,
): ((language: LanguageCode) => string) => {
  const chineseHint = chunks?.get('CN') && `href="${chunks.get('CN')}"`;
  if (!chunks || !chineseHint || !shell.includes(chineseHint)) return () => shell;
  const shells = new Map<CatalogueLanguage, string>();
  for (const [language, chunk] of chunks) shells.set(language, shell.replace(chineseHint, `href="${chunk}"`));
  return (language) => shells.get(catalogueFor(language)) ?? shell;
};

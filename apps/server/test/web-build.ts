import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalogue chunks the test builds hold: the site's Chinese, English and Khmer. */
export const catalogueChunks = {
  'src/i18n/cn.json': { file: 'assets/cn-C1.js' },
  'src/i18n/en.json': { file: 'assets/en-E1.js' },
  'src/i18n/km.json': { file: 'assets/km-K1.js' },
};

/** Writes a web build's manifest (`.vite/manifest.json`) into `dist`, as `vite build` does. */
export const writeBuildManifest = (
  dist: string,
  entries: Record<string, { file: string }> = catalogueChunks,
) => {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(entries));
};

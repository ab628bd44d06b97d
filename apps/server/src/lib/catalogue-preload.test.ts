import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueChunks, writeBuildManifest } from '../../test/web-build.ts';
import { catalogueChunksOf, shellsByLanguage } from './catalogue-preload.ts';

const shell =
  '<head><link rel="modulepreload" crossorigin href="/assets/index-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/cn-C1.js"></head>';

describe('the shell hints the catalogue of the page’s language', () => {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-manifest-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reads each catalogue’s chunk from the build’s manifest, and nothing without one', () => {
    expect(catalogueChunksOf(dist)).toBeUndefined();
    writeBuildManifest(dist, {
      'src/main.tsx': { file: 'assets/index-1.js' },
      ...catalogueChunks,
      // the back office's catalogues are other chunks of the same names
      'src/i18n/backoffice/en.json': { file: 'assets/en-B1.js' },
    });
    expect(catalogueChunksOf(dist)).toEqual(
      new Map([
        ['CN', '/assets/cn-C1.js'],
        ['EN', '/assets/en-E1.js'],
        ['KM', '/assets/km-K1.js'],
      ]),
    );
  });

  it('swaps the Chinese hint for the language’s own; a language without a catalogue reads English', () => {
    const shellIn = shellsByLanguage(
      shell,
      new Map([
        ['CN', '/assets/cn-C1.js'],
        ['EN', '/assets/en-E1.js'],
        ['KM', '/assets/km-K1.js'],
      ]),
    );
    expect(shellIn('CN')).toBe(shell);
    expect(shellIn('KM')).toBe(shell.replace('/assets/cn-C1.js', '/assets/km-K1.js'));
    expect(shellIn('JA')).toBe(shell.replace('/assets/cn-C1.js', '/assets/en-E1.js'));
    expect(shellIn('EN')).not.toContain('cn-C1');
    // the page's own bundle hint stays
    expect(shellIn('EN')).toContain('href="/assets/index-1.js"');
    // a shipped language the build has no chunk for keeps the shell as built
    expect(shellIn('TH')).toBe(shell);
  });

  it('leaves a shell without the hint, or a build without a manifest, the same in every language', () => {
    const plain = '<head></head>';
    expect(shellsByLanguage(plain, new Map([['CN', '/assets/cn-C1.js']]))('EN')).toBe(plain);
    expect(shellsByLanguage(shell, undefined)('EN')).toBe(shell);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { auditActionGroups, auditActions, errorCodes, languageCodes } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { actionLabelKey } from '../features/backoffice/audit-detail.tsx';
import backOfficeCn from './backoffice/cn.json';
import backOfficeEn from './backoffice/en.json';
import backOfficeKm from './backoffice/km.json';
import backOfficeTh from './backoffice/th.json';
import backOfficeVi from './backoffice/vi.json';
import cn from './cn.json';
import en from './en.json';
import { i18n, loadCatalogue, loadCatalogueArea } from './index.ts';
import km from './km.json';
import th from './th.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

/** each language whole: the site's catalogue and its areas (the back office's texts) */
const catalogues = {
  CN: flatten({ ...cn, ...backOfficeCn }),
  EN: flatten({ ...en, ...backOfficeEn }),
  KM: flatten({ ...km, ...backOfficeKm }),
  TH: flatten({ ...th, ...backOfficeTh }),
  VI: flatten({ ...vi, ...backOfficeVi }),
};
const translated = ['CN', 'KM', 'TH', 'VI'] as const;
/** Texts that may read as in English: brand words, and the colon Thai and Vietnamese share with it. */
const sameEverywhere = new Set(['nav.app', 'common.colon']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });

describe('catalogues', () => {
  it.each(translated)('%s has exactly the keys of EN', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(Object.keys(catalogues.EN).sort());
  });

  it.each(['EN', ...translated] as const)('%s has no empty text', (language) => {
    const empty = Object.entries(catalogues[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(translated)('%s is translated, not an English copy', (language) => {
    const copies = Object.entries(catalogues[language])
      .filter(([key, text]) => text === catalogues.EN[key] && !sameEverywhere.has(key))
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it.each(translated)('%s keeps every {{placeholder}} and <link> tag of the English text', (language) => {
    const names = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)|<(\w+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();
    const changed = Object.entries(catalogues.EN)
      .filter(([key]) => catalogues[language][key] !== undefined)
      .filter(([key, text]) => names(text).join() !== names(catalogues[language][key]!).join())
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });

  it('writes Khmer in Khmer script, Chinese in Han characters, Thai in Thai script and Vietnamese with its tones', () => {
    expect(catalogues.KM['auth.login']).toMatch(/[\u1780-\u17FF]/);
    expect(catalogues.CN['auth.login']).toMatch(/[\u4e00-\u9fff]/);
    expect(catalogues.TH['auth.login']).toMatch(/[\u0E00-\u0E7F]/);
    expect(catalogues.VI['auth.login']).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
  });

  it('writes numbers in the digits the formatted amounts and dates use (Latin), never Khmer or Thai digits beside them', () => {
    const otherDigits = (['KM', 'TH'] as const).flatMap((language) =>
      Object.entries(catalogues[language])
        .filter(([, text]) => /[\u17E0-\u17E9\u0E50-\u0E59]/.test(text))
        .map(([key]) => `${language} ${key}`),
    );
    expect(otherDigits).toEqual([]);
    expect(new Intl.NumberFormat('km').format(30)).toBe('30');
  });

  it('has a text for every error code of the API', () => {
    const missing = [...errorCodes, 'NETWORK'].filter((code) => !catalogues.EN[`errors.${code}`]);
    expect(missing).toEqual([]);
  });

  it('names every action the audit log records, and every group of them', () => {
    const keys = [
      ...auditActions.map(actionLabelKey),
      ...Object.keys(auditActionGroups).map((group) => `backoffice.audit.groups.${group}`),
    ];
    expect(keys.filter((key) => !catalogues.EN[key])).toEqual([]);
  });

  it('knows every key the source uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !(key in catalogues.EN))).toEqual([]);
  });

  it("keeps the back office's texts out of the site's catalogue, and loads them with the back office", async () => {
    for (const site of [cn, en, km, th, vi]) expect(site).not.toHaveProperty('backoffice');
    for (const area of [backOfficeCn, backOfficeEn, backOfficeKm, backOfficeTh, backOfficeVi])
      expect(Object.keys(area)).toEqual(['backoffice']);
    await loadCatalogueArea('backoffice', 'EN');
    await loadCatalogue('TH');
    await i18n.changeLanguage('TH');
    // an area in use comes with every language loaded after it
    expect(i18n.t('backoffice.vendorTransfers')).toBe(catalogues.TH['backoffice.vendorTransfers']);
    expect(i18n.t('auth.login')).toBe(catalogues.TH['auth.login']);
  });

  it('falls back to English for a registered language without a catalogue', async () => {
    expect(languageCodes).toContain('JA');
    await i18n.changeLanguage('JA');
    expect(i18n.t('auth.login')).toBe('Log in');
    await loadCatalogue('KM');
    await i18n.changeLanguage('KM');
    expect(i18n.t('auth.login')).toBe(catalogues.KM['auth.login']);
  });
});

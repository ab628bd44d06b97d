import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueFor, initialLanguage, rememberLanguage } from './language.ts';

describe('language choice', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("starts in the merchant's default language", () => {
    expect(initialLanguage('CN')).toBe('CN');
  });

  it('keeps the chosen language in session (lang) and on the device (hisLang)', () => {
    rememberLanguage('KM');
    expect(sessionStorage.getItem('lang')).toBe('KM');
    expect(localStorage.getItem('hisLang')).toBe('KM');
    expect(initialLanguage('CN')).toBe('KM');
  });

  it('prefers the tab choice over the device history', () => {
    localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('lang', 'KM');
    expect(initialLanguage('CN')).toBe('KM');
  });

  it('ignores an unknown stored code', () => {
    localStorage.setItem('hisLang', 'XX');
    expect(initialLanguage('EN')).toBe('EN');
  });

  it('reads the English catalogue for codes without their own', () => {
    expect(catalogueFor('JA')).toBe('EN');
    expect(catalogueFor('KM')).toBe('KM');
  });
});

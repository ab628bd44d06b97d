import { beforeEach, describe, expect, it } from 'vitest';
import { initialLanguage, rememberLanguage } from './language.ts';

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

  it('starts in the merchant default when the stored language is no longer offered', () => {
    rememberLanguage('KM');
    expect(initialLanguage('EN', ['CN', 'EN', 'TH'])).toBe('EN');
  });

  it('keeps a stored language the merchant still offers', () => {
    rememberLanguage('TH');
    expect(initialLanguage('EN', ['CN', 'EN', 'TH'])).toBe('TH');
  });

  it("falls back to the device's last language when only the tab's is no longer offered", () => {
    localStorage.setItem('hisLang', 'CN');
    sessionStorage.setItem('lang', 'KM');
    expect(initialLanguage('EN', ['CN', 'EN'])).toBe('CN');
  });
});

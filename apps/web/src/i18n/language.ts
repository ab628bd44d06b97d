import { isLanguageCode, type LanguageCode } from '@croupier/contract/paths';
import { keepLanguageCookie } from '../shared/session/first-screen-cookies.ts';
import { storageKeys } from '../shared/session/session-store.ts';

/**
 * The language to start in: this tab's choice, else the last one used on this device, else the
 * merchant's default. Once the merchant's offered languages are known, a stored choice the site no
 * longer offers (the owner took it off in the back office) gives way to the default.
 */
export const initialLanguage = (
  merchantDefault: LanguageCode,
  offered?: readonly LanguageCode[],
): LanguageCode => {
  for (const stored of [
    sessionStorage.getItem(storageKeys.lang),
    localStorage.getItem(storageKeys.hisLang),
  ]) {
    if (stored && isLanguageCode(stored) && (!offered || offered.includes(stored))) return stored;
  }
  return merchantDefault;
};

/** Kept in session (`lang`) and on the device (`hisLang`), as spec §3 says. */
export const rememberLanguage = (code: LanguageCode) => {
  sessionStorage.setItem(storageKeys.lang, code);
  localStorage.setItem(storageKeys.hisLang, code);
  keepLanguageCookie(code);
};

export const currentLanguage = (): LanguageCode => {
  const stored = sessionStorage.getItem(storageKeys.lang);
  return stored && isLanguageCode(stored) ? stored : 'CN';
};

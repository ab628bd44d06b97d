import { firstScreenCookies } from '@croupier/contract/paths';

const yearInSeconds = 31_536_000;

/**
 * The two facts the server's first screen needs and cannot read from the tab's storage
 * (docs/first-screen.md): the chosen language, kept a year like `hisLang`, and whether a tab of
 * this browser is signed in (a browser-session cookie holding only "1", never the token).
 */
export const keepLanguageCookie = (code: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${firstScreenCookies.language}=${code}; path=/; max-age=${yearInSeconds}; samesite=lax`;
};

export const keepSignedInCookie = (signedIn: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = signedIn
    ? `${firstScreenCookies.signedIn}=1; path=/; samesite=lax`
    : `${firstScreenCookies.signedIn}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
};

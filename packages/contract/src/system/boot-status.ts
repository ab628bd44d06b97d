/**
 * The id of the JSON data block in which the app shell carries the visitor's status answer (the
 * permission call's envelope): the server writes it, the web app takes it out of the page.
 */
export const bootStatusBlockId = 'boot-status';

/**
 * Cookies the web app keeps for the server's first screen (docs/first-screen.md), which cannot
 * read the tab's storage: the language the visitor chose, and a hint (no token, no account) that
 * this browser has a signed-in tab, whose page the server then leaves to the browser to draw.
 */
export const firstScreenCookies = { language: 'croupier_lang', signedIn: 'croupier_signed_in' } as const;

/** the attribute on the server-drawn first screen (inert until the live page replaces it) */
export const firstScreenAttribute = 'data-first-screen';

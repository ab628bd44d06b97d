import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../i18n/language.ts';
import { useSession } from './session-store.ts';

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

describe("the cookies the server's first screen reads", () => {
  afterEach(() => {
    useSession.getState().signOut();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
    document.cookie = 'croupier_lang=; path=/; max-age=0';
  });

  it('keeps the chosen language beside the stored one', () => {
    rememberLanguage('KM');
    expect(cookies()).toContain('croupier_lang=KM');
    rememberLanguage('EN');
    expect(cookies()).toContain('croupier_lang=EN');
  });

  it('says a tab is signed in (never with its token) and forgets it on sign-out', () => {
    useSession.getState().signIn({ token: 'secret-token', account: 'player01', isAgent: false });
    expect(cookies()).toContain('croupier_signed_in=1');
    expect(document.cookie).not.toContain('secret-token');
    useSession.getState().signOut();
    expect(cookies().some((cookie) => cookie.startsWith('croupier_signed_in'))).toBe(false);
  });
});

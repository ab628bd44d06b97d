import { create } from 'zustand';
import { keepSignedInCookie } from './first-screen-cookies.ts';

/** Storage keys of spec §3: session token, account, merchant, merchantCode, isAgent, lang; local hisLang. */
export const storageKeys = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  isAgent: 'isAgent',
  lang: 'lang',
  hisLang: 'hisLang',
  /** spec §4: set when the announcement pop-up is closed, so it does not reopen in this tab's session */
  publicityClose: 'publicityClose',
} as const;

interface SessionState {
  merchantCode: string | null;
  token: string | null;
  account: string | null;
  isAgent: boolean;
  isLogin: boolean;
  /** start sequence of spec §4: merchant code kept, a token without an account dropped */
  start(merchantCode: string): void;
  signIn(session: { token: string; account: string; isAgent: boolean }): void;
  /** a token that may only change its password yet (forced change): kept, but not logged in */
  holdToken(token: string): void;
  /** clears the session but keeps merchant and merchantCode */
  signOut(): void;
}

const read = (key: string) => sessionStorage.getItem(key);

export const useSession = create<SessionState>((set) => ({
  merchantCode: read(storageKeys.merchantCode),
  token: read(storageKeys.token),
  account: read(storageKeys.account),
  isAgent: read(storageKeys.isAgent) === 'true',
  isLogin: Boolean(read(storageKeys.token) && read(storageKeys.account)),
  start(merchantCode) {
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem(storageKeys.merchant, merchantCode);
      storage.setItem(storageKeys.merchantCode, merchantCode);
    }
    if (!read(storageKeys.account)) sessionStorage.removeItem(storageKeys.token);
    const token = read(storageKeys.token);
    set({ merchantCode, token, account: read(storageKeys.account), isLogin: Boolean(token) });
  },
  signIn({ token, account, isAgent }) {
    sessionStorage.setItem(storageKeys.token, token);
    sessionStorage.setItem(storageKeys.account, account);
    sessionStorage.setItem(storageKeys.isAgent, String(isAgent));
    keepSignedInCookie(true);
    set({ token, account, isAgent, isLogin: true });
  },
  holdToken(token) {
    sessionStorage.setItem(storageKeys.token, token);
    set({ token, isLogin: false });
  },
  signOut() {
    const keep = [storageKeys.merchant, storageKeys.merchantCode, storageKeys.lang].map(
      (key) => [key, read(key)] as const,
    );
    sessionStorage.clear();
    for (const [key, value] of keep) if (value !== null) sessionStorage.setItem(key, value);
    keepSignedInCookie(false);
    set({ token: null, account: null, isAgent: false, isLogin: false });
  },
}));

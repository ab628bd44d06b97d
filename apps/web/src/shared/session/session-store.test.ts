import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from './session-store.ts';

describe('session start and sign-out', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the merchant code in session and local storage', () => {
    useSession.getState().start('DEMO');
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('merchant')).toBe('DEMO');
      expect(storage.getItem('merchantCode')).toBe('DEMO');
    }
  });

  it('drops a token that has no account beside it', () => {
    sessionStorage.setItem('token', 'abc');
    useSession.getState().start('DEMO');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isLogin).toBe(false);
  });

  it('treats a token with its account as logged in', () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('account', 'demo01');
    useSession.getState().start('DEMO');
    expect(useSession.getState().isLogin).toBe(true);
  });

  it('clears the session on sign-out but keeps merchant and merchantCode', () => {
    useSession.getState().start('DEMO');
    useSession.getState().signIn({ token: 't', account: 'demo01', isAgent: false });
    useSession.getState().signOut();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(useSession.getState()).toMatchObject({ isLogin: false, isAgent: false });
  });
});

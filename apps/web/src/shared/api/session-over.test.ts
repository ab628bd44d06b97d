import { getMemberInfo } from '@croupier/contract/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginPrompt } from '../session/require-login.ts';
import { useSession } from '../session/session-store.ts';
import { useModals } from '../ui/modal-store.ts';
import { ApiError, callApi } from './client.ts';

/** every call answers this refusal */
const refuseWith = (code: string, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, value: null, message: code, code }), { status }),
    ),
  );

const signedIn = () =>
  useSession.getState().signIn({ token: 'player-token', account: 'player1', isAgent: false });

describe('a call that says the session is over', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useModals.getState().hide();
    useLoginPrompt.setState({ shown: 0, reason: 'required' });
    signedIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['AUTH_SESSION_EXPIRED', 401],
    ['AUTH_ACCOUNT_CLOSED', 403],
  ])('signs the page out on %s and asks the player to log in again', async (code, status) => {
    refuseWith(code, status);
    await expect(callApi(getMemberInfo)).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState()).toMatchObject({ isLogin: false, token: null, account: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useLoginPrompt.getState()).toMatchObject({ shown: 1, reason: 'sessionEnded' });
    expect(useModals.getState().open).toBe('loginPopupModal');
  });

  it('keeps the session for other refusals, for calls made with another token, and for an answer to an older session', async () => {
    refuseWith('FORBIDDEN', 403);
    await expect(callApi(getMemberInfo)).rejects.toBeInstanceOf(ApiError);
    refuseWith('AUTH_SESSION_EXPIRED', 401);
    // the back office's operator token is not the player's session
    await expect(callApi(getMemberInfo, { token: 'operator-token' })).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().isLogin).toBe(true);

    // the answer arrives after the player has signed in again with a new session
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const late = callApi(getMemberInfo);
    useSession.getState().signIn({ token: 'new-token', account: 'player1', isAgent: false });
    answer(
      new Response(
        JSON.stringify({ success: false, value: null, message: '', code: 'AUTH_SESSION_EXPIRED' }),
        { status: 401 },
      ),
    );
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState()).toMatchObject({ isLogin: true, token: 'new-token' });
    expect(useLoginPrompt.getState().shown).toBe(0);
  });
});

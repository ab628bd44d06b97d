import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginPrompt } from '../../shared/session/require-login.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { gameStorageKeys } from './game-session.ts';
import { aGame, fakeServer, memberInfo, providers, Refuse, signedIn, signedOut } from './games-test-kit.tsx';
import { useLaunchDialog } from './launch-dialog-store.ts';
import { type LaunchOptions, useLaunch } from './use-launch.ts';

const launchPath = '/wps/game/launchGame';
const infoPath = '/wps/member/info';
const frameAnswer = {
  content: { game_url: 'https://vendor.example/slot?t=1' },
  target: 'frame',
  walletMode: 'seamless',
  accountType: 1,
  transferred: '0.00',
};

const setUp = () => {
  const { Wrapper, queryClient } = providers('/rng');
  const hook = renderHook(() => ({ ...useLaunch(), location: useLocation() }), { wrapper: Wrapper });
  const launch = async (game = aGame(), options?: LaunchOptions) => {
    let outcome: string | undefined;
    await act(async () => {
      outcome = await hook.result.current.launch(game, options);
    });
    return outcome;
  };
  return { hook, launch, queryClient };
};

describe('useLaunch', () => {
  beforeEach(() => {
    useModals.setState({ open: null });
    useLaunchDialog.setState({ dialog: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signedOut();
  });

  it('asks a visitor to log in and calls nothing', async () => {
    signedOut();
    const server = fakeServer({});
    const { launch } = setUp();
    expect(await launch()).toBe('login');
    expect(useModals.getState().open).toBe('loginPopupModal');
    expect(server.calls).toEqual([]);
  });

  it('warns a trial account, and opens the free play it then asks for', async () => {
    signedIn();
    const server = fakeServer({ [infoPath]: () => memberInfo(4), [launchPath]: () => frameAnswer });
    const { launch, hook } = setUp();
    expect(await launch()).toBe('trial');
    expect(useLaunchDialog.getState().dialog).toMatchObject({ kind: 'trial', game: { nodeId: 11 } });
    expect(server.callsTo(launchPath)).toEqual([]);

    expect(await launch(aGame(), { freePlay: true })).toBe('frame');
    expect(server.callsTo(launchPath)[0]?.body).toMatchObject({
      nodeId: 11,
      accountType: 0,
      launchMode: 'GLS',
    });
    expect(hook.result.current.location.pathname).toBe('/game');
  });

  it('tells a game under maintenance without asking the server', async () => {
    signedIn();
    const server = fakeServer({ [infoPath]: () => memberInfo() });
    const { launch } = setUp();
    expect(await launch(aGame({ maintenance: true }))).toBe('maintenance');
    expect(useLaunchDialog.getState().dialog?.kind).toBe('maintenance');
    expect(server.callsTo(launchPath)).toEqual([]);
  });

  it("tells the server's maintenance answer (GAME_MAINTENANCE)", async () => {
    signedIn();
    fakeServer({ [infoPath]: () => memberInfo(), [launchPath]: () => new Refuse('GAME_MAINTENANCE', 409) });
    const { launch } = setUp();
    expect(await launch()).toBe('maintenance');
    expect(useLaunchDialog.getState().dialog?.kind).toBe('maintenance');
  });

  it('tells an unavailable vendor', async () => {
    signedIn();
    fakeServer({ [infoPath]: () => memberInfo(), [launchPath]: () => new Refuse('VENDOR_UNAVAILABLE', 502) });
    const { launch } = setUp();
    expect(await launch()).toBe('vendor');
    expect(useLaunchDialog.getState().dialog?.kind).toBe('vendor');
  });

  it('sends a lapsed session to the login popup', async () => {
    signedIn();
    fakeServer({
      [infoPath]: () => memberInfo(),
      [launchPath]: () => new Refuse('AUTH_SESSION_EXPIRED', 401),
    });
    const { launch } = setUp();
    expect(await launch()).toBe('login');
    expect(useModals.getState().open).toBe('loginPopupModal');
    // the notice says why: the session ended, not "log in first"
    expect(useLoginPrompt.getState().reason).toBe('sessionEnded');
  });

  it('lists the rooms of a game that has them before launching', async () => {
    signedIn();
    const server = fakeServer({ [infoPath]: () => memberInfo() });
    const { launch } = setUp();
    expect(await launch(aGame({ hasRooms: true, gameType: 'LIVE' }))).toBe('rooms');
    expect(useLaunchDialog.getState().dialog).toMatchObject({ kind: 'rooms', freePlay: false });
    expect(server.callsTo(launchPath)).toEqual([]);
  });

  it('opens a frame game on /game, keeping its address and gameVendor in session storage', async () => {
    signedIn();
    const server = fakeServer({ [infoPath]: () => memberInfo(), [launchPath]: () => frameAnswer });
    const { launch, hook } = setUp();
    expect(await launch(aGame(), { roomId: 'T1' })).toBe('frame');
    expect(server.callsTo(launchPath)[0]?.body).toMatchObject({
      gameId: 'lucky-sevens',
      roomId: 'T1',
      nodeId: 11,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'DSLOT',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player01',
      token: 'tok-123',
    });
    expect(hook.result.current.location.pathname).toBe('/game');
    expect(hook.result.current.location.search).toBe('');
    expect(sessionStorage.getItem(gameStorageKeys.gameUrl)).toBe('https://vendor.example/slot?t=1');
    expect(sessionStorage.getItem(gameStorageKeys.gameVendor)).toBe('DSLOT');
  });

  it('opens a window game, and says so with a way to retry when the popup was blocked', async () => {
    signedIn();
    fakeServer({
      [infoPath]: () => memberInfo(),
      [launchPath]: () => ({ ...frameAnswer, target: 'window', content: 'https://vendor.example/pvp' }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null);
    const { launch, hook } = setUp();
    expect(await launch()).toBe('blocked');
    expect(open).toHaveBeenCalledWith('https://vendor.example/pvp', '_blank');
    expect(useLaunchDialog.getState().dialog).toMatchObject({
      kind: 'popup',
      url: 'https://vendor.example/pvp',
    });
    expect(hook.result.current.location.pathname).toBe('/rng');

    open.mockReturnValueOnce({ opener: window } as unknown as Window);
    expect(await launch()).toBe('window');
    expect(useLaunchDialog.getState().dialog).toBeNull();
  });

  it('refuses to follow an address that is not a web page', async () => {
    signedIn();
    fakeServer({
      [infoPath]: () => memberInfo(),
      [launchPath]: () => ({ ...frameAnswer, content: { game_url: 'javascript:alert(1)' } }),
    });
    const { launch, hook } = setUp();
    expect(await launch()).toBe('vendor');
    expect(hook.result.current.location.pathname).toBe('/rng');
    expect(sessionStorage.getItem(gameStorageKeys.gameUrl)).toBeNull();
  });
});

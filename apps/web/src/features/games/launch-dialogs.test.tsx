import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { aGame, fakeServer, providers, signedIn, signedOut } from './games-test-kit.tsx';
import { useLaunchDialog } from './launch-dialog-store.ts';
import { LaunchDialogs } from './launch-dialogs.tsx';

const renderDialogs = () => {
  const { Wrapper } = providers('/rng');
  return render(<LaunchDialogs />, { wrapper: Wrapper });
};

describe('the launch dialogs', () => {
  // no call reaches the network: a test's own server answers, or this one refuses every call
  beforeEach(() => fakeServer({}));
  afterEach(() => {
    useLaunchDialog.setState({ dialog: null });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signedOut();
  });

  it('warns a trial account and offers free play where the game has it', () => {
    signedIn();
    useLaunchDialog.setState({ dialog: { kind: 'trial', game: aGame({ freePlay: true }) } });
    renderDialogs();
    const dialog = screen.getByTestId('launch-trial');
    expect(dialog).toHaveTextContent(i18n.t('auth.in_need_true_account'));
    expect(screen.getByRole('button', { name: i18n.t('games.freePlay') })).toBeInTheDocument();
  });

  it('offers no free play for a game without it; logging in leaves the trial session', async () => {
    signedIn();
    useLaunchDialog.setState({ dialog: { kind: 'trial', game: aGame({ freePlay: false }) } });
    renderDialogs();
    expect(screen.queryByRole('button', { name: i18n.t('games.freePlay') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('auth.login') }));
    // once the server has heard the guest's logout
    await waitFor(() => expect(useSession.getState().isLogin).toBe(false));
    expect(useModals.getState().open).toBe('loginPopupModal');
    expect(useLaunchDialog.getState().dialog).toBeNull();
  });

  it('opens a blocked game again from its own button', () => {
    useLaunchDialog.setState({ dialog: { kind: 'popup', game: aGame(), url: 'https://vendor.example/g' } });
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null);
    renderDialogs();
    expect(screen.getByTestId('launch-popup')).toHaveTextContent(i18n.t('games.popupBlockedBody'));
    const again = screen.getByRole('button', { name: i18n.t('games.openAgain') });
    fireEvent.click(again);
    expect(useLaunchDialog.getState().dialog?.kind).toBe('popup');
    open.mockReturnValueOnce({ opener: null } as unknown as Window);
    fireEvent.click(again);
    expect(open).toHaveBeenLastCalledWith('https://vendor.example/g', '_blank');
    expect(useLaunchDialog.getState().dialog).toBeNull();
  });

  it('lists the rooms with their bet limits', async () => {
    signedIn();
    fakeServer({
      '/wps/relay/GLS2_roomList': () => [
        { roomId: 'T1', nodeId: 30, name: 'Table 1', minBet: '10.00', maxBet: '5000.00', maintenance: false },
        { roomId: 'T2', nodeId: 30, name: 'Table 2', minBet: '50.00', maxBet: '20000.00', maintenance: true },
      ],
    });
    useLaunchDialog.setState({
      dialog: { kind: 'rooms', game: aGame({ hasRooms: true, gameType: 'LIVE' }), freePlay: false },
    });
    renderDialogs();
    const rooms = await screen.findAllByTestId('room');
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toHaveTextContent('5,000.00');
    expect(rooms[1]).toHaveTextContent(i18n.t('games.maintenance'));
  });

  it('tells maintenance in words', () => {
    useLaunchDialog.setState({ dialog: { kind: 'maintenance', game: aGame() } });
    renderDialogs();
    expect(screen.getByTestId('launch-maintenance')).toHaveTextContent(
      i18n.t('games.maintenanceBody', { name: 'Lucky Sevens' }),
    );
  });
});

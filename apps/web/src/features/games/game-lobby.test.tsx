import type { GameMenuEntry } from '@croupier/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { favGamesKey, useFavouriteIds } from './api/favourites.ts';
import { GameLobby } from './game-lobby.tsx';
import { aGame, type FakeCall, fakeServer, providers, signedIn, signedOut } from './games-test-kit.tsx';

const vendor = {
  id: 1,
  vassalage: 'DSLOT',
  accountTypeId: 1,
  gameType: 'RNG' as const,
  name: 'Demo Slots',
  iconUrl: '/icons/dslot.svg',
  walletMode: 'seamless' as const,
  isHot: false,
  maintenance: false,
  lobbyGameId: null,
};
const menus = (vendors = [vendor]): GameMenuEntry[] => [
  { gameGroupCode: 'RNG', labelName: 'Slots', path: '/rng', gameMenus: vendors },
  { gameGroupCode: 'LIVE', labelName: 'Live', path: '/live', gameMenus: [] },
];
const games = [
  aGame(),
  aGame({ nodeId: 12, gameId: 'fruit', displayName: 'Fruit Party', gameName: 'Fruit Party' }),
];

const lobbyServer = (overrides: Record<string, (call: FakeCall) => unknown> = {}) =>
  fakeServer({
    '/lgw/games/game_menus': () => menus(),
    '/wps/relay/GLS_gameType': () => ({ data: { lanes: [{ title: 'Providers', cards: [vendor] }] } }),
    '/wps/relay/GLS_gameAnnouncements': () => [],
    '/wps/relay/GLS_gameList': (call) => {
      const search = call.query.get('search')?.toLowerCase();
      const rows = games.filter((game) => !search || game.displayName.toLowerCase().includes(search));
      return { rows, total: rows.length, page: 1, pageSize: 24 };
    },
    ...overrides,
  });

const renderLobby = (route = '/rng') => {
  const { Wrapper } = providers(route);
  return render(<GameLobby gameType="RNG" fallbackTitle="Slots" />, { wrapper: Wrapper });
};

const tab = (key: string) => screen.getByRole('tab', { name: i18n.t(`games.filters.${key}`) });

describe('the game lobby', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useModals.setState({ open: null });
    useFavouriteIds.setState({ owner: null, ids: null, pending: {} });
  });
  afterEach(() => {
    // unmounted first: signing out a mounted lobby would render its log-in prompt, whose calls
    // would then reach the real fetch
    cleanup();
    vi.unstubAllGlobals();
    signedOut();
  });

  it("lists the category's games with its vendor lanes, ALL first", async () => {
    signedOut();
    const server = lobbyServer();
    renderLobby();
    expect(await screen.findByText('Lucky Sevens')).toBeInTheDocument();
    expect(screen.getByText('Fruit Party')).toBeInTheDocument();
    expect(within(screen.getByTestId('vendor-lanes')).getByText('Demo Slots')).toBeInTheDocument();
    expect(tab('ALL')).toHaveAttribute('aria-selected', 'true');
    expect(server.callsTo('/wps/relay/GLS_gameList')[0]?.query.get('filter')).toBe('ALL');
    // a visitor has no hearts
    expect(screen.queryByTestId('favourite')).toBeNull();
  });

  it('asks the server for the chosen filter and vendor', async () => {
    signedOut();
    const server = lobbyServer();
    renderLobby();
    await screen.findByText('Lucky Sevens');
    fireEvent.click(tab('HOT'));
    await waitFor(() =>
      expect(server.callsTo('/wps/relay/GLS_gameList').at(-1)?.query.get('filter')).toBe('HOT'),
    );
    fireEvent.click(within(screen.getByTestId('vendor-lanes')).getByText('Demo Slots'));
    await waitFor(() =>
      expect(server.callsTo('/wps/relay/GLS_gameList').at(-1)?.query.get('vassalage')).toBe('DSLOT'),
    );
    expect(tab('HOT')).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['FAV', 'RECENT'])('asks a visitor to log in for %s, without calling for it', async (filter) => {
    signedOut();
    const server = lobbyServer();
    renderLobby();
    await screen.findByText('Lucky Sevens');
    fireEvent.click(tab(filter));
    const prompt = await screen.findByTestId('login-prompt');
    expect(prompt).toHaveTextContent(i18n.t('auth.pleaseLogin'));
    fireEvent.click(within(prompt).getByRole('button', { name: i18n.t('auth.login') }));
    expect(useModals.getState().open).toBe('loginPopupModal');
    expect(server.callsTo('/wps/relay/GLS_favourites')).toEqual([]);
    expect(server.callsTo('/wps/relay/GLS_recentGames')).toEqual([]);
  });

  it("shows a player's favourites, and says so when there are none", async () => {
    signedIn();
    let favourites = [aGame({ isFav: true })];
    lobbyServer({ '/wps/relay/GLS_favourites': () => favourites });
    const { unmount } = renderLobby('/rng?filter=FAV');
    expect(await screen.findByText('Lucky Sevens')).toBeInTheDocument();
    expect(screen.queryByText('Fruit Party')).toBeNull();
    unmount();
    favourites = [];
    renderLobby('/rng?filter=FAV');
    expect(await screen.findByText(i18n.t('games.favouritesEmpty'))).toBeInTheDocument();
  });

  it('searches by name once typing pauses', async () => {
    signedOut();
    const server = lobbyServer();
    renderLobby();
    await screen.findByText('Lucky Sevens');
    const box = screen.getByTestId('game-search');
    for (const text of ['f', 'fr', 'fru']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(screen.queryByText('Lucky Sevens')).toBeNull());
    expect(screen.getByText('Fruit Party')).toBeInTheDocument();
    const searches = server.callsTo('/wps/relay/GLS_gameList').map((call) => call.query.get('search'));
    expect(searches.filter(Boolean)).toEqual(['fru']);
  });

  it('tells when a search finds nothing', async () => {
    signedOut();
    lobbyServer();
    renderLobby('/rng?search=zzz');
    expect(await screen.findByText(i18n.t('games.noMatch', { search: 'zzz' }))).toBeInTheDocument();
  });

  it('turns the heart at once and keeps the answer as the stored favourites', async () => {
    signedIn();
    const server = lobbyServer({ '/wps/relay/GLS_addFavourite': () => ({ favGames: [11, 40] }) });
    renderLobby();
    await screen.findByText('Lucky Sevens');
    const heart = within(
      screen.getAllByTestId('game-card').find((card) => card.dataset.nodeId === '11')!,
    ).getByTestId('favourite');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sessionStorage.getItem(favGamesKey)).toBe('[11,40]'));
    expect(server.callsTo('/wps/relay/GLS_addFavourite')[0]?.body).toEqual({ nodeId: 11 });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('says games are coming soon for a category without vendors', async () => {
    signedOut();
    lobbyServer({ '/lgw/games/game_menus': () => menus([]) });
    renderLobby();
    expect(await screen.findByText(i18n.t('games.comingSoon'))).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers a retry when the games cannot be loaded', async () => {
    signedOut();
    // the list call is refused (the fake server answers 404 to paths it does not know)
    const server = fakeServer({
      '/lgw/games/game_menus': () => menus(),
      '/wps/relay/GLS_gameType': () => ({ data: { lanes: [] } }),
    });
    renderLobby();
    expect(await screen.findByText(i18n.t('games.loadError'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('common.retry') })).toBeInTheDocument();
    expect(server.callsTo('/wps/relay/GLS_gameList')).toHaveLength(1);
  });
});

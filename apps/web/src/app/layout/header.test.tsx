import type { GameMenuEntry, VendorCard } from '@croupier/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, providers, signedOut } from '../../features/games/games-test-kit.tsx';
import { i18n } from '../../i18n/index.ts';
import { Header } from './header.tsx';

const vendor = (code: string, gameType: VendorCard['gameType']): VendorCard => ({
  id: code.length,
  vassalage: code,
  accountTypeId: 1,
  gameType,
  name: `Vendor ${code}`,
  iconUrl: '',
  walletMode: 'seamless',
  isHot: false,
  maintenance: false,
  lobbyGameId: null,
});

const menus: GameMenuEntry[] = [
  { gameGroupCode: 'SPORTS', labelName: 'Sports', path: '/sports', gameMenus: [] },
  {
    gameGroupCode: 'RNG',
    labelName: 'Slots',
    path: '/rng',
    gameMenus: Array.from({ length: 13 }, (_, index) => vendor(`S${index + 1}`, 'RNG')),
  },
  { gameGroupCode: 'LIVE', labelName: 'Live', path: '/live', gameMenus: [vendor('DEMO', 'LIVE')] },
  { gameGroupCode: 'LOTT', labelName: 'Lottery', path: '/lott', gameMenus: [vendor('L1', 'LOTT')] },
];

const navItem = (key: string) =>
  screen.getByRole('link', { name: i18n.t(`nav.${key}`) }).closest('li') as HTMLElement;

describe('the header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops down each category's first 11 vendors, with more for slots and none for an empty category", async () => {
    signedOut();
    fakeServer({ '/lgw/games/game_menus': () => menus });
    const { Wrapper } = providers('/');
    render(<Header onToggleMenu={() => undefined} menuOpen={false} />, { wrapper: Wrapper });
    const slots = await within(navItem('slots')).findByTestId('vendor-dropdown');
    const links = within(slots).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/rng?vassalage=S1');
    expect(links[10]).toHaveTextContent('Vendor S11');
    expect(links[11]).toHaveTextContent(i18n.t('nav.more'));
    expect(within(navItem('live')).getByRole('link', { name: 'Vendor DEMO' })).toHaveAttribute(
      'href',
      '/live?vassalage=DEMO',
    );
    // the lottery item also lists the LOTT vendors, on their own page
    expect(within(navItem('lottery')).getByRole('link', { name: 'Vendor L1' })).toHaveAttribute(
      'href',
      '/lott?vassalage=L1',
    );
    expect(within(navItem('sports')).queryByTestId('vendor-dropdown')).toBeNull();
  });
});

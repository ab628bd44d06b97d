import type { GameMenuEntry, VendorCard } from '@croupier/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { fakeServer, memberInfo, providers, signedIn, signedOut } from './games-test-kit.tsx';
import { orderVendors, VendorLandingPage } from './vendor-landing-page.tsx';

const vendor = (vassalage: string, lobbyGameId: number | null = 90): VendorCard => ({
  id: vassalage.length,
  vassalage,
  accountTypeId: 1,
  gameType: 'ESPORTS',
  name: `Vendor ${vassalage}`,
  iconUrl: '',
  walletMode: 'seamless',
  isHot: false,
  maintenance: false,
  lobbyGameId,
});

describe('the sports, esports and cockfight landings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signedOut();
  });

  it('lists the esports providers of spec §9 first, in its order, then the others', () => {
    const ordered = orderVendors(
      'ESPORTS',
      ['ZZ', 'TF', 'IA', 'AV'].map((code) => vendor(code)),
    );
    expect(ordered.map((card) => card.vassalage)).toEqual(['AV', 'IA', 'TF', 'ZZ']);
    const sports = [vendor('ZZ'), vendor('AV')];
    expect(orderVendors('SPORTS', sports)).toBe(sports);
  });

  it("opens a vendor's own lobby from its card", async () => {
    signedIn();
    const menus: GameMenuEntry[] = [
      { gameGroupCode: 'ESPORTS', labelName: 'Esports', path: '/esports', gameMenus: [vendor('TF', 77)] },
    ];
    const server = fakeServer({
      '/lgw/games/game_menus': () => menus,
      '/wps/member/info': () => memberInfo(),
      '/wps/game/launchGame': () => ({
        content: { game_url: 'https://vendor.example/esports' },
        target: 'frame',
        walletMode: 'seamless',
        accountType: 1,
        transferred: '0.00',
      }),
    });
    const { Wrapper } = providers('/esports');
    render(<VendorLandingPage gameType="ESPORTS" titleKey="nav.esports" />, { wrapper: Wrapper });
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('games.enter') }));
    await waitFor(() =>
      expect(server.callsTo('/wps/game/launchGame')[0]?.body).toMatchObject({ nodeId: 77, vassalage: 'TF' }),
    );
  });

  it('says games are coming soon without vendors', async () => {
    fakeServer({ '/lgw/games/game_menus': () => [] });
    const { Wrapper } = providers('/cockfight');
    render(<VendorLandingPage gameType="COCKFIGHT" titleKey="nav.cockfight" />, { wrapper: Wrapper });
    expect(await screen.findByText(i18n.t('games.comingSoon'))).toBeInTheDocument();
  });
});

import type { AdminVendorRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { GamesArea } from './games-area.tsx';
import { ReportsArea } from './reports-area.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({ data: { info: { brand: { currencySymbol: '¥', languages: ['CN', 'EN', 'KM'] } } } }),
}));

const call = vi.mocked(callApi);
const g = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.games.${key}`, options);

const vendor = (id: number, vassalage: string, gameType: AdminVendorRow['gameType']): AdminVendorRow => ({
  id,
  vassalage,
  gameType,
  names: { EN: `${vassalage} games`, CN: `${vassalage} 游戏` },
  walletMode: vassalage === 'DEMO' ? 'transfer' : 'seamless',
  enabled: true,
  maintenance: false,
  isHot: false,
  sort: 10,
  games: 3,
});
const vendors = [vendor(1, 'DSLOT', 'RNG'), vendor(2, 'DEMO', 'LIVE')];
const games = {
  rows: [
    {
      nodeId: 11,
      gameId: 'lucky-reels',
      vassalage: 'DSLOT',
      gameType: 'RNG',
      names: { EN: 'Lucky Reels' },
      enabled: true,
      maintenance: false,
      isHot: true,
      isNew: false,
      freePlay: true,
      sort: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};
const betsAnswer = {
  rows: [
    {
      id: 5,
      vassalage: 'DSLOT',
      vendorName: 'Demo Slots',
      gameName: 'Lucky Reels',
      gameType: 'RNG',
      roundId: 'r-5',
      stake: '2000.00',
      validBet: '2000.00',
      payout: '0.00',
      profit: '-2000.00',
      status: 'settled',
      placedAt: '2030-01-02T10:00:00.000Z',
      settledAt: '2030-01-02T10:00:00.000Z',
      memberId: 9,
      username: 'player9',
      betTransactionId: 'tx-5',
      walletMode: 'seamless',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  totals: { count: 1, stake: '2000.00', validBet: '2000.00', payout: '0.00', profit: '-2000.00' },
};
const report = {
  rows: [
    {
      date: '2030-01-02',
      vassalage: 'DSLOT',
      gameType: 'RNG',
      bets: 1200,
      players: 3,
      stake: '123456.00',
      validBet: '123000.00',
      payout: '100000.50',
      houseProfit: '23455.50',
    },
  ],
  totals: {
    bets: 1200,
    players: 3,
    stake: '123456.00',
    validBet: '123000.00',
    payout: '100000.50',
    houseProfit: '23455.50',
  },
};

const answers: Record<string, unknown> = {
  '/wps/admin/games/vendors': vendors,
  '/wps/admin/games/games': games,
  '/wps/admin/games/lanes': [
    {
      id: 4,
      gameType: 'RNG',
      titles: { EN: 'Top slots' },
      sort: 10,
      cards: [{ vassalage: 'DSLOT', isHot: true }],
    },
  ],
  '/wps/admin/games/bets': betsAnswer,
  '/wps/admin/games/reports/vendor-daily': report,
  // the Reports tab opens on the daily summary
  '/wps/admin/reports/daily': { timeZone: 'UTC', rows: [], totals: {} },
};
const callsTo = (path: string) =>
  call.mock.calls.filter(([route]) => route.path === path).map(([, options]) => options);

const show = (
  role: 'owner' | 'cashier' | 'support' = 'owner',
  section?: string,
  address = '/backoffice?tab=games',
) => {
  useAdminSession.getState().signIn({ token: 'op-token', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[address]}>
          <GamesArea />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  if (section) fireEvent.click(screen.getByRole('tab', { name: g(section) }));
};

/** The Reports tab on its provider P&L section (the daily summary opens first). */
const showReports = (role: 'owner' | 'cashier') => {
  useAdminSession.getState().signIn({ token: 'op-token', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReportsArea />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: g('report') }));
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  call.mockImplementation(async (route, options) =>
    route.method === 'POST' ? { ...vendors[0], ...(options?.body as object) } : answers[route.path],
  );
});

describe('back office: providers', () => {
  it('lists providers by category and saves exactly what the owner changed, with the operator token', async () => {
    show('owner');
    const row = await screen.findByTestId('bo-vendor-DSLOT-RNG');
    expect(row).toHaveTextContent('DSLOT games');
    expect(row).toHaveTextContent(g('walletModes.seamless'));
    expect(screen.getByTestId('bo-vendors-LIVE')).toHaveTextContent(i18n.t('categories.LIVE'));
    expect(screen.getByTestId('bo-vendor-DEMO-LIVE')).toHaveTextContent('DEMO games');
    expect(screen.queryByTestId('bo-games-readonly')).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: i18n.t('backoffice.edit') }));
    const form = screen.getByTestId('bo-vendor-form');
    fireEvent.click(within(form).getByLabelText(g('inMaintenance')));
    fireEvent.click(within(form).getByLabelText(g('hot')));
    fireEvent.change(within(form).getByLabelText(g('sort')), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));

    await waitFor(() => expect(callsTo('/wps/admin/games/vendors/save')).toHaveLength(1));
    // the names were not touched, so they do not travel
    expect(callsTo('/wps/admin/games/vendors/save')[0]).toEqual({
      token: 'op-token',
      body: { id: 1, enabled: true, maintenance: true, isHot: true, sort: 3 },
    });
    // saved: the form closes and the list is asked again
    await waitFor(() => expect(screen.queryByTestId('bo-vendor-form')).not.toBeInTheDocument());
    expect(callsTo('/wps/admin/games/vendors').length).toBeGreaterThan(1);
  });

  it('sends the names in every language filled in when they changed', async () => {
    show('owner');
    fireEvent.click(
      within(await screen.findByTestId('bo-vendor-DSLOT-RNG')).getByRole('button', {
        name: i18n.t('backoffice.edit'),
      }),
    );
    const form = screen.getByTestId('bo-vendor-form');
    fireEvent.change(within(form).getByLabelText(g('inLanguage', { language: 'ខ្មែរ' })), {
      target: { value: 'ហ្គេម DSLOT' },
    });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/vendors/save')[0]?.body).toEqual({
        id: 1,
        enabled: true,
        maintenance: false,
        isHot: false,
        sort: 10,
        names: { CN: 'DSLOT 游戏', EN: 'DSLOT games', KM: 'ហ្គេម DSLOT' },
      }),
    );
  });

  it('refuses a form without an English name or with a bad order, without calling the server', async () => {
    show('owner');
    fireEvent.click(
      within(await screen.findByTestId('bo-vendor-DSLOT-RNG')).getByRole('button', {
        name: i18n.t('backoffice.edit'),
      }),
    );
    const form = screen.getByTestId('bo-vendor-form');
    fireEvent.change(within(form).getByLabelText(g('inLanguage', { language: 'English' })), {
      target: { value: ' ' },
    });
    fireEvent.change(within(form).getByLabelText(g('sort')), { target: { value: '12000' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await within(form).findByText(g('englishRequired'))).toBeInTheDocument();
    expect(
      within(form).getByText(i18n.t('backoffice.wholeRange', { min: 0, max: 9999 })),
    ).toBeInTheDocument();
    expect(callsTo('/wps/admin/games/vendors/save')).toHaveLength(0);
  });

  it("shows the server's refusal translated", async () => {
    call.mockImplementation(async (route) => {
      if (route.method === 'POST') throw new ApiError('FORBIDDEN', 'no', 403);
      return answers[route.path];
    });
    show('owner');
    fireEvent.click(
      within(await screen.findByTestId('bo-vendor-DSLOT-RNG')).getByRole('button', {
        name: i18n.t('backoffice.edit'),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.FORBIDDEN'));
  });

  it.each(['support', 'cashier'] as const)(
    'lets %s staff look at every catalogue screen but change nothing',
    async (role) => {
      show(role);
      const row = await screen.findByTestId('bo-vendor-DSLOT-RNG');
      const edit = within(row).getByRole('button', { name: i18n.t('backoffice.edit') });
      expect(edit).toBeDisabled();
      expect(edit).toHaveAttribute('title', g('ownerOnly'));
      expect(screen.getByTestId('bo-games-readonly')).toHaveTextContent(g('ownerOnly'));

      fireEvent.click(screen.getByRole('tab', { name: g('games') }));
      const game = await screen.findByTestId('bo-game-lucky-reels');
      expect(within(game).getByRole('button', { name: i18n.t('backoffice.edit') })).toBeDisabled();

      fireEvent.click(screen.getByRole('tab', { name: g('lanes') }));
      await screen.findByTestId('bo-lane-4');
      expect(screen.getByRole('button', { name: g('addLane') })).toBeDisabled();
      expect(
        within(screen.getByTestId('bo-lane-4')).getByRole('button', { name: i18n.t('backoffice.edit') }),
      ).toBeDisabled();
    },
  );
});

describe('back office: games and lanes', () => {
  it('filters games by category, provider and name, and puts a game in maintenance', async () => {
    show('owner', 'games');
    await screen.findByTestId('bo-game-lucky-reels');
    expect(callsTo('/wps/admin/games/games').at(-1)?.query).toEqual({ page: 1, pageSize: 50 });
    fireEvent.change(screen.getByLabelText(g('category')), { target: { value: 'RNG' } });
    // the provider choices follow the category
    await screen.findByRole('option', { name: 'DSLOT' });
    expect(screen.queryByRole('option', { name: 'DEMO' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(g('vendor')), { target: { value: 'DSLOT' } });
    fireEvent.change(screen.getByLabelText(g('searchName')), { target: { value: ' lucky ' } });
    fireEvent.click(screen.getByRole('button', { name: g('search') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/games').at(-1)?.query).toEqual({
        page: 1,
        pageSize: 50,
        gameType: 'RNG',
        vassalage: 'DSLOT',
        search: 'lucky',
      }),
    );

    const row = await screen.findByTestId('bo-game-lucky-reels');
    fireEvent.click(within(row).getByRole('button', { name: i18n.t('backoffice.edit') }));
    const form = screen.getByTestId('bo-game-form');
    fireEvent.click(within(form).getByLabelText(g('inMaintenance')));
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/games/save')[0]?.body).toEqual({
        nodeId: 11,
        enabled: true,
        maintenance: true,
        isHot: true,
        isNew: false,
        sort: 1,
      }),
    );
  });

  it('adds a lane with titles and ordered provider cards', async () => {
    answers['/wps/admin/games/vendors'] = [...vendors, vendor(3, 'PGS', 'RNG')];
    show('owner', 'lanes');
    await screen.findByTestId('bo-lane-4');
    expect(callsTo('/wps/admin/games/lanes').at(-1)?.query).toEqual({ gameType: 'RNG' });
    fireEvent.click(screen.getByRole('button', { name: g('addLane') }));
    const form = screen.getByTestId('bo-lane-form');
    fireEvent.change(within(form).getByLabelText(g('inLanguage', { language: 'English' })), {
      target: { value: 'New slots' },
    });
    fireEvent.change(within(form).getByLabelText(g('inLanguage', { language: '简体中文' })), {
      target: { value: '新老虎机' },
    });
    const add = within(form).getByLabelText(g('addCard'));
    fireEvent.change(add, { target: { value: 'DSLOT' } });
    fireEvent.click(within(form).getByRole('button', { name: g('add') }));
    fireEvent.change(add, { target: { value: 'PGS' } });
    fireEvent.click(within(form).getByRole('button', { name: g('add') }));
    fireEvent.click(within(form).getByRole('button', { name: g('moveUp', { name: 'PGS' }) }));
    const cards = within(within(form).getByTestId('bo-lane-cards')).getAllByRole('listitem');
    fireEvent.click(within(cards[0]!).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/lanes/save')[0]?.body).toEqual({
        gameType: 'RNG',
        titles: { CN: '新老虎机', EN: 'New slots' },
        sort: 20,
        cards: [
          { vassalage: 'PGS', isHot: true },
          { vassalage: 'DSLOT', isHot: false },
        ],
      }),
    );
    answers['/wps/admin/games/vendors'] = vendors;
  });
});

describe('back office: bets and the provider report', () => {
  it('searches bets by what was filled in, over the chosen dates, and shows the totals', async () => {
    show('support', 'bets');
    await screen.findByTestId('bo-bet-5');
    const first = callsTo('/wps/admin/games/bets')[0]?.query as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(['from', 'page', 'pageSize', 'to']);
    expect(String(first.from) <= String(first.to)).toBe(true);

    fireEvent.change(screen.getByLabelText(i18n.t('backoffice.member')), { target: { value: ' player9 ' } });
    fireEvent.change(screen.getByLabelText(g('vendor')), { target: { value: 'DSLOT' } });
    fireEvent.change(screen.getByLabelText(g('round')), { target: { value: 'r-5' } });
    fireEvent.change(screen.getByLabelText(g('betStatus')), { target: { value: 'settled' } });
    fireEvent.change(screen.getByLabelText(g('from')), { target: { value: '2030-01-01' } });
    fireEvent.change(screen.getByLabelText(g('to')), { target: { value: '2030-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: g('search') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/bets').at(-1)?.query).toEqual({
        username: 'player9',
        vassalage: 'DSLOT',
        roundId: 'r-5',
        status: 'settled',
        from: '2030-01-01',
        to: '2030-01-31',
        page: 1,
        pageSize: 50,
      }),
    );
    const totals = screen.getByTestId('bo-bets-totals');
    expect(totals).toHaveTextContent('Total · 1 bets');
    expect(totals).toHaveTextContent('¥2,000.00');
    expect(totals).toHaveTextContent('-¥2,000.00');
  });

  it("opens on one member's bets when a member's details link here", async () => {
    show('cashier', undefined, '/backoffice?tab=games&section=bets&member=player9');
    await screen.findByTestId('bo-bet-5');
    expect(screen.getByRole('tab', { name: g('bets') })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo('/wps/admin/games/bets')[0]?.query).toMatchObject({ username: 'player9' });
    expect(screen.getByLabelText(i18n.t('backoffice.member'))).toHaveValue('player9');
  });

  it('refuses an end date before the start date without asking the server', async () => {
    show('owner', 'bets');
    await screen.findByTestId('bo-bet-5');
    const before = callsTo('/wps/admin/games/bets').length;
    fireEvent.change(screen.getByLabelText(g('from')), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByLabelText(g('to')), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: g('search') }));
    expect(await screen.findByText(g('toBeforeFrom'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/games/bets')).toHaveLength(before);
  });

  it('says why a period is refused: over a year, or a day out of reach', async () => {
    show('owner', 'bets');
    await screen.findByTestId('bo-bet-5');
    const before = callsTo('/wps/admin/games/bets').length;
    const search = async (from: string, to: string) => {
      fireEvent.change(screen.getByLabelText(g('from')), { target: { value: from } });
      fireEvent.change(screen.getByLabelText(g('to')), { target: { value: to } });
      fireEvent.click(screen.getByRole('button', { name: g('search') }));
    };
    await search('2024-01-01', '2025-06-01');
    expect(await screen.findByText(g('periodTooLong', { days: 366 }))).toBeInTheDocument();
    await search('1999-12-31', '2000-01-05');
    expect(await screen.findByText(g('dateInvalid'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/games/bets')).toHaveLength(before);
  });

  it('leaves the provider P&L to the Reports tab, which support does not get: the server would refuse it', () => {
    show('support');
    expect(screen.getByRole('tab', { name: g('bets') })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: g('report') })).toBeNull();
  });

  it('shows the daily provider P&L with the house result and the totals', async () => {
    showReports('cashier');
    const row = await screen.findByTestId('bo-report-2030-01-02-DSLOT');
    expect(row).toHaveTextContent('1,200');
    expect(row).toHaveTextContent('¥123,456.00');
    expect(row).toHaveTextContent('¥100,000.50');
    expect(screen.getByTestId('bo-report-totals')).toHaveTextContent('¥23,455.50');
    fireEvent.change(screen.getByLabelText(g('from')), { target: { value: '2030-01-01' } });
    fireEvent.change(screen.getByLabelText(g('to')), { target: { value: '2030-01-07' } });
    fireEvent.click(screen.getByRole('button', { name: g('show') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/reports/vendor-daily').at(-1)?.query).toEqual({
        from: '2030-01-01',
        to: '2030-01-07',
      }),
    );
  });

  it('says so when a period has no settled bets', async () => {
    answers['/wps/admin/games/reports/vendor-daily'] = { rows: [], totals: { ...report.totals, bets: 0 } };
    showReports('owner');
    expect(await screen.findByText(g('noReport'))).toBeInTheDocument();
    answers['/wps/admin/games/reports/vendor-daily'] = report;
  });
});

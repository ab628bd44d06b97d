import type { BetRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { BettingRecordPage } from './betting-record-page.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({ data: { info: { brand: { currencySymbol: '¥' } } } }),
}));

const call = vi.mocked(callApi);

const menus = [
  {
    gameGroupCode: 'RNG',
    labelName: 'Slots',
    path: '/rng',
    gameMenus: [{ id: 1, vassalage: 'DSLOT', name: 'Demo Slots', gameType: 'RNG' }],
  },
  {
    gameGroupCode: 'LIVE',
    labelName: 'Live casino',
    path: '/live',
    gameMenus: [{ id: 2, vassalage: 'DEMO', name: 'Demo Live', gameType: 'LIVE' }],
  },
];
const bet = (id: number, profit: string, status: BetRow['status'] = 'settled'): BetRow => ({
  id,
  vassalage: 'DSLOT',
  vendorName: 'Demo Slots',
  gameName: 'Lucky Reels',
  gameType: 'RNG',
  roundId: `round-${id}`,
  stake: '1000.00',
  validBet: '1000.00',
  payout: String(1000 + Number(profit)),
  profit,
  status,
  placedAt: '2030-01-02T10:00:00.000Z',
  settledAt: '2030-01-02T10:00:01.000Z',
});
const answer = (rows: BetRow[], total = rows.length) => ({
  rows,
  total,
  page: 1,
  pageSize: 10,
  totals: { count: total, stake: '12345.60', validBet: '12000.00', payout: '10000.00', profit: '-2345.60' },
});

/** the query of the last betting-record call */
const lastQuery = () =>
  call.mock.calls.filter(([route]) => route.path === '/wps/relay/GLS_betRecords').at(-1)?.[1]?.query;

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BettingRecordPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useSession.setState({ token: 'player-token' });
  call.mockImplementation(async (route) =>
    route.path === '/lgw/games/game_menus' ? menus : answer([bet(1, '500.00'), bet(2, '-1000.00')], 23),
  );
});

describe('betting record (personalHistoryCopy)', () => {
  it('asks for the last 7 days first, then exactly the filters chosen, from page 1', async () => {
    show();
    await screen.findByTestId('bet-records');
    expect(lastQuery()).toEqual({ days: 7, page: 1, pageSize: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual({ days: 7, page: 2, pageSize: 10 }));

    fireEvent.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery()).toEqual({ days: 30, page: 1, pageSize: 10 }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'RNG' } });
    // the provider choices follow the category, named as the game menus name them
    const vendor = screen.getByLabelText('Provider');
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'Demo Slots']);
    fireEvent.change(vendor, { target: { value: 'DSLOT' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        days: 30,
        page: 1,
        pageSize: 10,
        gameType: 'RNG',
        vassalage: 'DSLOT',
        status: 'settled',
      }),
    );
    // another category drops a provider that is not in it
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LIVE' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({ days: 30, page: 1, pageSize: 10, gameType: 'LIVE', status: 'settled' }),
    );
  });

  it("shows each bet and the filter's totals with thousands separators and 2 decimals, coloured by sign", async () => {
    show();
    const won = await screen.findByTestId('bet-1');
    expect(won).toHaveTextContent('Lucky Reels');
    expect(won).toHaveTextContent('Demo Slots');
    expect(won).toHaveTextContent('round-1');
    expect(won).toHaveTextContent('¥1,000.00');
    expect(won).toHaveTextContent('¥1,500.00');
    expect(won).toHaveTextContent('Settled');
    expect(within(won).getByText('¥500.00').className).toMatch(/win/);
    expect(within(screen.getByTestId('bet-2')).getByText('-¥1,000.00').className).toMatch(/loss/);

    const totals = screen.getByTestId('bet-totals');
    expect(totals).toHaveTextContent('Total · 23 bets');
    expect(totals).toHaveTextContent('¥12,345.60');
    expect(totals).toHaveTextContent('¥12,000.00');
    expect(totals).toHaveTextContent('¥10,000.00');
    expect(screen.getByTestId('bet-totals-profit')).toHaveTextContent('-¥2,345.60');
    expect(screen.getByTestId('bet-totals-profit').className).toMatch(/loss/);
    expect(within(screen.getByTestId('pager')).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(within(screen.getByTestId('pager')).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when the period has no bets', async () => {
    call.mockImplementation(async (route) => (route.path === '/lgw/games/game_menus' ? menus : answer([])));
    show();
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-records')).not.toBeInTheDocument();
  });

  it('shows a refused load translated, with a retry', async () => {
    let fail = true;
    call.mockImplementation(async (route) => {
      if (route.path === '/lgw/games/game_menus') return menus;
      if (fail) throw new ApiError('RATE_LIMITED', 'slow down', 429);
      return answer([bet(1, '500.00')]);
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.RATE_LIMITED'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bet-1')).toBeInTheDocument();
  });

  it('still filters when the game menus cannot be loaded', async () => {
    call.mockImplementation(async (route) => {
      if (route.path === '/lgw/games/game_menus') throw new ApiError('SYSTEM_ERROR', 'down', 500);
      return answer([bet(1, '0.00', 'open')]);
    });
    show();
    const row = await screen.findByTestId('bet-1');
    expect(row).toHaveTextContent('Unsettled');
    expect(
      within(screen.getByLabelText('Category')).getByRole('option', { name: 'Slots' }),
    ).toBeInTheDocument();
  });
});

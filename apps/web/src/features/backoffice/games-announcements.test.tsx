import type { AdminAnnouncementRow, AdminVendorRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { GamesArea } from './games-area.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({
    data: {
      info: { brand: { currencySymbol: '¥', languages: ['CN', 'EN', 'KM'] }, timeZone: 'Asia/Shanghai' },
    },
  }),
}));

const call = vi.mocked(callApi);
const a = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`backoffice.games.announcements.${key}`, options);
const inLanguage = (language: string) => i18n.t('backoffice.games.inLanguage', { language });

const vendor = (id: number, vassalage: string, gameType: AdminVendorRow['gameType']): AdminVendorRow => ({
  id,
  vassalage,
  gameType,
  names: { EN: `${vassalage} games`, CN: `${vassalage} 游戏` },
  walletMode: 'seamless',
  enabled: true,
  maintenance: false,
  isHot: false,
  sort: 10,
  games: 3,
});
const vendors = [vendor(1, 'DSLOT', 'RNG'), vendor(2, 'DEMO', 'LIVE'), vendor(3, 'DEMO', 'RNG')];
const current: AdminAnnouncementRow = {
  id: 7,
  vassalage: 'DSLOT',
  titles: { EN: 'Slots maintenance', CN: '老虎机维护' },
  contents: { EN: 'Back at six.' },
  startsAt: '2030-01-02T10:00:00.000Z',
  endsAt: '2030-01-02T12:00:00.000Z',
  state: 'current',
};
const later: AdminAnnouncementRow = {
  id: 8,
  vassalage: null,
  titles: { EN: 'New games soon' },
  contents: { EN: 'Watch this space.' },
  startsAt: '2030-02-01T00:00:00.000Z',
  endsAt: null,
  state: 'scheduled',
};
let listed: AdminAnnouncementRow[] = [];

const callsTo = (path: string) =>
  call.mock.calls.filter(([route]) => route.path === path).map(([, options]) => options);

const show = (role: 'owner' | 'cashier' | 'support' = 'owner') => {
  useAdminSession.getState().signIn({ token: 'op-token', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/backoffice?tab=games']}>
          <GamesArea />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: a('tab') }));
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  listed = [current, later];
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/games/vendors') return vendors;
    if (route.path === '/wps/admin/games/announcements') return listed;
    if (route.path === '/wps/admin/games/announcements/delete') return options?.body;
    return { ...current, ...(options?.body as object) };
  });
});

describe('back office: game announcements', () => {
  it('lists announcements with their provider, window and state, in the operator language', async () => {
    show('owner');
    const row = await screen.findByTestId('bo-announcement-7');
    expect(row).toHaveTextContent('Slots maintenance');
    expect(row).toHaveTextContent('DSLOT games');
    expect(row).toHaveTextContent(a('states.current'));
    expect(row).toHaveTextContent('Back at six.');
    const other = screen.getByTestId('bo-announcement-8');
    expect(other).toHaveTextContent(a('states.scheduled'));
    expect(other).toHaveTextContent(a('wholeCatalogue'));
    expect(other).toHaveTextContent(a('noEnd'));
    expect(callsTo('/wps/admin/games/announcements')[0]).toEqual({
      token: 'op-token',
      query: { filter: 'all' },
    });

    fireEvent.change(screen.getByLabelText(a('show')), { target: { value: 'current' } });
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/announcements').at(-1)?.query).toEqual({ filter: 'current' }),
    );

    await loadCatalogue('CN');
    await i18n.changeLanguage('CN');
    expect(await screen.findByText('老虎机维护')).toBeInTheDocument();
    expect(screen.getByTestId('bo-announcement-7')).toHaveTextContent('DSLOT 游戏');
  });

  it('creates one with titles and texts per language, a provider and a window sent as ISO instants', async () => {
    show('owner');
    await screen.findByTestId('bo-announcement-7');
    fireEvent.click(screen.getByRole('button', { name: a('add') }));
    const form = screen.getByTestId('bo-announcement-form');
    fireEvent.change(within(form).getByLabelText(inLanguage('English')), {
      target: { value: ' Slots maintenance ' },
    });
    fireEvent.change(within(form).getByLabelText(inLanguage('ខ្មែរ')), { target: { value: 'ការថែទាំស្លត' } });
    fireEvent.change(within(form).getByLabelText(a('contentIn', { language: 'English' })), {
      target: { value: 'Back at six.' },
    });
    // a provider serving two categories is offered once
    const select = within(form).getByLabelText(a('vendor'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'DSLOT', 'DEMO']);
    fireEvent.change(select, { target: { value: 'DSLOT' } });
    fireEvent.change(within(form).getByLabelText(a('startsAt')), { target: { value: '2030-03-01T09:30' } });
    fireEvent.change(within(form).getByLabelText(a('endsAt')), { target: { value: '2030-03-01T11:00' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));

    await waitFor(() => expect(callsTo('/wps/admin/games/announcements/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/games/announcements/save')[0]).toEqual({
      token: 'op-token',
      body: {
        vassalage: 'DSLOT',
        titles: { EN: 'Slots maintenance', KM: 'ការថែទាំស្លត' },
        contents: { EN: 'Back at six.' },
        // typed on the merchant's clock (Asia/Shanghai, UTC+8)
        startsAt: '2030-03-01T01:30:00.000Z',
        endsAt: '2030-03-01T03:00:00.000Z',
      },
    });
    await waitFor(() => expect(screen.queryByTestId('bo-announcement-form')).not.toBeInTheDocument());
    expect(callsTo('/wps/admin/games/announcements').length).toBeGreaterThan(1);
  });

  it('edits one from its row, keeping what was not touched', async () => {
    show('owner');
    const row = await screen.findByTestId('bo-announcement-8');
    fireEvent.click(within(row).getByRole('button', { name: i18n.t('backoffice.edit') }));
    const form = screen.getByTestId('bo-announcement-form');
    expect(within(form).getByLabelText(a('startsAt'))).toHaveValue('2030-02-01T08:00');
    fireEvent.change(within(form).getByLabelText(inLanguage('简体中文')), {
      target: { value: '新游戏即将上线' },
    });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/announcements/save')[0]?.body).toEqual({
        id: 8,
        vassalage: null,
        titles: { EN: 'New games soon', CN: '新游戏即将上线' },
        contents: { EN: 'Watch this space.' },
        startsAt: later.startsAt,
        endsAt: null,
      }),
    );
  });

  it('refuses a form without English texts or ending before it starts, without calling the server', async () => {
    show('owner');
    await screen.findByTestId('bo-announcement-7');
    fireEvent.click(screen.getByRole('button', { name: a('add') }));
    const form = screen.getByTestId('bo-announcement-form');
    fireEvent.change(within(form).getByLabelText(inLanguage('简体中文')), { target: { value: '只有中文' } });
    fireEvent.change(within(form).getByLabelText(a('startsAt')), { target: { value: '2030-03-01T09:30' } });
    fireEvent.change(within(form).getByLabelText(a('endsAt')), { target: { value: '2030-03-01T08:00' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await within(form).findByText(a('titleRequired'))).toBeInTheDocument();
    expect(within(form).getByText(a('contentRequired'))).toBeInTheDocument();
    expect(within(form).getByText(a('endBeforeStart'))).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(a('startsAt')), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await within(form).findByText(a('startRequired'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/games/announcements/save')).toHaveLength(0);
  });

  it("shows the server's refusal translated, and an unknown provider at its select", async () => {
    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/games/vendors') return vendors;
      if (route.path === '/wps/admin/games/announcements') return listed;
      throw new ApiError('VALIDATION_FAILED', 'body.vassalage: no vendor DSLOT', 400);
    });
    show('owner');
    fireEvent.click(
      within(await screen.findByTestId('bo-announcement-7')).getByRole('button', {
        name: i18n.t('backoffice.edit'),
      }),
    );
    const form = screen.getByTestId('bo-announcement-form');
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(a('unknownVendor'));

    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/games/vendors') return vendors;
      if (route.path === '/wps/admin/games/announcements') return listed;
      throw new ApiError('FORBIDDEN', 'no', 403);
    });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await within(form).findByText(i18n.t('errors.FORBIDDEN'))).toBeInTheDocument();
  });

  it('deletes one only after it is confirmed', async () => {
    show('owner');
    const row = await screen.findByTestId('bo-announcement-7');
    fireEvent.click(within(row).getByRole('button', { name: a('delete') }));
    expect(within(row).getByRole('alert')).toHaveTextContent(
      a('confirmDelete', { title: 'Slots maintenance' }),
    );
    fireEvent.click(within(row).getByRole('button', { name: a('keep') }));
    expect(callsTo('/wps/admin/games/announcements/delete')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: a('delete') }));
    listed = [later];
    fireEvent.click(within(row).getByRole('button', { name: a('confirmYes') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/games/announcements/delete')).toEqual([
        { token: 'op-token', body: { id: 7 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('bo-announcement-7')).not.toBeInTheDocument());
  });

  it.each(['support', 'cashier'] as const)('lets %s staff look but change nothing', async (role) => {
    show(role);
    const row = await screen.findByTestId('bo-announcement-7');
    expect(screen.getByTestId('bo-games-readonly')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: a('add') })).toBeDisabled();
    expect(within(row).getByRole('button', { name: i18n.t('backoffice.edit') })).toBeDisabled();
    expect(within(row).getByRole('button', { name: a('delete') })).toBeDisabled();
  });

  it('shows loading, failed (with a retry) and empty lists', async () => {
    let answer: () => Promise<unknown> = () => new Promise(() => undefined);
    call.mockImplementation(async (route) =>
      route.path === '/wps/admin/games/announcements' ? answer() : vendors,
    );
    show('owner');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    answer = async () => {
      throw new ApiError('SYSTEM_ERROR', 'down', 500);
    };
    fireEvent.change(screen.getByLabelText(a('show')), { target: { value: 'current' } });
    expect(await screen.findByText(i18n.t('errors.SYSTEM_ERROR'))).toBeInTheDocument();
    answer = async () => [];
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByText(a('noneCurrent'))).toBeInTheDocument();
  });
});

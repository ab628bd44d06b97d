import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { AccountBlock } from './account-block.tsx';

const fetchMock = vi.fn();
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () =>
  answer({ success: false, value: null, message: 'System error', code: 'SYSTEM_ERROR' }, 500);
/** The balance call answers as `balance` says; every other call of the header fails quietly. */
const serve = (balance: () => Response) =>
  fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
    String(input).includes('/wps/v2/wallets/balance') ? balance() : failure(),
  );

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccountBlock />
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: 'player-token', isLogin: true });
  useModals.setState({ open: null, mcPage: 'securityCenter' });
});
afterEach(() => vi.unstubAllGlobals());

describe("the header's balance", () => {
  it('says the balance failed to load instead of updating for ever, and reads it again on ⟳', async () => {
    serve(failure);
    show();
    expect(screen.getByTestId('balance')).toHaveTextContent(i18n.t('header.updating'));
    expect(await screen.findByTestId('balance-failed')).toHaveTextContent(i18n.t('header.balanceFailed'));
    expect(screen.getByTestId('balance')).toHaveTextContent('—');

    serve(() =>
      answer({ success: true, value: { sumBalance: '1234.50', currency: 'CNY', wallets: [] }, message: '' }),
    );
    fireEvent.click(screen.getByRole('button', { name: i18n.t('header.refresh') }));
    expect(await screen.findByText(/1,234\.50/)).toBeInTheDocument();
    expect(screen.queryByTestId('balance-failed')).toBeNull();
  });
});

describe('a trial account in the header', () => {
  const memberInfo = (type: number) =>
    answer({
      success: true,
      value: { account: 'guest_1', nickname: null, type, isAgent: false },
      message: '',
    });
  const serveInfo = (type: number) =>
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input) === '/wps/member/info' ? memberInfo(type) : failure(),
    );
  const asked = (path: string) => fetchMock.mock.calls.some(([input]) => String(input).includes(path));

  it('asks for no unread count and shows the trial warning instead of the member centre', async () => {
    serveInfo(4);
    show();
    expect(await screen.findByText('guest_1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('side.deposit') }));
    expect(useModals.getState().open).toBe('trialWarning');
    expect(useModals.getState().mcPage).not.toBe('depositv2');
    expect(asked('CSP_unreadCount')).toBe(false);
  });

  it('opens the member centre and reads the unread count for a real account', async () => {
    serveInfo(0);
    show();
    expect(await screen.findByText('guest_1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('side.deposit') }));
    expect(useModals.getState().mcPage).toBe('depositv2');
    await waitFor(() => expect(asked('CSP_unreadCount')).toBe(true));
  });
});

describe("the header's avatar", () => {
  it("shows the account's own avatar on the member-centre button once it arrives, the glyph until then", async () => {
    const iconUrl = 'data:image/svg+xml;base64,PHN2Zy8+';
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input) === '/wps/member/info/icon'
        ? answer({ success: true, value: { iconUrl }, message: '' })
        : failure(),
    );
    show();
    const button = screen.getByRole('button', { name: i18n.t('side.memberCentre') });
    expect(button).toHaveTextContent('☺');
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', iconUrl));
  });
});

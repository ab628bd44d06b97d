import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
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

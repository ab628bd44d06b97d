import { addSiteRoute, moveSiteRoute, removeSiteRoute, type SiteRoute } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { asOperator } from './backoffice-calls.ts';
import { SiteRoutesSection } from './site-routes.tsx';

vi.mock('./backoffice-calls.ts', () => ({ asOperator: vi.fn() }));
const call = vi.mocked(asOperator);

const routes: SiteRoute[] = [
  { id: 1, host: 'play.example', url: 'https://play.example', speed: 120, checkedAt: '2026-12-07T06:00:00Z' },
  { id: 2, host: 'mirror.example', url: 'https://mirror.example', speed: null, checkedAt: null },
];
const show = (list = routes) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SiteRoutesSection routes={list} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
const s = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.site.${key}`, options);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset().mockImplementation(async () => null);
});

describe('the addresses offered to players, in the back office', () => {
  it('lists each address in order with how it last answered, and says when there is none', () => {
    const { unmount } = show();
    expect(screen.getByTestId('bo-route-play.example')).toHaveTextContent(
      i18n.t('lines.speed.fast', { ms: 120 }),
    );
    expect(screen.getByTestId('bo-route-mirror.example')).toHaveTextContent(i18n.t('lines.speed.unchecked'));
    unmount();
    show([]);
    expect(screen.getByText(s('routesNone'))).toBeInTheDocument();
  });

  it('offers an https address only, and shows why the server refused one', async () => {
    show();
    const field = screen.getByLabelText(s('routeUrl'));
    fireEvent.change(field, { target: { value: 'http://mirror2.example' } });
    fireEvent.click(screen.getByRole('button', { name: s('routeAdd') }));
    expect(await screen.findByText(s('routeUrlInvalid'))).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    call.mockRejectedValueOnce(new ApiError('SITE_ROUTE_HOST_TAKEN', 'body.url: taken', 409));
    fireEvent.change(field, { target: { value: ' https://mirror2.example ' } });
    fireEvent.click(screen.getByRole('button', { name: s('routeAdd') }));
    expect(await screen.findByText(i18n.t('errors.SITE_ROUTE_HOST_TAKEN'))).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(addSiteRoute, { body: { url: 'https://mirror2.example' } });
  });

  it('moves an address up or down, the first never up and the last never down', async () => {
    show();
    expect(screen.getByRole('button', { name: s('routeUp', { host: 'play.example' }) })).toBeDisabled();
    expect(screen.getByRole('button', { name: s('routeDown', { host: 'mirror.example' }) })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: s('routeUp', { host: 'mirror.example' }) }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(moveSiteRoute, { body: { id: 2, direction: 'up' } }),
    );
  });

  it('stops offering an address only after the owner confirms', async () => {
    show();
    const row = screen.getByTestId('bo-route-mirror.example');
    fireEvent.click(within(row).getByRole('button', { name: s('routeRemove') }));
    expect(within(row).getByRole('alert')).toHaveTextContent('mirror.example');
    fireEvent.click(within(row).getByRole('button', { name: s('routeRemoveYes') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(removeSiteRoute, { body: { id: 2 } }));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { sameRouteOn, speedOf } from './site-addresses.ts';
import { SiteAddressesModal } from './site-addresses-modal.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SiteAddressesModal />
      </QueryClientProvider>
    </I18nextProvider>,
  );
const l = (key: string, options?: Record<string, unknown>) => i18n.t(`lines.${key}`, options);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset();
  window.history.replaceState(null, '', '/live?tab=baccarat');
});

describe('the site addresses', () => {
  it('marks the address in use and opens the same page on another, with how each answered', async () => {
    const checkedAt = '2026-12-07T06:00:00.000Z';
    call.mockResolvedValue({
      domainList: [
        { domain: 'localhost', url: `http://${window.location.host}`, speed: 40, checkedAt },
        { domain: 'mirror.example', url: 'https://mirror.example/', speed: 1_450, checkedAt },
        { domain: 'down.example', url: 'https://down.example', speed: null, checkedAt },
        { domain: 'new.example', url: 'https://new.example', speed: null, checkedAt: null },
        // never offered: a row that is no web address
        { domain: 'evil', url: 'javascript:alert(1)', speed: 1, checkedAt },
      ],
    });
    show();
    const here = await screen.findByTestId('site-address-localhost');
    expect(here).toHaveTextContent(l('current'));
    expect(here).toHaveTextContent(l('speed.fast', { ms: 40 }));
    expect(within(here).queryByRole('link')).toBeNull();
    const mirror = screen.getByTestId('site-address-mirror.example');
    expect(mirror).toHaveTextContent(l('speed.slow', { ms: 1450 }));
    expect(within(mirror).getByRole('link', { name: l('open') })).toHaveAttribute(
      'href',
      'https://mirror.example/live?tab=baccarat',
    );
    expect(screen.getByTestId('site-address-down.example')).toHaveTextContent(l('speed.down'));
    expect(screen.getByTestId('site-address-new.example')).toHaveTextContent(l('speed.unchecked'));
    expect(screen.queryByTestId('site-address-evil')).toBeNull();
  });

  it('says when the site has no other address, in the chosen language', async () => {
    await loadCatalogue('TH');
    await i18n.changeLanguage('TH');
    call.mockResolvedValue({ domainList: [] });
    show();
    expect(await screen.findByText(l('none'))).toBeInTheDocument();
  });

  it('says why the list failed, with a retry', async () => {
    call.mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
    show();
    expect(await screen.findByRole('button', { name: i18n.t('common.retry') })).toBeInTheDocument();
  });
});

describe('speed and target rules', () => {
  it('grades the measured time', () => {
    const at = '2026-12-07T00:00:00Z';
    expect(speedOf({ speed: 300, checkedAt: at })).toBe('fast');
    expect(speedOf({ speed: 301, checkedAt: at })).toBe('fair');
    expect(speedOf({ speed: 1_001, checkedAt: at })).toBe('slow');
    expect(speedOf({ speed: null, checkedAt: at })).toBe('down');
    expect(speedOf({ speed: null, checkedAt: null })).toBe('unchecked');
  });

  it('keeps the path and query, and refuses addresses that are not web ones', () => {
    const here = { pathname: '/sports', search: '?x=1' } as Location;
    expect(sameRouteOn({ url: 'https://a.example/old/path?y=2' }, here)?.href).toBe(
      'https://a.example/sports?x=1',
    );
    expect(sameRouteOn({ url: 'data:text/html,hi' }, here)).toBeUndefined();
    expect(sameRouteOn({ url: 'not a url' }, here)).toBeUndefined();
  });
});

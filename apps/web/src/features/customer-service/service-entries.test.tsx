import { encryptServiceLink, type ServiceEntry } from '@croupier/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { openServiceWindow } from './service-calls.ts';
import { ServiceEntries } from './service-entries.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

const entries: ServiceEntry[] = [
  { id: 1, csPosition: 3, csType: 3, title: 'Live chat', target: '' },
  { id: 2, csPosition: 1, csType: 2, title: 'Telegram', target: 'https://t.me/croupier' },
  { id: 3, csPosition: 2, csType: 1, title: 'Mail us', target: 'help@example.com' },
  { id: 4, csPosition: 3, csType: 1, title: '<script>alert(1)</script>', target: 'x@example.com' },
];

/** answers the two public calls: the entries, and getService with `link` encrypted (or none) */
const serve = (link: string | null | Error) => {
  call.mockImplementation((async (route: { path: string }) => {
    if (route.path === '/wps/system/customerService') return entries;
    if (link instanceof Error) throw link;
    return {
      version: { pathList: link === null ? [] : [{ type: 3, path: await encryptServiceLink(link) }] },
    };
  }) as typeof callApi);
};

const fakePopup = () => ({ opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() });

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </QueryClientProvider>
);

describe('customer-service entries', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the side menu its entries by type, titles as text', async () => {
    serve('/helpmc');
    render(<ServiceEntries where={1} />, { wrapper });
    const chat = await screen.findByRole('button', { name: 'Live chat' });
    expect(chat).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/croupier');
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Mail us')).toBeNull();
    expect(screen.getByRole('link', { name: '<script>alert(1)</script>' })).toHaveAttribute(
      'href',
      'mailto:x@example.com',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the footer the entries placed there or in both', async () => {
    serve('/helpmc');
    render(<ServiceEntries where={2} />, { wrapper });
    expect(await screen.findByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.queryByText('Telegram')).toBeNull();
  });

  it('opens the live chat in a 440×500 window at the decrypted link, cut off from the site', async () => {
    serve('/helpmc');
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const opened = vi.fn();
    render(<ServiceEntries where={1} onOpened={opened} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(`${window.location.origin}/helpmc`),
    );
    expect(open).toHaveBeenCalledWith('', 'cs', 'width=440,height=500');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    expect(opened).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes the window and says so when getService fails or has no link', async () => {
    for (const answer of [new ApiError('SYSTEM_ERROR', 'down', 500), null]) {
      serve(answer);
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const { unmount } = render(<ServiceEntries where={1} />, { wrapper });
      await userEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(i18n.t('cs.failed'));
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.replace).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: i18n.t('common.ok') }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      unmount();
    }
  });

  it('says the window was blocked when the browser refuses it', async () => {
    serve('/helpmc');
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ServiceEntries where={1} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(i18n.t('cs.blocked'));
    expect(
      call.mock.calls.some(([route]) => (route as { path: string }).path === '/wps/system/getService'),
    ).toBe(false);
  });

  it('opens nothing for a link that is not https or a site path, even one that decrypts', async () => {
    const popup = fakePopup();
    const target = { open: vi.fn(() => popup), location: window.location } as unknown as Window;
    expect(await openServiceWindow(target, async () => 'https://chat.example.com/x')).toBe('opened');
    serve('javascript:alert(1)');
    const again = fakePopup();
    const second = { open: vi.fn(() => again), location: window.location } as unknown as Window;
    expect(await openServiceWindow(second)).toBe('failed');
    expect(again.close).toHaveBeenCalled();
    expect(again.location.replace).not.toHaveBeenCalled();
  });

  it('falls back to the brand e-mail when the merchant has no entries', async () => {
    call.mockResolvedValue([]);
    render(<ServiceEntries where={1} fallbackEmail="support@example.com" />, { wrapper });
    expect(await screen.findByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});

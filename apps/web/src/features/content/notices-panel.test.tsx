import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { useAnnouncements } from './announcement-store.ts';
import { Marquee } from './marquee.tsx';
import { NoticesPanel } from './notices-panel.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
// moments are written on the merchant's clock, which the status call names
vi.mock('../../shared/api/use-system.ts', async (importOriginal) =>
  (await import('../../app/status-test-kit.ts')).systemModuleWithStatus(await importOriginal<object>()),
);
const call = vi.mocked(callApi);

const notice = (id: number, marquee: boolean) => ({
  id,
  type: 'B' as const,
  title: `News ${id}`,
  content: `<p>Body ${id}</p>`,
  marquee,
  startsAt: `2030-01-0${id}T00:00:00.000Z`,
  endsAt: null,
});

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );

describe('home news: the panel and the marquee', () => {
  beforeEach(async () => {
    await loadCatalogue('EN');
    await i18n.changeLanguage('EN');
    useModals.setState({ open: null });
    call.mockReset();
  });

  it('lists the B notices in the order the server gives and opens one in noticeModal', async () => {
    call.mockResolvedValue([notice(3, true), notice(2, false), notice(1, true)] as never);
    renderWith(<NoticesPanel />);
    const list = await screen.findByTestId('home-notices');
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { type: 'B', platform: 'W', execution: 'B' } });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent?.slice(0, 6))).toEqual(['News 3', 'News 2', 'News 1']);
    fireEvent.click(items[1]!);
    expect(useModals.getState().open).toBe('noticeModal');
    expect(useAnnouncements.getState().notice?.id).toBe(2);
  });

  it('says so when there is no news', async () => {
    call.mockResolvedValue([] as never);
    renderWith(<NoticesPanel />);
    expect(await screen.findByText(i18n.t('notices.empty'))).toBeTruthy();
  });

  it('runs only the marquee-marked titles, each opening its notice, and shows nothing without any', async () => {
    call.mockResolvedValue([notice(3, true), notice(2, false), notice(1, true)] as never);
    const shown = renderWith(<Marquee />);
    const strip = await screen.findByTestId('home-marquee');
    expect(strip.getAttribute('aria-label')).toBe(i18n.t('notices.marquee'));
    expect(
      within(strip)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['News 3', 'News 1']);
    fireEvent.click(within(strip).getByRole('button', { name: 'News 1' }));
    expect(useAnnouncements.getState().notice?.id).toBe(1);
    shown.unmount();

    call.mockResolvedValue([notice(2, false)] as never);
    renderWith(<Marquee />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('home-marquee')).toBeNull();
  });
});

import type { PlayerBanner } from '@croupier/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { BannersCarousel, bannerInterval, HomeBanners } from './banners-carousel.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

const banner = (id: number, link: string | null = null): PlayerBanner => ({
  id,
  image: `/img/banners/${id}.png`,
  alt: `Banner ${id}`,
  link,
});

const wrap = (ui: React.ReactNode) => (
  <MemoryRouter>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>
  </MemoryRouter>
);

/** the slide shown now, by its alt text */
const shown = () =>
  screen
    .getAllByTestId('home-banner')
    .filter((slide) => slide.dataset.active === 'true')
    .map((slide) => slide.getAttribute('aria-label'));

const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('home banners: the carousel', () => {
  beforeEach(async () => {
    await loadCatalogue('EN');
    await i18n.changeLanguage('EN');
    call.mockReset();
    reducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('steps with next, previous and the dots, each named for screen readers', () => {
    render(wrap(<BannersCarousel banners={[banner(1), banner(2), banner(3)]} />));
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(within(region).getByRole('button', { name: 'Previous banner' }));
    expect(shown()).toEqual(['3 of 3']);
    const dot = within(region).getByRole('button', { name: 'Show banner 2 of 3' });
    fireEvent.click(dot);
    expect(shown()).toEqual(['2 of 3']);
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(
      within(region).getByRole('button', { name: 'Show banner 1 of 3' }).getAttribute('aria-current'),
    ).toBeNull();
    // the hidden slides are out of reach of the keyboard and screen readers
    const hidden = screen.getAllByTestId('home-banner').filter((slide) => slide.dataset.active !== 'true');
    expect(
      hidden.every((slide) => slide.getAttribute('aria-hidden') === 'true' && slide.hasAttribute('inert')),
    ).toBe(true);
  });

  it('moves with the arrow keys and with a swipe', () => {
    render(wrap(<BannersCarousel banners={[banner(1), banner(2), banner(3)]} />));
    const region = screen.getByRole('region', { name: 'Banners' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['3 of 3']);
    // a finger moving left shows the next one; a small move is a tap, not a swipe
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 200 });
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 220 });
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 110 });
    expect(shown()).toEqual(['3 of 3']);
  });

  it('advances every 6 seconds, and stands still while hovered, focused or paused', () => {
    vi.useFakeTimers();
    render(wrap(<BannersCarousel banners={[banner(1), banner(2), banner(3)]} />));
    const region = screen.getByRole('region', { name: 'Banners' });
    act(() => vi.advanceTimersByTime(bannerInterval - 100));
    expect(shown()).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual(['2 of 3']);

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(bannerInterval * 3));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(bannerInterval));
    expect(shown()).toEqual(['3 of 3']);

    const next = within(region).getByRole('button', { name: 'Next banner' });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(bannerInterval * 3));
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.blur(next, { relatedTarget: document.body });

    const pause = within(region).getByRole('button', { name: 'Pause the banners' });
    fireEvent.click(pause);
    fireEvent.blur(pause, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(bannerInterval * 3));
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.click(within(region).getByRole('button', { name: 'Play the banners' }));
    fireEvent.blur(region, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(bannerInterval));
    expect(shown()).toEqual(['1 of 3']);
  });

  it('never moves by itself for a visitor who asked for reduced motion', () => {
    vi.restoreAllMocks();
    reducedMotion(true);
    vi.useFakeTimers();
    render(wrap(<BannersCarousel banners={[banner(1), banner(2)]} />));
    act(() => vi.advanceTimersByTime(bannerInterval * 5));
    expect(shown()).toEqual(['1 of 2']);
    expect(screen.queryByRole('button', { name: 'Pause the banners' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shown()).toEqual(['2 of 2']);
  });

  it('loads only the first image with the page, the next one ahead of time, and the first eagerly', () => {
    render(wrap(<BannersCarousel banners={[banner(1), banner(2), banner(3), banner(4)]} />));
    const pictures = () =>
      screen.getAllByRole('img', { hidden: true }).filter((img) => img.getAttribute('alt'));
    expect(pictures().map((img) => img.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2']);
    expect(pictures()[0]!.getAttribute('loading')).toBe('eager');
    expect(pictures()[1]!.getAttribute('loading')).toBe('lazy');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(pictures().map((img) => img.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
  });

  it('shows one banner without controls, linked in the app or to an https site, never to script', () => {
    const { unmount } = render(wrap(<BannersCarousel banners={[banner(1, '/promotions')]} />));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Banner 1' }).getAttribute('href')).toBe('/promotions');
    unmount();
    const external = render(wrap(<BannersCarousel banners={[banner(2, 'https://example.com/x')]} />));
    const link = screen.getByRole('link', { name: 'Banner 2' });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    external.unmount();
    render(wrap(<BannersCarousel banners={[banner(3, 'javascript:alert(1)')]} />));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByAltText('Banner 3')).toBeTruthy();
  });

  it('keeps the static banner and its h1 when there are none, and covers it when there are', async () => {
    call.mockResolvedValue([] as never);
    const hero = (
      <HomeBanners className="hero">
        <h1>Headline</h1>
      </HomeBanners>
    );
    const { unmount } = render(wrap(hero));
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Headline' })).toBeTruthy();
    expect(screen.queryByTestId('home-banners')).toBeNull();
    unmount();

    call.mockResolvedValue([banner(1), banner(2)] as never);
    render(wrap(hero));
    expect(await screen.findByTestId('home-banners')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Headline' })).toBeTruthy();
    expect(screen.getAllByTestId('home-banner')).toHaveLength(2);
  });
});

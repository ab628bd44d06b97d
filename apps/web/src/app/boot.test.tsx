import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../i18n/index.ts';
import { statusQuery } from '../shared/api/use-system.ts';
import { useSession } from '../shared/session/session-store.ts';
import { BootGate } from './boot-gate.tsx';
import { popularRowWait, startSite } from './start-site.ts';
import { aStatus } from './status-test-kit.ts';

const answer = () => aStatus();

const fetchAnswering = (value: unknown) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, value, message: '' })));

const renderGate = (client: QueryClient) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BootGate>
          <p>the site</p>
        </BootGate>
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ merchantCode: null, token: null, account: null, isLogin: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('boot', () => {
  it('sends the permission call as it loads, before anything renders, and settles once the site has started', async () => {
    const status = answer();
    const fetch = fetchAnswering(status);
    vi.stubGlobal('fetch', fetch);
    const { bootReady } = await import('./boot.ts');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/^\/wps\/system\/status\?host=/),
    );
    await bootReady;
    expect(useSession.getState().merchantCode).toBe('BOOT1');
    expect(localStorage.getItem('merchantCode')).toBe('BOOT1');
    expect(document.title).toBe('Boot Casino');
    expect(i18n.language).toBe('EN');
  });

  it('settles, without throwing, when the permission call fails: the gate then offers a retry', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const { bootReady } = await import('./boot.ts');
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await expect(bootReady).resolves.toBeUndefined();
  });
});

describe('boot gate', () => {
  it('shows the site in its first render when the start sequence already ran for the answer', async () => {
    vi.stubGlobal('fetch', fetchAnswering({}));
    const client = new QueryClient();
    const status = answer();
    client.setQueryData(statusQuery.queryKey, status);
    await startSite(status, client);
    renderGate(client);
    expect(screen.getByText('the site')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits with a spinner while it runs the start sequence for an answer it has not seen', async () => {
    vi.stubGlobal('fetch', fetchAnswering({}));
    const client = new QueryClient();
    client.setQueryData(statusQuery.queryKey, answer());
    renderGate(client);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('the site')).toBeInTheDocument();
    expect(useSession.getState().merchantCode).toBe('BOOT1');
  });

  it('shows the maintenance page instead of the site when the answer says so', async () => {
    vi.stubGlobal('fetch', fetchAnswering({}));
    const client = new QueryClient();
    const status = { ...answer(), maintenance: true, maintenanceMessage: 'Back soon' };
    client.setQueryData(statusQuery.queryKey, status);
    await startSite(status, client);
    renderGate(client);
    expect(screen.queryByText('the site')).toBeNull();
    expect(screen.getByText('Back soon')).toBeInTheDocument();
  });

  it('lets the back office through during maintenance: operators work on the site then', async () => {
    vi.stubGlobal('fetch', fetchAnswering({}));
    const client = new QueryClient();
    const status = { ...answer(), maintenance: true, maintenanceMessage: 'Back soon' };
    client.setQueryData(statusQuery.queryKey, status);
    await startSite(status, client);
    window.history.pushState({}, '', '/backoffice');
    try {
      renderGate(client);
      expect(screen.getByText('the site')).toBeInTheDocument();
      expect(screen.queryByText('Back soon')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("shows the invalid-domain page, asking only once, when the host is no merchant's site", async () => {
    await i18n.changeLanguage('EN');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: false, value: null, message: 'Invalid domain', code: 'DOMAIN_INVALID' }),
          { status: 400 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderGate(new QueryClient());
    expect(await screen.findByRole('heading', { name: 'Invalid domain' })).toBeInTheDocument();
    expect(screen.getByTestId('invalid-domain-page')).toBeInTheDocument();
    expect(screen.queryByText('the site')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("home's first screen", () => {
  const games = Array.from({ length: 8 }, (_, index) => ({
    nodeId: `N${index}`,
    displayName: `Game ${index}`,
    iconUrl: `/img/games/DEMO/game-${index}.svg`,
  }));
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    );
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('starts once the popular row is in, and asks for the first row of its pictures ahead of the render', async () => {
    let answerPopular = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: '' }));
        if (!url.startsWith('/lgw/games/popular')) return body({});
        return new Promise<Response>((resolve) => {
          answerPopular = () => resolve(body(games));
        });
      }),
    );
    // the catalogue in already: only the popular row is left to wait for
    await loadCatalogue('EN');
    let started = false;
    const start = startSite(answer(), new QueryClient()).then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    answerPopular();
    await start;
    expect(preloaded()).toEqual(games.slice(0, 6).map((game) => game.iconUrl));
  });

  it('does not wait longer than popularRowWait for a popular row that is slow to come', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/lgw/games/popular')
          ? new Promise<Response>(() => {})
          : new Response(JSON.stringify({ success: true, value: {}, message: '' })),
      ),
    );
    let started = false;
    const start = startSite(answer(), new QueryClient()).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(popularRowWait - 10);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await start;
    vi.useRealTimers();
    expect(started).toBe(true);
    expect(preloaded()).toEqual([]);
  });
});

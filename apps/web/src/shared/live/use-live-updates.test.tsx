import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-store.ts';
import { LiveUpdates, offlineAfterMs } from './live-updates.tsx';
import { contentSpreadMs, useLiveUpdates } from './use-live-updates.ts';

/** An EventSource the test drives: it records each opened URL and fires named events by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  fire(name: string) {
    this.listeners.get(name)?.();
  }
}

const envelope = (value: unknown, status = 200, code?: string) =>
  new Response(JSON.stringify({ success: status === 200, value, message: '', code }), { status });

describe('useLiveUpdates', () => {
  let tickets = 0;
  let ticketAnswer: () => Response;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    tickets = 0;
    ticketAnswer = () => envelope({ ticket: `t${++tickets}`, expiresIn: 30 });
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ticketAnswer()),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const setUp = (token: string | null = 'session-token', onFeedbackReply?: () => void) => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(({ current }) => useLiveUpdates(current, { onFeedbackReply }), {
      wrapper,
      initialProps: { current: token },
    });
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey?.join('.'));
    return { hook, invalidated, client };
  };
  const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

  it('opens the stream with a fresh ticket and refreshes the balance and unread count it is told of', async () => {
    const { hook, invalidated } = setUp();
    await flush();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/wps/live?ticket=t1']);
    const [source] = FakeEventSource.opened;
    expect(hook.result.current).toBe('down');
    act(() => source!.fire('ready'));
    expect(hook.result.current).toBe('online');
    expect(invalidated()).toEqual([]);
    act(() => source!.fire('balance'));
    act(() => source!.fire('unread'));
    expect(invalidated()).toEqual(['wallet.balance', 'wallet.consolidated', 'messages.unread']);
  });

  it('reconnects after a loss with a new ticket, backing off, and catches up once back', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { hook, invalidated } = setUp();
    await flush();
    act(() => FakeEventSource.opened[0]!.fire('ready'));
    act(() => FakeEventSource.opened[0]!.onerror?.());
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(hook.result.current).toBe('down');
    // the ticket call fails twice (server away): 1 s, then 2 s, then 4 s before the next try
    ticketAnswer = () => envelope(null, 503, 'SYSTEM_ERROR');
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
    ticketAnswer = () => envelope({ ticket: 'again', expiresIn: 30 });
    await act(async () => vi.advanceTimersByTimeAsync(3_999));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/wps/live?ticket=t1',
      '/wps/live?ticket=again',
    ]);
    act(() => FakeEventSource.opened[1]!.fire('ready'));
    expect(hook.result.current).toBe('online');
    expect(invalidated()).toEqual([
      'wallet.balance',
      'wallet.consolidated',
      'messages.unread',
      'content.notices',
      'content.banners',
      'feedback.mine',
    ]);
  });

  it('tries again at once when the browser is back online, not after the rest of its backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { hook } = setUp();
    await flush();
    act(() => FakeEventSource.opened[0]!.fire('ready'));
    // three failed tries: the next one would wait 8 s
    ticketAnswer = () => envelope(null, 503, 'SYSTEM_ERROR');
    act(() => FakeEventSource.opened[0]!.onerror?.());
    await act(async () => vi.advanceTimersByTimeAsync(3_000));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
    ticketAnswer = () => envelope({ ticket: 'back', expiresIn: 30 });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(4);
    expect(FakeEventSource.opened.at(-1)!.url).toBe('/wps/live?ticket=back');
    act(() => FakeEventSource.opened.at(-1)!.fire('ready'));
    expect(hook.result.current).toBe('online');
    // online again while the stream is open (or being opened): no second stream
    act(() => window.dispatchEvent(new Event('online')));
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('refreshes every notices and banners query a moment after a content push, once for pushes close together', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { invalidated, client } = setUp();
    // what the marquee, the notices panel, the pop-ups and the banners hold, in two languages
    for (const key of [
      ['content', 'notices', 'B', 'en'],
      ['content', 'notices', 'PU', 'en'],
      ['content', 'banners', 'en'],
      ['content', 'banners', 'cn'],
      ['wallet', 'balance'],
    ]) {
      client.setQueryData(key, []);
    }
    await flush();
    const [source] = FakeEventSource.opened;
    act(() => source!.fire('ready'));
    act(() => source!.fire('content'));
    act(() => source!.fire('content'));
    await act(async () => vi.advanceTimersByTimeAsync(contentSpreadMs / 2 - 1));
    expect(invalidated()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(invalidated()).toEqual(['content.notices', 'content.banners']);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey.join('.'));
    expect(stale.sort()).toEqual([
      'content.banners.cn',
      'content.banners.en',
      'content.notices.B.en',
      'content.notices.PU.en',
    ]);
    // a later push is a new refresh
    act(() => source!.fire('content'));
    await act(async () => vi.advanceTimersByTimeAsync(contentSpreadMs));
    expect(invalidated()).toHaveLength(4);
  });

  it("refreshes the player's feedback list and tells the page when customer service replied", async () => {
    const replied = vi.fn();
    const { invalidated } = setUp('session-token', replied);
    await flush();
    const [source] = FakeEventSource.opened;
    act(() => source!.fire('ready'));
    expect(replied).not.toHaveBeenCalled();
    act(() => source!.fire('feedback'));
    expect(invalidated()).toEqual(['feedback.mine']);
    expect(replied).toHaveBeenCalledTimes(1);
  });

  it('stops when the session is over and when the token goes (logout)', async () => {
    ticketAnswer = () => envelope(null, 401, 'AUTH_SESSION_EXPIRED');
    const ended = setUp();
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(ended.hook.result.current).toBe('ended');
    expect(FakeEventSource.opened).toEqual([]);

    ticketAnswer = () => envelope({ ticket: 'fine', expiresIn: 30 });
    const { hook } = setUp();
    await flush();
    const [source] = FakeEventSource.opened;
    hook.rerender({ current: null });
    expect(source!.closed).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('the offline marker and the feedback-reply notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    useSession.setState({ token: 'session-token', isLogin: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    useSession.setState({ token: null, isLogin: false });
  });
  const show = (answer: () => Response) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<LiveUpdates />} />
            <Route path="/feedback" element={<p>Feedback page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };
  /** the offline marker's screen-reader line (the toast's live region is the other status) */
  const offlineStatus = () => screen.getAllByRole('status')[0]!;

  it('shows after a few seconds without the stream, says so to screen readers, and goes once it is back', async () => {
    show(() => envelope({ ticket: 't', expiresIn: 30 }));
    await act(async () => vi.advanceTimersByTimeAsync(offlineAfterMs - 1));
    expect(screen.queryByTestId('live-offline')).toBeNull();
    expect(offlineStatus()).toHaveTextContent('');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('live-offline')).toHaveTextContent('Offline');
    expect(offlineStatus()).toHaveTextContent('Live updates are paused: reconnecting…');
    act(() => FakeEventSource.opened[0]!.fire('ready'));
    expect(screen.queryByTestId('live-offline')).toBeNull();
    expect(offlineStatus()).toHaveTextContent('');
  });

  it('says customer service replied, in a polite live region, with a link to the feedback page', async () => {
    show(() => envelope({ ticket: 't', expiresIn: 30 }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    act(() => FakeEventSource.opened[0]!.fire('ready'));
    const region = screen.getAllByRole('status')[1]!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() => FakeEventSource.opened[0]!.fire('feedback'));
    expect(region).toHaveTextContent('Customer service replied to your feedback');
    // it stays (no timer) until the player acts on it
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('feedback-reply-toast')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('feedback-reply-toast')).toBeNull();

    act(() => FakeEventSource.opened[0]!.fire('feedback'));
    const link = screen.getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('href', '/feedback');
    fireEvent.click(link);
    expect(screen.getByText('Feedback page')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-reply-toast')).toBeNull();
  });

  it('stays away when the session is over: that is not a lost connection', async () => {
    show(() => envelope(null, 401, 'AUTH_SESSION_EXPIRED'));
    await act(async () => vi.advanceTimersByTimeAsync(offlineAfterMs * 5));
    expect(screen.queryByTestId('live-offline')).toBeNull();
  });
});

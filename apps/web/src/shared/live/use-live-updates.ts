import { createLiveTicket, liveEvents, openLiveStream } from '@croupier/contract/paths';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../api/client.ts';
import { reconnectDelay } from './reconnect-delay.ts';

/**
 * What a push asks the page to fetch again (the events carry no data). The keys are the features'
 * own: wallet, messages/api/unread.ts, content/api/notices.ts and content/banners-query.ts (every
 * type and language), feedback/feedback-calls.ts (every page of my feedback).
 */
const refresh = {
  balance: (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: ['wallet', 'balance'] });
    void client.invalidateQueries({ queryKey: ['wallet', 'consolidated'] });
  },
  unread: (client: QueryClient) => void client.invalidateQueries({ queryKey: ['messages', 'unread'] }),
  content: (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: ['content', 'notices'] });
    void client.invalidateQueries({ queryKey: ['content', 'banners'] });
  },
  feedback: (client: QueryClient) => void client.invalidateQueries({ queryKey: ['feedback', 'mine'] }),
};

/**
 * A `content` push reaches every open tab of the merchant at once; each waits a random moment up
 * to this long before asking, so the notices and banners calls arrive spread out, not together.
 */
export const contentSpreadMs = 3_000;

export interface LiveHandlers {
  /** customer service answered one of the player's feedback (after its list was refreshed) */
  onFeedbackReply?: () => void;
}

/** the ticket call answers these when the session is over: reconnecting would not help */
const sessionOver = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** `down` until the stream says ready and while it is lost; `ended` once the session is over. */
export type LiveStatus = 'online' | 'down' | 'ended';

/**
 * The live stream of the signed-in player (docs/live-updates.md): a single-use ticket, then an
 * EventSource on /wps/live; `balance`, `unread`, `content` and `feedback` refresh their queries
 * (`content` after a random moment up to contentSpreadMs), and `feedback` also tells the page.
 * A lost stream is closed here (the browser's own retry would reuse the spent ticket) and opened
 * again with a new ticket after 1 s, 2 s, 4 s … 30 s, or at once when the browser says it is back
 * online; after a reconnect everything is refreshed once, for what was missed. It stops when the
 * token goes (logout) or the ticket call says the session is over.
 */
export const useLiveUpdates = (token: string | null, handlers: LiveHandlers = {}) => {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('down');
  // the latest handlers, without reopening the stream when the page passes new ones
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // one pending content refresh at most: pushes close together share it
    let contentTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let wasReady = false;
    const retry = () => {
      if (stopped) return;
      setStatus('down');
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, reconnectDelay(attempt));
      attempt += 1;
    };
    const connect = async () => {
      let ticket: string;
      try {
        ticket = (await callApi(createLiveTicket, { longPoll: true })).ticket;
      } catch (error) {
        if (sessionOver(error)) {
          stopped = true;
          setStatus('ended');
        }
        retry();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(`${openLiveStream.path}?ticket=${encodeURIComponent(ticket)}`);
      source = stream;
      stream.addEventListener(liveEvents.ready, () => {
        if (wasReady) {
          for (const what of Object.values(refresh)) what(client);
        }
        wasReady = true;
        attempt = 0;
        setStatus('online');
      });
      stream.addEventListener(liveEvents.balance, () => refresh.balance(client));
      stream.addEventListener(liveEvents.unread, () => refresh.unread(client));
      stream.addEventListener(liveEvents.content, () => {
        if (contentTimer !== undefined) return;
        contentTimer = setTimeout(() => {
          contentTimer = undefined;
          refresh.content(client);
        }, Math.random() * contentSpreadMs);
      });
      stream.addEventListener(liveEvents.feedback, () => {
        refresh.feedback(client);
        latest.current.onFeedbackReply?.();
      });
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        retry();
      };
    };
    // the network is back: a stream waiting out its backoff (up to 30 s) tries again at once
    const onOnline = () => {
      if (stopped || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
      void connect();
    };
    window.addEventListener('online', onOnline);
    void connect();
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(timer);
      clearTimeout(contentTimer);
      source?.close();
      setStatus('down');
    };
  }, [token, client]);
  return status;
};

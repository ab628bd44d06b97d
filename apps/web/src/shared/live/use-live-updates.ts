import { createLiveTicket, liveEvents, openLiveStream } from '@croupier/contract/paths';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from '../api/client.ts';
import { reconnectDelay } from './reconnect-delay.ts';

/** What a push asks the page to fetch again (the events carry no amounts). */
const refresh = {
  balance: (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: ['wallet', 'balance'] });
    void client.invalidateQueries({ queryKey: ['wallet', 'consolidated'] });
  },
  unread: (client: QueryClient) => void client.invalidateQueries({ queryKey: ['messages', 'unread'] }),
};

/** the ticket call answers these when the session is over: reconnecting would not help */
const sessionOver = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** `down` until the stream says ready and while it is lost; `ended` once the session is over. */
export type LiveStatus = 'online' | 'down' | 'ended';

/**
 * The live stream of the signed-in player (docs/live-updates.md): a single-use ticket, then an
 * EventSource on /wps/live; `balance` and `unread` refresh their queries. A lost stream is closed
 * here (the browser's own retry would reuse the spent ticket) and opened again with a new ticket
 * after 1 s, 2 s, 4 s … 30 s; after a reconnect both are refreshed once, for what was missed.
 * It stops when the token goes (logout) or the ticket call says the session is over.
 */
export const useLiveUpdates = (token: string | null) => {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('down');
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let wasReady = false;
    const retry = () => {
      if (stopped) return;
      setStatus('down');
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
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
          refresh.balance(client);
          refresh.unread(client);
        }
        wasReady = true;
        attempt = 0;
        setStatus('online');
      });
      stream.addEventListener(liveEvents.balance, () => refresh.balance(client));
      stream.addEventListener(liveEvents.unread, () => refresh.unread(client));
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setStatus('down');
    };
  }, [token, client]);
  return status;
};

import type { LiveEventName } from '@croupier/contract';

/** Where a stream writes: the raw HTTP response in the app, an array in tests. */
export interface StreamSink {
  write(chunk: string): unknown;
  end(): void;
}

export interface LiveStreamOptions {
  /** a comment line this often keeps proxies and load balancers from closing a quiet stream */
  heartbeatMs: number;
  /** the reconnect delay the browser's EventSource is told to use */
  retryMs: number;
  /** whether the session behind the stream still holds (not logged out, expired or locked) */
  sessionHolds: () => Promise<boolean>;
  /** starts listening for the member's events; returns the stop */
  listen: (send: (event: LiveEventName, id: number) => void) => () => void;
}

export const liveStreamDefaults = { heartbeatMs: 25_000, retryMs: 3_000 } as const;

/** One server-sent event; the data stays `{}`: the client asks again for what changed. */
export const sseEvent = (event: LiveEventName, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: {}\n\n`;

/**
 * Runs one member's stream: the retry hint and `ready` first, then an event per push, a comment
 * every heartbeat. The session is checked at each heartbeat and before each event, so a logout,
 * a lock or the session's end closes the stream within one heartbeat and nothing is sent after
 * it. A failing check (database unreachable) keeps the stream: the next check decides.
 */
export const startLiveStream = (sink: StreamSink, options: LiveStreamOptions) => {
  let open = true;
  let stopListening = () => {};
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    stopListening();
    sink.end();
  };
  const holds = () => options.sessionHolds().catch(() => true);
  sink.write(`retry: ${options.retryMs}\n\n`);
  stopListening = options.listen((event, id) => {
    void holds().then((held) => {
      if (!open) return;
      if (held) sink.write(sseEvent(event, id));
      else close();
    });
  });
  sink.write(sseEvent('ready'));
  const heartbeat = setInterval(() => {
    if (!open) return;
    sink.write(': ping\n\n');
    void holds().then((held) => {
      if (!held) close();
    });
  }, options.heartbeatMs);
  return { close, isOpen: () => open };
};

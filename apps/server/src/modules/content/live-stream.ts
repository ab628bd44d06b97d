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

/**
 * Events that tell nothing a visitor could not see (notices and banners are public): sent without
 * the session check, because a merchant-wide push reaches every open stream of the merchant at once
 * and would otherwise cost as many session queries in the same instant. The heartbeat's check still
 * ends the stream of an ended session within one heartbeat.
 */
const unchecked: ReadonlySet<LiveEventName> = new Set(['content']);

/** One server-sent event; the data stays `{}`: the client asks again for what changed. */
export const sseEvent = (event: LiveEventName, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: {}\n\n`;

/**
 * Runs one member's stream: the retry hint and `ready` first, then an event per push, a comment
 * every heartbeat. The session is checked at each heartbeat and before each of the member's own
 * events (not merchant-wide `content`, see `unchecked`), so a logout,
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
    if (unchecked.has(event)) {
      if (open) sink.write(sseEvent(event, id));
      return;
    }
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

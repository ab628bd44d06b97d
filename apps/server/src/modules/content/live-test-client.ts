/** Test support: reads a live stream over real HTTP as a browser's EventSource would. */

export interface ReadEvent {
  event: string;
  id?: string;
  data?: string;
}

export const openLiveStreamOver = async (baseUrl: string, ticket: string) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/wps/live?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const events: ReadEvent[] = [];
  let text = '';
  let ended = false;
  const reading = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          ) as Record<string, string>;
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data });
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  })();
  const until = async (check: () => boolean, ms = 5_000) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > ms) throw new Error(`live stream: waited ${ms} ms; got ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    response,
    events,
    text: () => text,
    ended: () => ended,
    /** the stream said `ready`: it hears every instance */
    ready: () => until(() => events.some((event) => event.event === 'ready')),
    waitFor: (name: string, ms?: number) => until(() => events.some((event) => event.event === name), ms),
    waitForEnd: (ms?: number) => until(() => ended, ms),
    named: (name: string) => events.filter((event) => event.event === name),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
};

export type LiveStreamReader = Awaited<ReturnType<typeof openLiveStreamOver>>;

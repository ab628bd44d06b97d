import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStreamDefaults, sseEvent, startLiveStream } from './live-stream.ts';

describe('a live stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sink = () => {
    const chunks: string[] = [];
    let ended = 0;
    return {
      chunks,
      ended: () => ended,
      write: (chunk: string) => chunks.push(chunk),
      end: () => {
        ended += 1;
      },
    };
  };

  it('starts with the retry hint and ready, then sends a comment every heartbeat', async () => {
    const out = sink();
    let holds = true;
    const stream = startLiveStream(out, {
      ...liveStreamDefaults,
      sessionHolds: async () => holds,
      listen: () => () => {},
    });
    expect(out.chunks).toEqual([`retry: ${liveStreamDefaults.retryMs}\n\n`, 'event: ready\ndata: {}\n\n']);
    await vi.advanceTimersByTimeAsync(liveStreamDefaults.heartbeatMs - 1);
    expect(out.chunks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(out.chunks.at(-1)).toBe(': ping\n\n');
    await vi.advanceTimersByTimeAsync(liveStreamDefaults.heartbeatMs);
    expect(out.chunks.filter((chunk) => chunk === ': ping\n\n')).toHaveLength(2);
    expect(liveStreamDefaults.heartbeatMs).toBe(25_000);

    // the session ended (logout, lock): the next heartbeat's check closes the stream, once
    holds = false;
    await vi.advanceTimersByTimeAsync(liveStreamDefaults.heartbeatMs);
    expect(stream.isOpen()).toBe(false);
    expect(out.ended()).toBe(1);
    await vi.advanceTimersByTimeAsync(liveStreamDefaults.heartbeatMs * 3);
    expect(out.chunks.filter((chunk) => chunk === ': ping\n\n')).toHaveLength(3);
    expect(out.ended()).toBe(1);
  });

  it('checks the session before each event and stops listening when it closes', async () => {
    const out = sink();
    let holds = true;
    let send: (event: 'balance' | 'unread', id: number) => void = () => {};
    let stopped = false;
    startLiveStream(out, {
      ...liveStreamDefaults,
      sessionHolds: async () => holds,
      listen: (deliver) => {
        send = deliver;
        return () => {
          stopped = true;
        };
      },
    });
    send('balance', 7);
    await vi.advanceTimersByTimeAsync(0);
    expect(out.chunks.at(-1)).toBe(sseEvent('balance', 7));
    expect(sseEvent('balance', 7)).toBe('id: 7\nevent: balance\ndata: {}\n\n');
    holds = false;
    send('unread', 8);
    await vi.advanceTimersByTimeAsync(0);
    expect(out.chunks.some((chunk) => chunk.includes('unread'))).toBe(false);
    expect(out.ended()).toBe(1);
    expect(stopped).toBe(true);
  });

  it('sends a merchant-wide content event without a session query, and nothing once closed', async () => {
    const out = sink();
    let checks = 0;
    let send: (event: 'content' | 'feedback', id: number) => void = () => {};
    const stream = startLiveStream(out, {
      ...liveStreamDefaults,
      sessionHolds: async () => {
        checks += 1;
        return true;
      },
      listen: (deliver) => {
        send = deliver;
        return () => {};
      },
    });
    send('content', 9);
    expect(out.chunks.at(-1)).toBe('id: 9\nevent: content\ndata: {}\n\n');
    expect(checks).toBe(0);
    // the member's own events are still checked first
    send('feedback', 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toBe(1);
    expect(out.chunks.at(-1)).toBe(sseEvent('feedback', 10));
    stream.close();
    send('content', 11);
    expect(out.chunks.some((chunk) => chunk.includes('id: 11'))).toBe(false);
  });

  it('keeps the stream when the session check itself fails (database unreachable)', async () => {
    const out = sink();
    const stream = startLiveStream(out, {
      ...liveStreamDefaults,
      sessionHolds: async () => {
        throw new Error('connection refused');
      },
      listen: () => () => {},
    });
    await vi.advanceTimersByTimeAsync(liveStreamDefaults.heartbeatMs);
    expect(stream.isOpen()).toBe(true);
    stream.close();
    expect(out.ended()).toBe(1);
  });
});

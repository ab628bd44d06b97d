import type { LiveEventName } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DomainEventRow, EventBus } from '../events/index.ts';

/** A committed domain event as it crosses instances: no payload, only whom it concerns. */
export interface LivePush {
  id: number;
  merchantId: number;
  memberId: number;
  kind: string;
}

export type LiveListener = (push: LivePush, event: LiveEventName) => void;

/** The Redis channel every instance publishes its committed events on and listens to. */
export const liveChannel = 'croupier:live:events';

/** Which live event a domain event is to its member: money moved, or a message arrived or was read. */
export const liveEventOf = (kind: string): LiveEventName | undefined => {
  if (kind === 'balance.changed') return 'balance';
  if (kind === 'message.created' || kind === 'message.read' || kind === 'message.deleted') return 'unread';
  return undefined;
};

/** Event ids remembered to drop the second copy (local publish, then the Redis echo). */
const rememberedIds = 10_000;

const pushOf = (event: Pick<DomainEventRow, 'id' | 'merchantId' | 'memberId' | 'kind'>) =>
  event.memberId === null ? undefined : ({ ...event, memberId: event.memberId } as LivePush);

const parsePush = (message: string): LivePush | undefined => {
  try {
    const value = JSON.parse(message) as Partial<LivePush>;
    const ok =
      Number.isSafeInteger(value.id) &&
      Number.isSafeInteger(value.merchantId) &&
      Number.isSafeInteger(value.memberId) &&
      typeof value.kind === 'string';
    return ok ? (value as LivePush) : undefined;
  } catch {
    return undefined;
  }
};

export interface LiveHub {
  /** Calls `listener` with each live event of this member of this merchant until the returned stop. */
  listen(merchantId: number, memberId: number, listener: LiveListener): () => void;
  /** open listeners of a member on this instance */
  count(memberId: number): number;
  /** settles once the hub hears every instance (subscribed to Redis), at once without Redis */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries committed domain events to the live streams of their member. The outbox is drained by
 * the instance that committed (or by a later sweep of any instance), so without Redis only that
 * instance's streams would hear of it. With Redis every instance publishes what it drains on one
 * channel and delivers to its own streams what the channel brings; it also delivers its own events
 * at once and drops the echo by event id.
 */
export const createLiveHub = (deps: {
  events: EventBus;
  redis?: Redis;
  log?: FastifyBaseLogger;
}): LiveHub => {
  const listeners = new Map<number, Set<{ merchantId: number; listener: LiveListener }>>();
  const seen = new Set<number>();
  const deliver = (push: LivePush) => {
    const event = liveEventOf(push.kind);
    if (!event || seen.has(push.id)) return;
    seen.add(push.id);
    if (seen.size > rememberedIds) seen.delete(seen.values().next().value as number);
    for (const entry of listeners.get(push.memberId) ?? []) {
      // member ids are unique across merchants; the merchant check keeps it so if that ever changes
      if (entry.merchantId === push.merchantId) entry.listener(push, event);
    }
  };

  const { redis } = deps;
  const subscriber = redis?.duplicate();
  let ready: Promise<void> = Promise.resolve();
  if (subscriber) {
    subscriber.on('error', (err: unknown) => deps.log?.warn({ err }, 'live fan-out: Redis subscriber'));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== liveChannel) return;
      const push = parsePush(message);
      if (push) deliver(push);
    });
    ready = subscriber.subscribe(liveChannel).then(
      () => undefined,
      (err: unknown) => deps.log?.error({ err }, 'live fan-out: subscribing to Redis failed'),
    );
  }
  const stopEvents = deps.events.subscribe((event) => {
    const push = pushOf(event);
    if (!push) return;
    deliver(push);
    redis
      ?.publish(
        liveChannel,
        JSON.stringify({
          id: push.id,
          merchantId: push.merchantId,
          memberId: push.memberId,
          kind: push.kind,
        }),
      )
      .catch((err: unknown) => deps.log?.warn({ err }, 'live fan-out: publishing to Redis failed'));
  });

  return {
    listen(merchantId, memberId, listener) {
      const entry = { merchantId, listener };
      const set = listeners.get(memberId) ?? new Set();
      set.add(entry);
      listeners.set(memberId, set);
      return () => {
        set.delete(entry);
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId);
      };
    },
    count: (memberId) => listeners.get(memberId)?.size ?? 0,
    ready,
    async close() {
      stopEvents();
      listeners.clear();
      subscriber?.disconnect();
    },
  };
};

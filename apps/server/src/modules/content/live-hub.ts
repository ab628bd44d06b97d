import type { LiveEventName } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DomainEventRow, EventBus } from '../events/index.ts';

/**
 * A committed domain event as it crosses instances: no payload, only whom it concerns — one
 * member, or (memberId null) every open stream of the merchant.
 */
export interface LivePush {
  id: number;
  merchantId: number;
  memberId: number | null;
  kind: string;
}

export type LiveListener = (push: LivePush, event: LiveEventName) => void;

/** The Redis channel every instance publishes its committed events on and listens to. */
export const liveChannel = 'croupier:live:events';

/**
 * Which live event a domain event is: to its member, money moved, a message arrived or was read,
 * customer service answered their feedback; to the whole merchant (memberId null), an operator
 * changed what players see in notices or banners. Anything else, or a kind addressed the other
 * way, is no live event.
 */
export const liveEventOf = (kind: string, memberId: number | null): LiveEventName | undefined => {
  if (memberId === null) return kind === 'content.changed' ? 'content' : undefined;
  if (kind === 'balance.changed') return 'balance';
  if (kind === 'message.created' || kind === 'message.read' || kind === 'message.deleted') return 'unread';
  if (kind === 'feedback.replied') return 'feedback';
  return undefined;
};

/** Event ids remembered to drop the second copy (local publish, then the Redis echo). */
const rememberedIds = 10_000;

const pushOf = (event: Pick<DomainEventRow, 'id' | 'merchantId' | 'memberId' | 'kind'>): LivePush => ({
  id: event.id,
  merchantId: event.merchantId,
  memberId: event.memberId ?? null,
  kind: event.kind,
});

const parsePush = (message: string): LivePush | undefined => {
  try {
    const value = JSON.parse(message) as Partial<LivePush>;
    const ok =
      Number.isSafeInteger(value.id) &&
      Number.isSafeInteger(value.merchantId) &&
      (value.memberId === null || Number.isSafeInteger(value.memberId)) &&
      typeof value.kind === 'string';
    return ok ? (value as LivePush) : undefined;
  } catch {
    return undefined;
  }
};

export interface LiveHub {
  /**
   * Calls `listener` with each live event of this member of this merchant, and each merchant-wide
   * one of this merchant, until the returned stop.
   */
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
  type Entry = { merchantId: number; listener: LiveListener };
  // the same entries twice: by member for a member's events, by merchant for merchant-wide ones
  const listeners = new Map<number, Set<Entry>>();
  const byMerchant = new Map<number, Set<Entry>>();
  const seen = new Set<number>();
  const deliver = (push: LivePush) => {
    const event = liveEventOf(push.kind, push.memberId);
    if (!event || seen.has(push.id)) return;
    seen.add(push.id);
    if (seen.size > rememberedIds) seen.delete(seen.values().next().value as number);
    const entries = push.memberId === null ? byMerchant.get(push.merchantId) : listeners.get(push.memberId);
    for (const entry of [...(entries ?? [])]) {
      // member ids are unique across merchants; the merchant check keeps it so if that ever changes
      if (entry.merchantId === push.merchantId) entry.listener(push, event);
    }
  };
  const add = (map: Map<number, Set<Entry>>, key: number, entry: Entry) => {
    const set = map.get(key) ?? new Set();
    set.add(entry);
    map.set(key, set);
    return () => {
      set.delete(entry);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
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
    // other kinds stay on this instance: no instance would deliver them
    if (!liveEventOf(push.kind, push.memberId)) return;
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
      const stops = [add(listeners, memberId, entry), add(byMerchant, merchantId, entry)];
      return () => {
        for (const stop of stops) stop();
      };
    },
    count: (memberId) => listeners.get(memberId)?.size ?? 0,
    ready,
    async close() {
      stopEvents();
      listeners.clear();
      byMerchant.clear();
      subscriber?.disconnect();
    },
  };
};

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEventRow, EventBus, EventListener } from '../events/index.ts';
import { createLiveHub, type LiveHub, liveEventOf } from './live-hub.ts';

/** An EventBus whose events the test publishes by hand. */
const manualBus = () => {
  const listeners = new Set<EventListener>();
  const bus: EventBus & { publish(event: Partial<DomainEventRow>): void } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: async () => 0,
    publish(event) {
      for (const listener of listeners)
        listener({ payload: {}, createdAt: new Date(), publishedAt: new Date(), ...event } as DomainEventRow);
    },
  };
  return bus;
};

let nextId = Math.floor(Math.random() * 1e9);
const event = (merchantId: number, memberId: number | null, kind = 'balance.changed') => {
  nextId += 1;
  return { id: nextId, merchantId, memberId, kind };
};

const until = async (check: () => boolean) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 3_000) throw new Error('waited 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the live hub', () => {
  const hubs: LiveHub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });

  it("names a member's events and the merchant-wide content event, each only addressed its own way", () => {
    expect(liveEventOf('balance.changed', 10)).toBe('balance');
    expect(liveEventOf('message.created', 10)).toBe('unread');
    expect(liveEventOf('message.read', 10)).toBe('unread');
    expect(liveEventOf('message.deleted', 10)).toBe('unread');
    expect(liveEventOf('feedback.replied', 10)).toBe('feedback');
    expect(liveEventOf('content.changed', null)).toBe('content');
    expect(liveEventOf('member.locked', 10)).toBeUndefined();
    // a member's kind without a member, or content addressed to one member, is nobody's event
    expect(liveEventOf('balance.changed', null)).toBeUndefined();
    expect(liveEventOf('feedback.replied', null)).toBeUndefined();
    expect(liveEventOf('content.changed', 10)).toBeUndefined();
  });

  it("delivers a merchant-wide event to every listener of that merchant, once, and to no other merchant's", () => {
    const bus = manualBus();
    const hub = createLiveHub({ events: bus });
    hubs.push(hub);
    const heard: string[] = [];
    hub.listen(1, 10, (push, name) => heard.push(`a:${push.id}:${name}`));
    const stopB = hub.listen(1, 11, (push, name) => heard.push(`b:${push.id}:${name}`));
    hub.listen(2, 12, (push, name) => heard.push(`c:${push.id}:${name}`));
    const change = event(1, null, 'content.changed');
    bus.publish(change);
    bus.publish(change);
    expect(heard.sort()).toEqual([`a:${change.id}:content`, `b:${change.id}:content`]);
    // a member's event still reaches that member only
    const answer = event(1, 11, 'feedback.replied');
    bus.publish(answer);
    expect(heard.filter((line) => line.includes(`:${answer.id}:`))).toEqual([`b:${answer.id}:feedback`]);
    stopB();
    const later = event(2, null, 'content.changed');
    bus.publish(later);
    bus.publish(event(1, null, 'content.changed'));
    expect(heard.filter((line) => line.startsWith('b:'))).toHaveLength(2);
    expect(heard.filter((line) => line.startsWith('c:'))).toEqual([`c:${later.id}:content`]);
  });

  it("delivers an event to its member's listeners only, once, and not after they stop", () => {
    const bus = manualBus();
    const hub = createLiveHub({ events: bus });
    hubs.push(hub);
    const heard: string[] = [];
    const stop = hub.listen(1, 10, (push, name) => heard.push(`a:${push.id}:${name}`));
    hub.listen(1, 11, (push, name) => heard.push(`b:${push.id}:${name}`));
    expect(hub.count(10)).toBe(1);
    const money = event(1, 10);
    bus.publish(money);
    bus.publish(money);
    bus.publish(event(2, 10));
    bus.publish(event(1, null));
    expect(heard).toEqual([`a:${money.id}:balance`]);
    stop();
    expect(hub.count(10)).toBe(0);
    bus.publish(event(1, 10));
    expect(heard).toHaveLength(1);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'carries an event drained on one instance to the listeners of another through Redis, once',
    async () => {
      const redis = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
      try {
        const [busA, busB] = [manualBus(), manualBus()];
        const a = createLiveHub({ events: busA, redis: redis[0]! });
        const b = createLiveHub({ events: busB, redis: redis[1]! });
        hubs.push(a, b);
        await Promise.all([a.ready, b.ready]);
        // merchants of their own: other runs on the same Redis (the other database's project, at
        // the same time) publish events of the demo merchant, which its listeners would hear
        const memberId = 900_000_000 + Math.floor(Math.random() * 1e6);
        const [merchantId, contentMerchantId] = [memberId, memberId + 1];
        const heardOnA: number[] = [];
        const heardOnB: number[] = [];
        a.listen(merchantId, memberId, (push) => heardOnA.push(push.id));
        b.listen(merchantId, memberId, (push) => heardOnB.push(push.id));
        const money = event(merchantId, memberId);
        const onlyA: number[] = [];
        a.listen(contentMerchantId, memberId + 1, (push) => onlyA.push(push.id));
        busA.publish(money);
        busB.publish(event(merchantId, memberId, 'message.created'));
        const change = event(contentMerchantId, null, 'content.changed');
        busB.publish(change);
        await until(() => heardOnB.length === 2 && heardOnA.length === 2 && onlyA.length === 1);
        // the echo of each instance's own event comes back through Redis too: dropped by id
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heardOnA.sort()).toEqual(heardOnB.sort());
        expect(heardOnA).toHaveLength(2);
        expect(heardOnA).toContain(money.id);
        expect(onlyA).toEqual([change.id]);
      } finally {
        for (const client of redis) client.disconnect();
      }
    },
  );
});

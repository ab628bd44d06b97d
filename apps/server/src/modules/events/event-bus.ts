import { EventEmitter } from 'node:events';
import type { Db } from '../../db/client.ts';
import { claimUnpublished, type DomainEventRow } from './store.ts';

export type EventListener = (event: DomainEventRow) => void;

/**
 * Publishes committed domain events to listeners of this instance (the live balance and message
 * pushes subscribe here; with Redis they will fan out across instances). `flush` drains the
 * outbox table: a money command calls it after its commit, and a periodic sweep catches events
 * whose instance died between commit and flush — so each is published at least once.
 */
export interface EventBus {
  subscribe(listener: EventListener): () => void;
  flush(): Promise<number>;
}

export const createEventBus = (db: Db, batch = 200): EventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let draining: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const drain = async () => {
    let published = 0;
    for (;;) {
      const events = await claimUnpublished(db, batch);
      for (const event of events) emitter.emit('event', event);
      published += events.length;
      if (events.length < batch) return published;
    }
  };
  const start = () => {
    draining = drain().finally(() => {
      draining = null;
    });
    return draining;
  };
  return {
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    /**
     * One drain at a time per instance. A flush asked for while one runs may come from a commit
     * that drain's claim did not see, so one more drain follows it, shared by every caller that
     * asks meanwhile: many concurrent money commands cost two drains, not one each.
     */
    flush() {
      if (!draining) return start();
      next ??= draining
        .catch(() => 0)
        .then(() => {
          next = null;
          return draining ?? start();
        });
      return next;
    },
  };
};

import type { Db } from '../../db/client.ts';
import { claimUnpublished, type DomainEventRow } from './store.ts';

export type EventListener = (event: DomainEventRow) => void;

/**
 * Publishes committed domain events to listeners of this instance (the live balance and message
 * pushes subscribe here; with Redis they will fan out across instances). `flush` drains the
 * outbox table: a money command calls it after its commit, and a periodic sweep catches events
 * whose instance died between commit and flush. A batch is claimed (marked published) by one
 * statement and handed to the listeners right after, each listener on its own: one that throws
 * costs neither the others nor the rest of the batch their events (it used to abort the batch,
 * whose rest was marked published and never heard). Only an instance that dies between that
 * statement and the next line loses its batch; the events are live pushes, and the next change
 * pushes the state again, so one statement a flush is kept over a transaction of four.
 */
export interface EventBus {
  subscribe(listener: EventListener): () => void;
  flush(): Promise<number>;
}

/** What a listener's error becomes; the bus goes on to the next listener and event either way. */
export type ListenerErrorHandler = (error: unknown, event: DomainEventRow) => void;

/** A process warning (stderr): a listener's error is a bug to see, not a reason to lose events. */
const warnOfListenerError: ListenerErrorHandler = (error, event) =>
  process.emitWarning(`an event listener failed on ${event.kind} #${event.id}: ${String(error)}`);

export const createEventBus = (
  db: Db,
  batch = 200,
  onListenerError: ListenerErrorHandler = warnOfListenerError,
): EventBus => {
  const listeners = new Set<EventListener>();
  let draining: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const deliver = (event: DomainEventRow) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onListenerError(error, event);
      }
    }
  };
  const drain = async () => {
    let published = 0;
    for (;;) {
      const events = await claimUnpublished(db, batch);
      for (const event of events) deliver(event);
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
      // wrapped, so one function subscribed twice is heard twice and unsubscribed once each
      const entry: EventListener = (event) => listener(event);
      listeners.add(entry);
      return () => listeners.delete(entry);
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

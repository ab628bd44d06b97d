import type { Db, Executor } from '../../db/client.ts';
import type { EventBus } from './event-bus.ts';
import { insertEvents, type NewDomainEvent } from './store.ts';

export type Emit = (event: NewDomainEvent) => void;

/**
 * The one shape of every command that moves money (docs/money-command.md):
 *
 *   1. idempotency claim — the command's own row with its unique key (a replay finds it and
 *      answers the first result; other parameters under the same key are refused);
 *   2. the domain row (withdrawal, deposit, adjustment, transfer ...);
 *   3. `ledger.post(posting, tx)` — the only writer of balances;
 *   4. `insertAudit(tx, ...)`;
 *   5. events, recorded with `emit` and written to the outbox table in the same transaction;
 *
 * all in one transaction, then — only after the commit — the events are published. A crash at
 * any step leaves either everything or nothing; an event is never announced for a change that
 * rolled back.
 */
export const runMoneyCommand = async <T>(
  deps: { db: Db; events: EventBus },
  command: (tx: Executor, emit: Emit) => Promise<T>,
): Promise<T> => {
  const pending: NewDomainEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    pending.length = 0;
    const value = await command(tx, (event) => pending.push(event));
    await insertEvents(tx, pending);
    return value;
  });
  if (pending.length > 0) {
    // after commit: publishing is best effort here, the periodic sweep retries what this missed
    await deps.events.flush().catch(() => undefined);
  }
  return result;
};

/** The event every balance change emits; live balance pushes listen for it. */
export const balanceChanged = (merchantId: number, memberId: number, reason: string): NewDomainEvent => ({
  merchantId,
  memberId,
  kind: 'balance.changed',
  payload: { reason },
});

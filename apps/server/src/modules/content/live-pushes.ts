import type { Executor } from '../../db/client.ts';
import { type EventBus, insertEvents, type NewDomainEvent } from '../events/index.ts';

/**
 * The domain events the content module writes for live pushes (docs/live-updates.md). Written in
 * the transaction of the change they report, published after it committed; they carry ids for the
 * log only: the stream sends no data, the page asks again.
 */

/** What players see of notices or banners changed: every open stream of the merchant hears it. */
export const contentChanged = (
  merchantId: number,
  what: 'notice' | 'banner',
  id: number,
): NewDomainEvent => ({
  merchantId,
  memberId: null,
  kind: 'content.changed',
  payload: { what, id },
});

/** Customer service answered this member's feedback. */
export const feedbackReplied = (
  merchantId: number,
  memberId: number,
  feedbackId: number,
): NewDomainEvent => ({
  merchantId,
  memberId,
  kind: 'feedback.replied',
  payload: { feedbackId },
});

/**
 * Waits for a change that wrote events, then publishes them at once. Publishing is best effort: a
 * failure is caught up by the periodic sweep (main.ts), so the operator's answer never fails on it.
 */
export const publishedAfter = async <T>(deps: { events: EventBus }, change: Promise<T>) => {
  const result = await change;
  await deps.events.flush().catch(() => undefined);
  return result;
};

/** The store of one kind of scheduled content, as operator-change.ts's commands use it. */
export interface PieceStore<Row, Values> {
  insert(tx: Executor, row: Values & { merchantId: number; updatedAt: Date }): Promise<Row>;
  find(tx: Executor, merchantId: number, id: number): Promise<Row | undefined>;
  update(tx: Executor, id: number, set: Partial<Values> & { updatedAt: Date }): Promise<Row>;
  remove(tx: Executor, id: number): Promise<unknown>;
}

/**
 * The same store, writing `content.changed` in the change's own transaction whenever players could
 * see the change: the piece is published before it or after it (a publish, an unpublish, an edit or
 * the deletion of a published piece). A draft's edits push nothing. "Before" is the row the command
 * found in that transaction: every command finds the row first, to check its merchant. An update
 * with no row found first counts as visible; such a delete cannot name its merchant and pushes
 * nothing (the players' refetch interval still catches it).
 */
export const announcingChanges = <Row extends { id: number; merchantId: number; published: boolean }, Values>(
  what: 'notice' | 'banner',
  store: PieceStore<Row, Values>,
): PieceStore<Row, Values> => {
  const found = new WeakMap<Executor, Map<number, Row>>();
  const announce = (tx: Executor, row: Row) =>
    insertEvents(tx, [contentChanged(row.merchantId, what, row.id)]);
  return {
    async find(tx, merchantId, id) {
      const row = await store.find(tx, merchantId, id);
      if (row) {
        const rows = found.get(tx) ?? new Map<number, Row>();
        rows.set(row.id, row);
        found.set(tx, rows);
      }
      return row;
    },
    async insert(tx, values) {
      const row = await store.insert(tx, values);
      if (row.published) await announce(tx, row);
      return row;
    },
    async update(tx, id, set) {
      const before = found.get(tx)?.get(id);
      const row = await store.update(tx, id, set);
      if (before?.published !== false || row.published) await announce(tx, row);
      return row;
    },
    async remove(tx, id) {
      const before = found.get(tx)?.get(id);
      const removed = await store.remove(tx, id);
      if (before?.published) await announce(tx, before);
      return removed;
    },
  };
};

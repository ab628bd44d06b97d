import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { domainEvents } from './schema.ts';

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type NewDomainEvent = Omit<typeof domainEvents.$inferInsert, 'id' | 'createdAt' | 'publishedAt'>;

export const insertEvents = async (tx: Executor, events: NewDomainEvent[]) => {
  if (events.length > 0) await tx.insert(domainEvents).values(events);
};

/**
 * Takes up to `limit` unpublished events, oldest first, and marks them published in one statement;
 * `skip locked` lets several instances drain the outbox at once without taking the same row.
 */
export const claimUnpublished = async (db: Executor, limit: number): Promise<DomainEventRow[]> => {
  const ids = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(isNull(domainEvents.publishedAt))
    .orderBy(asc(domainEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(domainEvents)
    .set({ publishedAt: sql`now()` })
    .where(inArray(domainEvents.id, ids))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
};

import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { serviceEntries, serviceLinks } from './service-schema.ts';

export type ServiceEntryRow = typeof serviceEntries.$inferSelect;
export type ServiceEntryValues = Pick<
  ServiceEntryRow,
  'position' | 'type' | 'titles' | 'target' | 'sort' | 'enabled'
>;

const order = [asc(serviceEntries.sort), asc(serviceEntries.id)];

export const listEntries = (db: Executor, merchantId: number, enabledOnly: boolean) =>
  db
    .select()
    .from(serviceEntries)
    .where(
      and(
        eq(serviceEntries.merchantId, merchantId),
        enabledOnly ? eq(serviceEntries.enabled, true) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(200);

export const findEntry = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(serviceEntries)
      .where(and(eq(serviceEntries.merchantId, merchantId), eq(serviceEntries.id, id)))
  )[0];

export const insertEntry = async (
  db: Executor,
  row: ServiceEntryValues & { merchantId: number; updatedAt: Date },
) => (await db.insert(serviceEntries).values(row).returning())[0]!;

export const updateEntry = async (db: Executor, id: number, set: ServiceEntryValues & { updatedAt: Date }) =>
  (await db.update(serviceEntries).set(set).where(eq(serviceEntries.id, id)).returning())[0]!;

export const deleteEntry = (db: Executor, id: number) =>
  db.delete(serviceEntries).where(eq(serviceEntries.id, id));

export const findLink = async (db: Executor, merchantId: number) =>
  (await db.select().from(serviceLinks).where(eq(serviceLinks.merchantId, merchantId)))[0]?.url ?? null;

export const putLink = (db: Executor, merchantId: number, url: string, now: Date) =>
  db
    .insert(serviceLinks)
    .values({ merchantId, url, updatedAt: now })
    .onConflictDoUpdate({ target: serviceLinks.merchantId, set: { url, updatedAt: now } });

export const clearLink = (db: Executor, merchantId: number) =>
  db.delete(serviceLinks).where(eq(serviceLinks.merchantId, merchantId));

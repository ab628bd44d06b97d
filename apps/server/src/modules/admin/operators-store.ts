import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminRecoveryCodes, adminSessions, admins } from '../../db/schema.ts';
import type { AdminRow } from './store.ts';

const lastSignIn = adminSessions.createdAt;

/** A merchant's operators (or the one with `id`), oldest first, each with their last sign-in. */
export const operatorRows = (db: Executor, merchantId: number, id?: number) =>
  db
    .select({ admin: admins, lastSignInAt: max(lastSignIn) })
    .from(admins)
    .leftJoin(adminSessions, eq(adminSessions.adminId, admins.id))
    .where(and(eq(admins.merchantId, merchantId), id === undefined ? undefined : eq(admins.id, id)))
    .groupBy(admins.id)
    .orderBy(asc(admins.id));

/** The merchant's operator `id`, locked until the transaction ends: changes to one account queue. */
export const lockMerchantOperator = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(admins)
      .where(and(eq(admins.id, id), eq(admins.merchantId, merchantId)))
      .for('update')
  )[0];

/** A new operator, or undefined when the name (in any case) is taken. */
export const insertOperator = async (db: Executor, row: typeof admins.$inferInsert) =>
  (await db.insert(admins).values(row).onConflictDoNothing().returning({ id: admins.id }))[0]?.id;

export const updateOperator = (db: Executor, id: number, set: Partial<AdminRow>) =>
  db.update(admins).set(set).where(eq(admins.id, id));

export const deleteRecoveryCodes = (db: Executor, adminId: number) =>
  db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));

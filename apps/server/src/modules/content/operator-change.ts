import type { AuditAction } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';

/** One operator's change and its audit row (before and after) commit together. */
export const auditedChange = <T>(
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  action: AuditAction,
  change: (tx: Executor) => Promise<{ before: unknown; after: unknown; result: T }>,
) =>
  db.transaction(async (tx) => {
    const done = await change(tx);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action,
      success: true,
      ip,
      detail: { adminId: actor.adminId, before: done.before, after: done.after },
    });
    return done.result;
  });

/** The columns every scheduled piece of content (a notice, a banner) has. */
export interface ScheduledRow {
  id: number;
  published: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

/** Where a scheduled piece stands for the back office's list. */
export const scheduleState = (row: ScheduledRow, now: Date): 'draft' | 'scheduled' | 'ended' | 'current' => {
  if (!row.published) return 'draft';
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'current';
};

interface ScheduledStore<Row extends ScheduledRow, Values> {
  insert(tx: Executor, row: Values & { merchantId: number; updatedAt: Date }): Promise<Row>;
  find(tx: Executor, merchantId: number, id: number): Promise<Row | undefined>;
  update(tx: Executor, id: number, set: Partial<Values> & { updatedAt: Date }): Promise<Row>;
  remove(tx: Executor, id: number): Promise<unknown>;
}

interface ScheduledDeps {
  db: Db;
  clock: () => Date;
}

/**
 * Save (create without an id, else change), publish and delete for one kind of scheduled content:
 * owners only (content.manage), each audited as `content_<kind>_save|publish|delete` with before
 * and after, another merchant's id a 404 naming `body.id`.
 */
export const scheduledContentCommands = <
  Row extends ScheduledRow,
  Values extends { published: boolean },
  Admin extends { id: number },
>(
  kind: 'notice' | 'banner',
  store: ScheduledStore<Row, Values>,
  adminRow: (row: Row, now: Date) => Admin,
) => {
  const owned = async (tx: Executor, merchant: MerchantContext, id: number) => {
    const row = await store.find(tx, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND', `body.id: no such ${kind}`);
    return row;
  };
  return {
    save: (
      deps: ScheduledDeps,
      merchant: MerchantContext,
      actor: AdminActor,
      ip: string,
      id: number | undefined,
      values: Values,
    ) => {
      requirePermission(actor, 'content.manage');
      const now = deps.clock();
      return auditedChange(deps.db, merchant, actor, ip, `content_${kind}_save`, async (tx) => {
        if (id === undefined) {
          const created = adminRow(
            await store.insert(tx, { merchantId: merchant.id, ...values, updatedAt: now }),
            now,
          );
          return { before: null, after: created, result: created };
        }
        const before = await owned(tx, merchant, id);
        const after = adminRow(await store.update(tx, before.id, { ...values, updatedAt: now }), now);
        return { before: adminRow(before, now), after, result: after };
      });
    },
    publish: (
      deps: ScheduledDeps,
      merchant: MerchantContext,
      actor: AdminActor,
      ip: string,
      input: { id: number; published: boolean },
    ) => {
      requirePermission(actor, 'content.manage');
      const now = deps.clock();
      return auditedChange(deps.db, merchant, actor, ip, `content_${kind}_publish`, async (tx) => {
        const before = await owned(tx, merchant, input.id);
        const published = { published: input.published } as Partial<Values>;
        const changed = await store.update(tx, before.id, { ...published, updatedAt: now });
        return {
          before: { id: before.id, published: before.published },
          after: { id: changed.id, published: changed.published },
          result: adminRow(changed, now),
        };
      });
    },
    remove: (deps: ScheduledDeps, merchant: MerchantContext, actor: AdminActor, ip: string, id: number) => {
      requirePermission(actor, 'content.manage');
      const now = deps.clock();
      return auditedChange(deps.db, merchant, actor, ip, `content_${kind}_delete`, async (tx) => {
        const before = await owned(tx, merchant, id);
        await store.remove(tx, before.id);
        return { before: adminRow(before, now), after: null, result: { id: before.id } };
      });
    },
  };
};

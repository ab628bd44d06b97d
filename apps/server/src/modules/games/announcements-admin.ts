import type {
  AdminAnnouncementRow,
  AuditAction,
  listAdminGameAnnouncements,
  saveAdminGameAnnouncement,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as store from './catalogue-store.ts';

/**
 * The public announcements answer (`GLS_gameAnnouncements`) reads the table on every call, so a
 * change shows at once: there is no cache to drop here.
 */
export interface AnnouncementsAdminDeps {
  db: Db;
  clock: () => Date;
}

const stateAt = (row: store.AnnouncementRow, now: Date): AdminAnnouncementRow['state'] => {
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'current';
};

const announcementRow = (row: store.AnnouncementRow, now: Date): AdminAnnouncementRow => ({
  id: row.id,
  vassalage: row.vendorCode,
  titles: row.titles,
  contents: row.contents,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: stateAt(row, now),
});

/** One announcement change and its audit row (before and after) commit together. */
const audited = <T>(
  deps: AnnouncementsAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  action: AuditAction,
  change: (tx: Executor) => Promise<{ before: unknown; after: unknown; result: T }>,
) =>
  deps.db.transaction(async (tx) => {
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

export const listAnnouncements = async (
  deps: AnnouncementsAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<typeof listAdminGameAnnouncements.query>>,
) => {
  requirePermission(actor, 'games.read');
  const now = deps.clock();
  const rows = await store.listAnnouncements(
    deps.db,
    merchant.id,
    query.filter === 'current' ? now : undefined,
  );
  return rows.map((row) => announcementRow(row, now));
};

/**
 * Creates (no id) or changes an announcement. A vendor, when named, must be one of the
 * merchant's vendors (of any category); without one it is about the whole catalogue.
 */
export const saveAnnouncement = async (
  deps: AnnouncementsAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminGameAnnouncement.body>>,
  ip: string,
) => {
  requirePermission(actor, 'games.manage');
  const vendorCode = input.vassalage ? input.vassalage.toUpperCase() : null;
  if (vendorCode) {
    const vendors = await store.listVendors(deps.db, merchant.id, { enabledOnly: false });
    if (!vendors.some((vendor) => vendor.code === vendorCode)) {
      throw new AppError('VALIDATION_FAILED', `body.vassalage: no vendor ${vendorCode}`);
    }
  }
  const values = {
    vendorCode,
    titles: input.titles as Record<string, string>,
    contents: input.contents as Record<string, string>,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  const now = deps.clock();
  return audited(deps, merchant, actor, ip, 'games_announcement_save', async (tx) => {
    if (input.id === undefined) {
      const created = announcementRow(
        await store.insertAnnouncement(tx, { merchantId: merchant.id, ...values }),
        now,
      );
      return { before: null, after: created, result: created };
    }
    const before = await store.findAnnouncement(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such announcement');
    const after = announcementRow(await store.updateAnnouncement(tx, before.id, values), now);
    return { before: announcementRow(before, now), after, result: after };
  });
};

export const deleteAnnouncement = async (
  deps: AnnouncementsAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'games.manage');
  const now = deps.clock();
  return audited(deps, merchant, actor, ip, 'games_announcement_delete', async (tx) => {
    const before = await store.findAnnouncement(tx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such announcement');
    await store.deleteAnnouncement(tx, before.id);
    return { before: announcementRow(before, now), after: null, result: { id: before.id } };
  });
};

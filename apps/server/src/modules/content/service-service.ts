import {
  type AdminServiceEntry,
  type CsPosition,
  type CsType,
  encryptServiceLink,
  type LanguageCode,
  type saveAdminServiceEntry,
  serviceLinkType,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { auditedChange } from './operator-change.ts';
import { pickText } from './pick-text.ts';
import * as store from './service-store.ts';

/** Players' answers read the tables on every call, so a change shows at once. */
export interface ServiceDeps {
  db: Db;
  clock: () => Date;
}

const adminEntry = (row: store.ServiceEntryRow): AdminServiceEntry => ({
  id: row.id,
  csPosition: row.position as CsPosition,
  csType: row.type as CsType,
  titles: row.titles,
  target: row.target,
  sort: row.sort,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

/** spec §3 customer-service entries: the enabled ones, titled in one language. */
export const showingEntries = async (deps: ServiceDeps, merchant: MerchantContext, language: LanguageCode) =>
  (await store.listEntries(deps.db, merchant.id, true)).map((row) => ({
    id: row.id,
    csPosition: row.position as CsPosition,
    csType: row.type as CsType,
    title: pickText(row.titles, language, merchant.defaultLanguage),
    target: row.target,
  }));

/** spec §7 getService: the live-chat link as pathList type 3, encrypted afresh on every call. */
export const serviceVersion = async (deps: ServiceDeps, merchant: MerchantContext) => {
  const link = await store.findLink(deps.db, merchant.id);
  return {
    version: {
      pathList: link ? [{ type: serviceLinkType, path: await encryptServiceLink(link) }] : [],
    },
  };
};

export const listAdmin = async (deps: ServiceDeps, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'content.read');
  const [rows, serviceLink] = await Promise.all([
    store.listEntries(deps.db, merchant.id, false),
    store.findLink(deps.db, merchant.id),
  ]);
  return { entries: rows.map(adminEntry), serviceLink };
};

/** Creates (no id) or changes an entry; the merchant's default language needs a title (every other falls back to it). */
export const saveEntry = async (
  deps: ServiceDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminServiceEntry.body>>,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const titles = input.titles as Record<string, string>;
  if (!titles[merchant.defaultLanguage]) {
    throw new AppError('VALIDATION_FAILED', `body.titles: needs a title in ${merchant.defaultLanguage}`);
  }
  const now = deps.clock();
  const values: store.ServiceEntryValues = {
    position: input.csPosition,
    type: input.csType,
    titles,
    target: input.target,
    sort: input.sort,
    enabled: input.enabled,
  };
  return auditedChange(deps.db, merchant, actor, ip, 'content_service_save', async (tx) => {
    if (input.id === undefined) {
      const created = adminEntry(
        await store.insertEntry(tx, { merchantId: merchant.id, ...values, updatedAt: now }),
      );
      return { before: null, after: created, result: created };
    }
    const before = await store.findEntry(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such customer-service entry');
    const after = adminEntry(await store.updateEntry(tx, before.id, { ...values, updatedAt: now }));
    return { before: adminEntry(before), after, result: after };
  });
};

export const deleteEntry = async (
  deps: ServiceDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  return auditedChange(deps.db, merchant, actor, ip, 'content_service_delete', async (tx) => {
    const before = await store.findEntry(tx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such customer-service entry');
    await store.deleteEntry(tx, before.id);
    return { before: adminEntry(before), after: null, result: { id: before.id } };
  });
};

/** Sets or clears (null) the live-chat link; the contract has already refused anything but https or a site path. */
export const setLink = async (
  deps: ServiceDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  url: string | null,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  return auditedChange(deps.db, merchant, actor, ip, 'content_service_link', async (tx) => {
    const before = await store.findLink(tx, merchant.id);
    if (url === null) await store.clearLink(tx, merchant.id);
    else await store.putLink(tx, merchant.id, url, deps.clock());
    return { before: { url: before }, after: { url }, result: { serviceLink: url } };
  });
};

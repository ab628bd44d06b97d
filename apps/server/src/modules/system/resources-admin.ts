import type { AdminResource, saveAdminResource } from '@croupier/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { auditedChange, type HelpAdminDeps } from './help-admin.ts';
import type { MerchantContext } from './merchant-directory.ts';
import * as store from './store.ts';

/**
 * Download links of the /down page. Its QR codes are drawn in the browser from the same address
 * (`qrCodeUrl` is the url), and `/wps/system/resources` reads the table on every call, so a changed
 * address shows and encodes at once.
 */
const resourceRow = (row: store.ResourceRow): AdminResource => ({
  id: row.id,
  resourceType: row.resourceType,
  url: row.url,
  labelNameEn: row.labelNameEn,
  sort: row.sort,
});

export const listResources = async (deps: HelpAdminDeps, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'content.read');
  return (await store.listResources(deps.db, merchant.id)).map(resourceRow);
};

export const saveResource = async (
  deps: HelpAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminResource.body>>,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const values: store.ResourceValues = {
    resourceType: input.resourceType,
    url: input.url,
    labelNameEn: input.labelNameEn,
    sort: input.sort,
  };
  return auditedChange(deps.db, merchant, actor, ip, 'content_resource_save', async (tx) => {
    if (input.id === undefined) {
      if ((await store.countResources(tx, merchant.id)) >= store.contentLimits.resources)
        throw new AppError('CONTENT_LIMIT', `body: at most ${store.contentLimits.resources} download links`);
      const created = resourceRow(await store.insertResource(tx, merchant.id, values));
      return { before: null, after: created, result: created };
    }
    const before = await store.findResource(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such download link');
    const after = resourceRow(await store.updateResource(tx, before.id, values));
    return { before: resourceRow(before), after, result: after };
  });
};

export const deleteResource = async (
  deps: HelpAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  return auditedChange(deps.db, merchant, actor, ip, 'content_resource_delete', async (tx) => {
    const before = await store.findResource(tx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such download link');
    await store.deleteResource(tx, before.id);
    return { before: resourceRow(before), after: null, result: { id: before.id } };
  });
};

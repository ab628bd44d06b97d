import {
  type addSiteBlock as addRoute,
  type SiteBlock,
  type SiteBlocks,
  siteBlocksMax,
} from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { blockCovers, clientAddress, type MerchantContext } from './merchant-directory.ts';
import { deleteBlock, insertBlock, listBlocksWithAuthors } from './store.ts';

/** Where a back-office call came from: a block covering it would shut its own operator out. */
export interface CallerFacts {
  ip: string;
  country: string | null;
}

type Deps = Pick<AppContext, 'db' | 'directory'>;

const blockRow = (row: {
  id: number;
  kind: 'country' | 'ip';
  value: string;
  note: string | null;
  addedBy: string | null;
  addedAt: Date | null;
}): SiteBlock => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  note: row.note,
  addedBy: row.addedBy,
  addedAt: row.addedAt?.toISOString() ?? null,
});

export const listSiteBlocks = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  caller: CallerFacts,
): Promise<SiteBlocks> => {
  requirePermission(actor, 'merchant.settings');
  return {
    blocks: (await listBlocksWithAuthors(deps.db, merchant.id)).map(blockRow),
    yourAddress: clientAddress(caller.ip),
    yourCountry: caller.country,
  };
};

/**
 * Blocks a country, or an address or range, for the whole site and its back office (audited). One
 * that covers the caller's own address or country is refused: the owner would lock themselves
 * out of the page that lifts it. The directory is invalidated, so this instance refuses the
 * block's visitors at once, and the others within their directory's few seconds.
 */
export const addSiteBlock = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  block: z.infer<NonNullable<typeof addRoute.body>>,
  caller: CallerFacts,
): Promise<SiteBlock> => {
  requirePermission(actor, 'merchant.settings');
  if (blockCovers(block, caller.ip, caller.country))
    throw new AppError(
      'SITE_BLOCK_COVERS_YOU',
      block.kind === 'country'
        ? `body.value: ${block.value} is the country you are signed in from; blocking it would shut you out`
        : `body.value: ${block.value} covers your own address ${clientAddress(caller.ip)}; blocking it would shut you out`,
    );
  const added = await deps.db.transaction(async (tx) => {
    const row = await insertBlock(
      tx,
      merchant.id,
      { kind: block.kind, value: block.value, note: block.note || null, addedByAdminId: actor.adminId },
      siteBlocksMax,
    );
    if (row === 'full')
      throw new AppError('CONTENT_LIMIT', `body: a site holds at most ${siteBlocksMax} blocks`);
    if (!row) throw new AppError('SITE_BLOCK_DUPLICATE', `body.value: ${block.value} is blocked already`);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_block_add',
      success: true,
      ip: caller.ip,
      detail: { adminId: actor.adminId, blockId: row.id, kind: row.kind, value: row.value, note: row.note },
    });
    // read back with the operator's name, as the list shows it
    return (await listBlocksWithAuthors(tx, merchant.id, row.id))[0]!;
  });
  deps.directory.invalidate();
  return blockRow(added);
};

/** Lifts a block (audited); another merchant's id is unknown here. */
export const removeSiteBlock = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  caller: CallerFacts,
) => {
  requirePermission(actor, 'merchant.settings');
  await deps.db.transaction(async (tx) => {
    const removed = await deleteBlock(tx, merchant.id, id);
    if (!removed) throw new AppError('NOT_FOUND', 'body.id: this site has no such block');
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_block_remove',
      success: true,
      ip: caller.ip,
      detail: {
        adminId: actor.adminId,
        blockId: removed.id,
        kind: removed.kind,
        value: removed.value,
        note: removed.note,
      },
    });
  });
  deps.directory.invalidate();
  return { id };
};

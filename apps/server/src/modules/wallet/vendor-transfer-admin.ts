import { type AdminVendorTransferRow, fromMinor } from '@croupier/contract';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { reconcileGraceMs, reconcileTransfer } from './vendor-transfer-reconcile.ts';
import {
  findVendorTransferById,
  openStatuses,
  openVendorTransfersOf,
  usernameOf,
  type VendorTransferRow,
} from './vendor-transfer-store.ts';
import { transferIdOf, type VendorTransferDeps } from './vendor-transfer-sync.ts';

const toAdminRow = (row: VendorTransferRow, username: string, now: Date): AdminVendorTransferRow => ({
  id: row.id,
  transferId: transferIdOf(row),
  memberId: row.memberId,
  username,
  vendor: row.vendorCode,
  direction: row.direction,
  amount: fromMinor(row.amount),
  status: row.status,
  reason: row.reason,
  attempts: row.attempts,
  stuck: openStatuses.includes(row.status) && now.getTime() - row.createdAt.getTime() > reconcileGraceMs,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Transfers still open at the vendors, oldest first: what staff watch so none is stuck unseen. */
export const openTransfers = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: { limit: number },
) => {
  requirePermission(actor, 'vendorTransfers.read');
  const now = new Date();
  return (await openVendorTransfersOf(deps.db, merchant.id, query.limit)).map((row) =>
    toAdminRow(row.transfer, row.username, now),
  );
};

/** Staff ask for one open transfer to be reconciled now, instead of waiting for the job; audited. */
export const reconcileNow = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number },
  ip: string,
) => {
  requirePermission(actor, 'vendorTransfers.reconcile');
  const row = await findVendorTransferById(deps.db, input.id);
  if (!row || row.merchantId !== merchant.id) throw new AppError('NOT_FOUND', 'body.id: no such transfer');
  const open = openStatuses.includes(row.status);
  // the job's own grace: a vendor that has not seen a transfer in its first minute may still be
  // working on it, and a hold given back meanwhile would be paid a second time when it lands
  if (open && Date.now() - row.createdAt.getTime() <= reconcileGraceMs) {
    throw new AppError(
      'VENDOR_TRANSFER_IN_FLIGHT',
      `This transfer is still under way at the vendor; check it again after ${reconcileGraceMs / 1000} s`,
    );
  }
  if (open) await reconcileTransfer(deps, merchant, row);
  const after = (await findVendorTransferById(deps.db, row.id))!;
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: row.memberId,
    action: 'vendor_transfer_reconcile',
    success: true,
    ip,
    detail: {
      adminId: actor.adminId,
      transferId: transferIdOf(row),
      before: row.status,
      after: after.status,
    },
  });
  return toAdminRow(after, await usernameOf(deps.db, row.memberId), new Date());
};

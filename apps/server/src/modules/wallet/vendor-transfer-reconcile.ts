import { completeOut, revertHold } from './vendor-transfer.ts';
import {
  noteReconcileAttempt,
  openVendorTransfers,
  setVendorTransferStatus,
  type VendorTransferRow,
} from './vendor-transfer-store.ts';
import {
  currentRow,
  type MerchantRef,
  syncVendorWallet,
  transferIdOf,
  trySettleOut,
  type VendorTransferDeps,
} from './vendor-transfer-sync.ts';

/** Longer than any vendor call may take, so a late answer cannot race the reconciliation. */
export const reconcileGraceMs = 60_000;

export type RowOutcome = 'settled' | 'waiting';

/**
 * Takes one open transfer as far as the vendor's answers allow:
 * - in flight: the vendor is asked what became of the transfer id; a transfer it made is
 *   completed (a payout then settles), one it refused or never saw is closed (a hold goes back);
 * - confirmed (the vendor paid out, the mirror was short): the mirror is brought to the vendor's
 *   figure, which settles it.
 * 'waiting' leaves the row open with the reason, one attempt more.
 */
export const reconcileTransfer = async (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  row: VendorTransferRow,
): Promise<RowOutcome> => {
  const adapter = deps.vendors.get(row.vendorCode);
  if (!adapter) {
    await noteReconcileAttempt(deps.db, row.id, 'VENDOR_NOT_CONFIGURED');
    return 'waiting';
  }
  if (row.status === 'confirmed') {
    if (!(await trySettleOut(deps, merchant, row))) {
      const sync = await syncVendorWallet(deps, merchant, row.memberId, adapter);
      if ((await currentRow(deps, row)).status !== 'done') {
        await noteReconcileAttempt(
          deps.db,
          row.id,
          sync.status === 'silent'
            ? 'VENDOR_SILENT'
            : sync.status === 'busy'
              ? 'TRANSFERS_IN_FLIGHT'
              : 'MIRROR_SHORT',
        );
        return 'waiting';
      }
    }
    return 'settled';
  }
  const status = await adapter.transferStatus(transferIdOf(row));
  if (status === 'unknown') {
    await noteReconcileAttempt(deps.db, row.id, 'VENDOR_SILENT');
    return 'waiting';
  }
  if (status === 'ok') {
    if (row.direction === 'in') {
      await setVendorTransferStatus(deps.db, row.id, 'done');
      return 'settled';
    }
    const after = await completeOut(deps, merchant, row);
    if (after.status === 'done') return 'settled';
    await noteReconcileAttempt(deps.db, row.id, after.reason ?? 'MIRROR_SHORT');
    return 'waiting';
  }
  if (row.direction === 'in') await revertHold(deps, merchant, row);
  await setVendorTransferStatus(deps.db, row.id, 'failed', status === 'missing' ? 'NOT_RECEIVED' : 'REFUSED');
  return 'settled';
};

export interface ReconcileReport {
  /** rows looked at */
  checked: number;
  /** closed this run */
  settled: number;
  /** still open: the vendor is silent, or the mirror cannot take the payout yet */
  waiting: number;
  /** rows whose handling threw; the others went on */
  failed: number;
  errors: { id: number; error: string }[];
}

export interface ReconcileLog {
  warn(detail: object, message: string): void;
}

/**
 * Settles transfers left open (vendor timeout, crash between steps, a payout the mirror could
 * not take). Each row on its own: one that throws is logged, counted and tried again later, and
 * never keeps the others from being handled.
 */
export const reconcileVendorTransfers = async (
  deps: VendorTransferDeps,
  merchants: (merchantId: number) => Promise<MerchantRef | undefined>,
  now = new Date(),
  log?: ReconcileLog,
): Promise<ReconcileReport> => {
  const open = await openVendorTransfers(deps.db, new Date(now.getTime() - reconcileGraceMs));
  const report: ReconcileReport = { checked: 0, settled: 0, waiting: 0, failed: 0, errors: [] };
  for (const row of open) {
    report.checked += 1;
    try {
      const merchant = await merchants(row.merchantId);
      if (!merchant) throw new Error(`merchant ${row.merchantId} not found`);
      report[await reconcileTransfer(deps, merchant, row)] += 1;
    } catch (error) {
      report.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      report.errors.push({ id: row.id, error: message });
      log?.warn({ err: error, transferId: transferIdOf(row) }, 'vendor transfer could not be reconciled');
      await noteReconcileAttempt(deps.db, row.id, 'RECONCILE_ERROR').catch(() => undefined);
    }
  }
  return report;
};

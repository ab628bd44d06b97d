export { adminWalletRoutes } from './admin-routes.ts';
export { createLedger, type Ledger, type LedgerPostArguments } from './ledger.ts';
export { findDrift } from './ledger-store.ts';
export { adjustmentsByDay, memberAdjustmentTotals } from './report-store.ts';
export { walletRoutes } from './routes.ts';
export { walletTransfer } from './vendor-transfer.ts';
export {
  type ReconcileLog,
  type ReconcileReport,
  reconcileVendorTransfers,
} from './vendor-transfer-reconcile.ts';
export type { VendorTransferDeps } from './vendor-transfer-sync.ts';
export { vendorWalletTypeId } from './wallet-type-ids.ts';

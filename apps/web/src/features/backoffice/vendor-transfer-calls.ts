import { listOpenVendorTransfers, reconcileVendorTransferNow } from '@croupier/contract';
import { asOperator } from './backoffice-calls.ts';

export const vendorTransfersKey = ['backoffice', 'vendorTransfers'] as const;

export const openVendorTransfersCall = () => asOperator(listOpenVendorTransfers, { query: { limit: 200 } });

/** Safe to press again: the server only asks the vendor and settles under the transfer's own keys. */
export const reconcileVendorTransferCall = (id: number) =>
  asOperator(reconcileVendorTransferNow, { body: { id } });

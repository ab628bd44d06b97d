import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema.ts';
import { reconcileVendorTransfers, type VendorTransferDeps } from '../modules/wallet/vendor-transfer.ts';
import type { Job } from './scheduler.ts';

/** Every minute: ask vendors about transfers they left unanswered, and settle them. */
export const reconcileVendorTransfersJob = (deps: VendorTransferDeps): Job => ({
  name: 'reconcile-vendor-transfers',
  everyMs: 60_000,
  async run(now) {
    await reconcileVendorTransfers(
      deps,
      async (merchantId) =>
        (
          await deps.db
            .select({ id: merchants.id, currency: merchants.currency })
            .from(merchants)
            .where(eq(merchants.id, merchantId))
        )[0],
      now,
    );
  },
});

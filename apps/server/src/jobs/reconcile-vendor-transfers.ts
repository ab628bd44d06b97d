import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema.ts';
import type { VendorTransferDeps } from '../modules/wallet/index.ts';
import {
  type ReconcileLog,
  type ReconcileReport,
  reconcileVendorTransfers,
} from '../modules/wallet/index.ts';
import type { Job } from './scheduler.ts';

/**
 * Every minute: settle vendor transfers left open, each row on its own. Rows that threw are
 * counted; the run then fails with that count, so the scheduler logs it and keeps it in job_runs
 * (the rows themselves stay visible to staff with their reason and attempts).
 */
export const reconcileVendorTransfersJob = (
  deps: VendorTransferDeps & { log?: ReconcileLog },
  onReport?: (report: ReconcileReport) => void,
): Job => ({
  name: 'reconcile-vendor-transfers',
  schedule: '* * * * *',
  async run(now) {
    const report = await reconcileVendorTransfers(
      deps,
      async (merchantId) =>
        (
          await deps.db
            .select({ id: merchants.id, code: merchants.code, currency: merchants.currency })
            .from(merchants)
            .where(eq(merchants.id, merchantId))
        )[0],
      now,
      deps.log,
    );
    onReport?.(report);
    if (report.failed > 0) {
      const first = report.errors
        .slice(0, 3)
        .map((row) => `#${row.id}: ${row.error}`)
        .join('; ');
      throw new Error(
        `${report.failed} of ${report.checked} vendor transfers could not be reconciled (${first})`,
      );
    }
  },
});

import type { Db } from '../db/client.ts';
import { applyGatewayResult } from '../modules/cashier/deposits.ts';
import type { PaymentGateway } from '../modules/cashier/payment-gateway.ts';
import { stalePendingGatewayDeposits, unconfirmedPaidWithdrawals } from '../modules/cashier/store.ts';
import { autoConfirmReceipts } from '../modules/cashier/withdrawals.ts';
import type { Ledger } from '../modules/wallet/ledger.ts';
import type { Job } from './scheduler.ts';

/** Every minute: payouts nobody confirmed within the merchant's minutes count as received. */
export const autoConfirmReceiptsJob = (db: Db): Job => ({
  name: 'auto-confirm-withdrawal-receipts',
  everyMs: 60_000,
  async run(now) {
    await autoConfirmReceipts(db, await unconfirmedPaidWithdrawals(db), now);
  },
});

/** Gateway deposits still pending after this long are asked about: their callback may be lost. */
export const gatewayGraceMs = 5 * 60_000;

/**
 * Every minute: ask the gateway about deposits it never called back on. Paid ones are credited,
 * cancelled or unknown orders closed; orders still open stay pending.
 */
export const reconcileGatewayDepositsJob = (deps: {
  db: Db;
  ledger: Ledger;
  gateway: PaymentGateway;
}): Job => ({
  name: 'reconcile-gateway-deposits',
  everyMs: 60_000,
  async run(now) {
    await reconcileGatewayDeposits(deps, now);
  },
});

export const reconcileGatewayDeposits = async (
  deps: { db: Db; ledger: Ledger; gateway: PaymentGateway },
  now = new Date(),
) => {
  const stale = await stalePendingGatewayDeposits(deps.db, new Date(now.getTime() - gatewayGraceMs));
  let settled = 0;
  for (const { deposit } of stale) {
    const order = await deps.gateway.orderStatus(deposit.orderNo);
    if (order === null || (order !== 'missing' && order.status === 'created')) continue;
    const result =
      order === 'missing'
        ? { orderId: deposit.orderNo, status: 'missing' as const }
        : { ...order, status: order.status as 'paid' | 'cancelled' };
    try {
      await applyGatewayResult(deps, result);
      settled += 1;
    } catch {
      // an amount mismatch stays pending for staff; the next deposit is still worth trying
    }
  }
  return settled;
};

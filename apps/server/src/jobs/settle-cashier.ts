import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { PaymentGateway } from '../modules/cashier/index.ts';
import {
  applyGatewayResult,
  autoConfirmReceipts,
  stalePendingGatewayDeposits,
  unconfirmedPaidWithdrawals,
} from '../modules/cashier/index.ts';
import type { EventBus } from '../modules/events/index.ts';
import type { Ledger } from '../modules/wallet/index.ts';
import { gatewayReconcileFailures } from './job-metrics.ts';
import type { Job } from './scheduler.ts';

/** Every minute: payouts nobody confirmed within the merchant's minutes count as received. */
export const autoConfirmReceiptsJob = (db: Db): Job => ({
  name: 'auto-confirm-withdrawal-receipts',
  schedule: '* * * * *',
  async run(now) {
    await autoConfirmReceipts(db, await unconfirmedPaidWithdrawals(db), now);
  },
});

/** Gateway deposits still pending after this long are asked about: their callback may be lost. */
export const gatewayGraceMs = 5 * 60_000;

/** Where the reconciliation reports an order it could not settle (the app's logger in production). */
export interface JobLog {
  warn(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
}

interface ReconcileDeps {
  db: Db;
  ledger: Ledger;
  events: EventBus;
  gateway: PaymentGateway;
  log: JobLog;
}

/**
 * Every minute: ask the gateway about deposits it never called back on. Paid ones are credited,
 * cancelled or unknown orders closed; orders still open stay pending.
 */
export const reconcileGatewayDepositsJob = (deps: ReconcileDeps): Job => ({
  name: 'reconcile-gateway-deposits',
  schedule: '* * * * *',
  async run(now) {
    await reconcileGatewayDeposits(deps, now);
  },
});

/** What the gateway says about one order, as a result the cashier applies; null: nothing to do yet. */
const askGateway = async (gateway: PaymentGateway, orderNo: string) => {
  const order = await gateway.orderStatus(orderNo);
  if (order === null) return 'no_answer' as const;
  if (order === 'missing') return { orderId: orderNo, status: 'missing' as const };
  if (order.status === 'created') return null;
  return { ...order, status: order.status };
};

/**
 * Each order on its own: one the gateway cannot answer for, or whose answer is refused, is logged
 * with its order number, counted at /metrics, and left pending for the next run or for staff; the
 * next order is still asked.
 */
export const reconcileGatewayDeposits = async (deps: ReconcileDeps, now = new Date()) => {
  const stale = await stalePendingGatewayDeposits(deps.db, new Date(now.getTime() - gatewayGraceMs));
  let settled = 0;
  for (const { deposit } of stale) {
    const orderNo = deposit.orderNo;
    let result: Awaited<ReturnType<typeof askGateway>>;
    try {
      result = await askGateway(deps.gateway, orderNo);
    } catch (error) {
      gatewayReconcileFailures.inc({ reason: 'gateway_error' });
      deps.log.error({ err: error, orderNo, reason: 'gateway_error' }, 'gateway status call failed');
      continue;
    }
    if (result === 'no_answer') {
      gatewayReconcileFailures.inc({ reason: 'gateway_no_answer' });
      deps.log.warn({ orderNo, reason: 'gateway_no_answer' }, 'gateway did not answer about an order');
      continue;
    }
    if (result === null) continue;
    try {
      await applyGatewayResult(deps, result, { via: 'reconcile', ip: 'job:reconcile-gateway-deposits' });
      settled += 1;
    } catch (error) {
      const reason = error instanceof AppError ? error.code : 'error';
      gatewayReconcileFailures.inc({ reason });
      // a refusal (amount mismatch) is audited and waits for staff; anything else is ours
      const level = error instanceof AppError ? 'warn' : 'error';
      deps.log[level]({ err: error, orderNo, reason }, 'gateway result not applied');
    }
  }
  return settled;
};

import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { PaymentGateway } from '../modules/cashier/index.ts';
import {
  applyGatewayResult,
  autoConfirmReceipts,
  dueUnconfirmedReceipts,
  expireGatewayDeposit,
  postponeGatewayCheck,
  stalePendingGatewayDeposits,
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
    await autoConfirmReceipts(db, await dueUnconfirmedReceipts(db, now), now);
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
 * cancelled or unknown orders closed; orders still open stay pending, until they expire.
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

/** A gateway order still unpaid this long after it was made is closed: the player left the payment page. */
export const gatewayOrderExpiryMs = 24 * 3_600_000;

/** After an order stays open, the next check waits 1, 2, 4 … minutes, at most half an hour. */
export const nextGatewayCheckAfterMs = (checks: number) => Math.min(2 ** checks, 30) * 60_000;

type StaleDeposit = Awaited<ReturnType<typeof stalePendingGatewayDeposits>>[number]['deposit'];

/** Asks about one order and applies the answer; whether the deposit was settled. */
const reconcileOne = async (deps: ReconcileDeps, deposit: StaleDeposit, now: Date) => {
  const orderNo = deposit.orderNo;
  let result: Awaited<ReturnType<typeof askGateway>>;
  try {
    result = await askGateway(deps.gateway, orderNo);
  } catch (error) {
    gatewayReconcileFailures.inc({ reason: 'gateway_error' });
    deps.log.error({ err: error, orderNo, reason: 'gateway_error' }, 'gateway status call failed');
    return false;
  }
  if (result === 'no_answer') {
    gatewayReconcileFailures.inc({ reason: 'gateway_no_answer' });
    deps.log.warn({ orderNo, reason: 'gateway_no_answer' }, 'gateway did not answer about an order');
    return false;
  }
  if (result === null) {
    if (now.getTime() - deposit.createdAt.getTime() < gatewayOrderExpiryMs) return false;
    await expireGatewayDeposit(deps, deposit);
    return true;
  }
  try {
    await applyGatewayResult(deps, result, { via: 'reconcile', ip: 'job:reconcile-gateway-deposits' });
    return true;
  } catch (error) {
    const reason = error instanceof AppError ? error.code : 'error';
    gatewayReconcileFailures.inc({ reason });
    // a refusal (amount mismatch) is audited and waits for staff; anything else is ours
    const level = error instanceof AppError ? 'warn' : 'error';
    deps.log[level]({ err: error, orderNo, reason }, 'gateway result not applied');
    return false;
  }
};

/**
 * Each order on its own: one the gateway cannot answer for, or whose answer is refused, is logged
 * with its order number, counted at /metrics, and left pending for the next check or for staff; the
 * next order is still asked. An order left open is asked again later and later (nextGatewayCheckAfterMs),
 * so abandoned orders never crowd out the ones whose callback was lost, and one still unpaid after a
 * day is closed.
 */
export const reconcileGatewayDeposits = async (deps: ReconcileDeps, now = new Date()) => {
  const stale = await stalePendingGatewayDeposits(deps.db, new Date(now.getTime() - gatewayGraceMs), now);
  let settled = 0;
  for (const { deposit } of stale) {
    if (await reconcileOne(deps, deposit, now)) settled += 1;
    else {
      const next = new Date(now.getTime() + nextGatewayCheckAfterMs(deposit.gatewayChecks));
      await postponeGatewayCheck(deps.db, deposit.id, next);
    }
  }
  return settled;
};

import { type DepositRow, fromMinor, isAmount, toMinor } from '@croupier/contract';
import type { GatewayCallback } from '@croupier/contract/payment-gateway';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordsSince } from '../../lib/periods.ts';
import { insertAudit } from '../audit/index.ts';
import { balanceChanged, type Emit, type EventBus, runMoneyCommand } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { newOrderNo } from './order-numbers.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  type DepositChannelRow,
  type DepositRecord,
  findChannelById,
  findDepositById,
  findDepositByKey,
  findDepositByOrderNo,
  insertDeposit,
  insertDepositException,
  listOpenChannels,
  memberDepositPage,
  merchantCurrency,
  setDepositPaymentUrl,
  settlePendingDeposit,
} from './store.ts';

export interface DepositDeps {
  db: Db;
  ledger: Ledger;
  events: EventBus;
  gateway: PaymentGateway;
  /** this server as the gateway reaches it, for callbacks */
  publicUrl: string;
}

export const toDepositRow = (deposit: DepositRecord, channel: DepositChannelRow): DepositRow => ({
  id: deposit.id,
  orderNo: deposit.orderNo,
  channel: channel.code,
  channelName: channel.name,
  channelNames: channel.names,
  kind: channel.kind,
  amount: fromMinor(deposit.amount),
  status: deposit.status,
  payerReference: deposit.payerReference,
  paymentUrl: deposit.status === 'pending' ? deposit.paymentUrl : null,
  createdAt: deposit.createdAt.toISOString(),
  settledAt: deposit.settledAt?.toISOString() ?? null,
});

export const depositChannels = async (db: Db, merchant: MerchantContext) => ({
  currency: merchant.currency,
  channels: (await listOpenChannels(db, merchant.id)).map((channel) => ({
    code: channel.code,
    kind: channel.kind,
    name: channel.name,
    names: channel.names,
    min: fromMinor(channel.minAmount),
    max: fromMinor(channel.maxAmount),
    details: channel.kind === 'gateway' ? {} : channel.details,
  })),
});

/** The first deposit of a replayed key, even if its channel has closed since; other content is refused. */
const replayOf = async (db: Db, existing: DepositRecord, input: { amount: string; channel: string }) => {
  const channel = (await findChannelById(db, existing.channelId))!;
  if (existing.amount !== toMinor(input.amount) || channel.code !== input.channel) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different request',
    );
  }
  return { deposit: toDepositRow(existing, channel), replayed: true };
};

/**
 * Opens a deposit. Bank and crypto deposits wait for staff; a gateway deposit gets the gateway's
 * payment page. The member's idempotency key makes a double submit answer the first deposit.
 */
export const startDeposit = async (
  deps: DepositDeps,
  merchant: MerchantContext,
  actor: Actor,
  input: { channel: string; amount: string; payerReference?: string; idempotencyKey: string },
) => {
  const previous = await findDepositByKey(deps.db, actor.memberId, input.idempotencyKey);
  if (previous) return replayOf(deps.db, previous, input);
  const channel = (await listOpenChannels(deps.db, merchant.id)).find((row) => row.code === input.channel);
  if (!channel) throw new AppError('CHANNEL_UNAVAILABLE', 'body.channel: this deposit channel is not open');

  const amount = toMinor(input.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `body.amount: must be between ${fromMinor(channel.minAmount)} and ${fromMinor(channel.maxAmount)}`,
      { min: fromMinor(channel.minAmount), max: fromMinor(channel.maxAmount) },
    );
  }
  const deposit = await insertDeposit(deps.db, {
    merchantId: merchant.id,
    memberId: actor.memberId,
    channelId: channel.id,
    orderNo: newOrderNo('D', merchant.timeZone),
    amount,
    idempotencyKey: input.idempotencyKey,
    payerReference: input.payerReference || null,
  });
  if (!deposit) {
    // the same key raced in from a second request: answer what the first one made
    const winner = (await findDepositByKey(deps.db, actor.memberId, input.idempotencyKey))!;
    return replayOf(deps.db, winner, input);
  }
  if (channel.kind !== 'gateway') return { deposit: toDepositRow(deposit, channel), replayed: false };

  const order = await deps.gateway.createOrder({
    orderId: deposit.orderNo,
    amount: input.amount,
    currency: merchant.currency,
    description: `${merchant.name} deposit ${deposit.orderNo}`,
    callbackUrl: `${deps.publicUrl}/wps/cashier/gateway/callback`,
    // the merchant's configured address, never the request's Origin
    returnUrl: `${merchant.siteUrl}/?mc=depositv2`,
  });
  if (!order) {
    await settlePendingDeposit(deps.db, deposit.id, { status: 'cancelled', note: 'gateway_unavailable' });
    throw new AppError(
      'GATEWAY_UNAVAILABLE',
      'The payment gateway did not answer; try again or use another channel',
    );
  }
  await setDepositPaymentUrl(deps.db, deposit.id, order.paymentUrl);
  return { deposit: toDepositRow({ ...deposit, paymentUrl: order.paymentUrl }, channel), replayed: false };
};

export const depositRecords = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  query: { status?: DepositRecord['status']; days: number; page: number; pageSize: number },
) => {
  const { rows, total } = await memberDepositPage(db, {
    memberId: actor.memberId,
    since: recordsSince(merchant.timeZone, query.days),
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const channels = new Map<number, DepositChannelRow>();
  for (const row of rows) {
    if (!channels.has(row.channelId))
      channels.set(row.channelId, (await findChannelById(db, row.channelId))!);
  }
  return {
    rows: rows.map((row) => toDepositRow(row, channels.get(row.channelId)!)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** The deposit's credit: one posting per deposit, ever, whoever asks for it (key `deposit:<id>`). */
export const creditDeposit = async (
  tx: Executor,
  ledger: Ledger,
  merchant: Pick<MerchantContext, 'id' | 'currency'>,
  deposit: DepositRecord,
  emit: Emit,
) => {
  const channel = (await findChannelById(tx, deposit.channelId))!;
  emit(balanceChanged(merchant.id, deposit.memberId, 'deposit'));
  return ledger.post(
    {
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `deposit:${deposit.id}`,
      legs: [
        {
          from: { kind: 'channel', code: channel.code },
          to: { kind: 'member_main', memberId: deposit.memberId },
          amount: deposit.amount,
          kind: 'deposit',
          reference: deposit.orderNo,
        },
      ],
    },
    tx,
  );
};

/**
 * Settles a pending deposit: the status change and the credit commit together, and the row lock
 * of the status change means staff and the gateway confirming at once credit it only once.
 * Answers the deposit as it stands afterwards, whoever settled it.
 */
export const settleDeposit = async (
  deps: Pick<DepositDeps, 'db' | 'ledger' | 'events'>,
  merchant: Pick<MerchantContext, 'id' | 'currency'>,
  depositId: number,
  outcome:
    | { status: 'confirmed'; gatewayReference?: string | null; reviewedBy?: number; note?: string }
    | { status: 'rejected' | 'cancelled'; reviewedBy?: number; note?: string },
  /** the caller's audit row, written in the same transaction as the status and the money */
  audit?: (tx: Executor, settled: DepositRecord | undefined) => Promise<unknown>,
) => {
  await runMoneyCommand(deps, async (tx, emit) => {
    const settled = await settlePendingDeposit(tx, depositId, {
      status: outcome.status,
      note: outcome.note ?? null,
      reviewedBy: outcome.reviewedBy ?? null,
      ...('gatewayReference' in outcome ? { gatewayReference: outcome.gatewayReference ?? null } : {}),
    });
    if (settled?.status === 'confirmed') await creditDeposit(tx, deps.ledger, merchant, settled, emit);
    await audit?.(tx, settled);
  });
  return (await findDepositById(deps.db, depositId))!;
};

/**
 * Closes a gateway deposit whose order the gateway still shows unpaid long after it was made: the
 * player left the payment page. Should the player pay it after all, the gateway's callback files
 * the payment for staff as paid after cancel (applyPaid).
 */
export const expireGatewayDeposit = async (
  deps: Pick<DepositDeps, 'db' | 'ledger' | 'events'>,
  deposit: Pick<DepositRecord, 'id' | 'merchantId'>,
) => {
  const merchant = { id: deposit.merchantId, currency: await merchantCurrency(deps.db, deposit.merchantId) };
  return settleDeposit(deps, merchant, deposit.id, { status: 'cancelled', note: 'gateway_order_expired' });
};

/**
 * A payment the gateway reports: the deposit is credited if it is still pending. If staff or the
 * gateway already closed it, the money still arrived, so it is filed for staff ("paid after
 * cancel") rather than dropped; a repeated callback files nothing more.
 */
const applyPaid = async (
  deps: Pick<DepositDeps, 'db' | 'ledger' | 'events'>,
  merchant: Pick<MerchantContext, 'id' | 'currency'>,
  deposit: DepositRecord,
  paid: { gatewayReference: string | null },
  source: GatewayResultSource,
) => {
  const exception = await runMoneyCommand(deps, async (tx, emit) => {
    const settled = await settlePendingDeposit(tx, deposit.id, {
      status: 'confirmed',
      note: null,
      reviewedBy: null,
      gatewayReference: paid.gatewayReference,
    });
    if (settled) {
      await creditDeposit(tx, deps.ledger, merchant, settled, emit);
      return false;
    }
    // read after the update waited on any concurrent settlement, so this is the committed outcome
    const current = (await findDepositById(tx, deposit.id))!;
    if (current.status !== 'cancelled' && current.status !== 'rejected') return false;
    const filed = await insertDepositException(tx, {
      merchantId: deposit.merchantId,
      depositId: deposit.id,
      depositStatus: current.status,
      amount: deposit.amount,
      currency: merchant.currency,
      gatewayReference: paid.gatewayReference,
    });
    if (!filed) return true;
    await insertAudit(tx, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      action: 'deposit_paid_after_cancel',
      success: true,
      ip: source.ip,
      detail: {
        via: source.via,
        exceptionId: filed.id,
        orderNo: deposit.orderNo,
        amount: fromMinor(deposit.amount),
        depositStatus: current.status,
        gatewayReference: paid.gatewayReference,
      },
    });
    return true;
  });
  return { deposit: (await findDepositById(deps.db, deposit.id))!, exception };
};

/** Who reported a gateway result: its signed callback, or the reconciliation job asking the gateway. */
export interface GatewayResultSource {
  via: 'callback' | 'reconcile';
  ip: string;
}

/**
 * A gateway result, from its signed callback or from reconciliation. A valid signature proves the
 * gateway sent it, not that the order is the gateway's: only a deposit opened through a gateway
 * channel, for the order's amount and currency, is settled. Anything else is refused and audited,
 * and the deposit is left as it was for staff.
 */
export const applyGatewayResult = async (
  deps: Pick<DepositDeps, 'db' | 'ledger' | 'events'>,
  result: GatewayCallback | { orderId: string; status: 'missing' },
  source: GatewayResultSource,
) => {
  const deposit = await findDepositByOrderNo(deps.db, result.orderId);
  if (!deposit) throw new AppError('NOT_FOUND', 'orderId: no such deposit');
  const channel = (await findChannelById(deps.db, deposit.channelId))!;
  const merchant = { id: deposit.merchantId, currency: await merchantCurrency(deps.db, deposit.merchantId) };
  const refuse = async (code: 'GATEWAY_CHANNEL_MISMATCH' | 'GATEWAY_AMOUNT_MISMATCH', message: string) => {
    await insertAudit(deps.db, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      action: 'gateway_result_refused',
      success: false,
      ip: source.ip,
      detail: {
        via: source.via,
        reason: code,
        orderNo: deposit.orderNo,
        channel: channel.code,
        kind: channel.kind,
        status: result.status,
        ...('amount' in result ? { amount: result.amount, currency: result.currency } : {}),
      },
    });
    return new AppError(code, message);
  };
  if (channel.kind !== 'gateway') {
    throw await refuse(
      'GATEWAY_CHANNEL_MISMATCH',
      'orderId: this deposit is not paid through the gateway; staff confirm it',
    );
  }
  if (result.status === 'missing') {
    const closed = await settleDeposit(deps, merchant, deposit.id, {
      status: 'cancelled',
      note: 'gateway_order_missing',
    });
    return { deposit: closed, exception: false };
  }
  if (result.status === 'cancelled') {
    const closed = await settleDeposit(deps, merchant, deposit.id, {
      status: 'cancelled',
      note: 'gateway_cancelled',
    });
    return { deposit: closed, exception: false };
  }
  const sameAmount = isAmount(result.amount) && toMinor(result.amount) === deposit.amount;
  if (result.currency !== merchant.currency || !sameAmount) {
    throw await refuse(
      'GATEWAY_AMOUNT_MISMATCH',
      `amount: the order is ${fromMinor(deposit.amount)} ${merchant.currency}; left for staff review`,
    );
  }
  return applyPaid(deps, merchant, deposit, { gatewayReference: result.gatewayReference }, source);
};

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { balanceOf, gatewayDepositCall, playerToken } from '../../test/cashier.ts';
import { fakeGateway, gatewayCallback, paidCallback } from '../../test/fake-gateway.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deposits } from '../db/schema.ts';
import { stalePendingGatewayDeposits } from '../modules/cashier/index.ts';
import { createEventBus } from '../modules/events/index.ts';
import { createLedger } from '../modules/wallet/ledger.ts';
import {
  gatewayGraceMs,
  gatewayOrderExpiryMs,
  nextGatewayCheckAfterMs,
  reconcileGatewayDeposits,
} from './settle-cashier.ts';

describe('gateway reconciliation job', () => {
  const gateway = fakeGateway();
  const harness = useTestApp({
    paymentGateway: gateway,
    config: { PUBLIC_URL: 'http://platform.test' },
  });
  const db = () => harness.database.db;

  const gatewayDeposit = (token: string, amount: string) => gatewayDepositCall(harness.app, token, amount);
  const balance = (token: string) => balanceOf(harness.app, token);
  const paidOnGateway = (orderNo: string, reference: string) =>
    gateway.orders.set(orderNo, {
      ...gateway.orders.get(orderNo)!,
      status: 'paid',
      gatewayReference: reference,
    });
  /** The failure counter of the reconciliation as /metrics shows it, per reason. */
  const failures = async () => {
    const text = (await harness.app.inject('/metrics')).body;
    const counts: Record<string, number> = {};
    for (const match of text.matchAll(
      /^cashier_gateway_reconcile_failures_total\{reason="([^"]+)"\} (\d+)/gm,
    ))
      counts[match[1]!] = Number(match[2]);
    return counts;
  };
  const recordingLog = () => {
    const entries: { level: string; detail: Record<string, unknown>; message: string }[] = [];
    const at = (level: string) => (detail: Record<string, unknown>, message: string) => {
      entries.push({ level, detail, message });
    };
    return { entries, warn: at('warn'), error: at('error') };
  };

  it('logs and counts an order whose status call throws, and still settles the others', async () => {
    const first = await playerToken(harness.app, await createAccount(db()));
    const second = await playerToken(harness.app, await createAccount(db()));
    const broken = await gatewayDeposit(first, '10.00');
    const paid = await gatewayDeposit(second, '20.00');
    paidOnGateway(broken.orderNo, 'GW-BROKEN');
    paidOnGateway(paid.orderNo, 'GW-FINE');
    gateway.failing.add(broken.orderNo);
    const before = (await failures()).gateway_error ?? 0;
    const log = recordingLog();

    const settled = await reconcileGatewayDeposits(
      { db: db(), ledger: createLedger(db()), events: createEventBus(db()), gateway, log },
      new Date(Date.now() + gatewayGraceMs + 60_000),
    );

    expect(settled).toBe(1);
    expect(await balance(second)).toBe('20.00');
    expect(await balance(first)).toBe('0.00');
    expect((await failures()).gateway_error).toBe(before + 1);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        detail: expect.objectContaining({ orderNo: broken.orderNo, reason: 'gateway_error' }),
      }),
    );

    // once the gateway answers again, the next check settles the order it could not reach
    gateway.failing.delete(broken.orderNo);
    await reconcileGatewayDeposits(
      { db: db(), ledger: createLedger(db()), events: createEventBus(db()), gateway, log },
      new Date(Date.now() + gatewayGraceMs + 3 * 60_000),
    );
    expect(await balance(first)).toBe('10.00');
  });

  it('counts a refused result and a silent gateway, each with its order in the log', async () => {
    const token = await playerToken(harness.app, await createAccount(db()));
    const mismatched = await gatewayDeposit(token, '30.00');
    gateway.orders.set(mismatched.orderNo, {
      ...gateway.orders.get(mismatched.orderNo)!,
      status: 'paid',
      amount: '3000.00',
      gatewayReference: 'GW-ODD',
    });
    const before = await failures();
    const log = recordingLog();
    const deps = { db: db(), ledger: createLedger(db()), events: createEventBus(db()), gateway, log };
    const later = new Date(Date.now() + gatewayGraceMs + 60_000);
    await reconcileGatewayDeposits(deps, later);
    expect((await failures()).GATEWAY_AMOUNT_MISMATCH).toBe((before.GATEWAY_AMOUNT_MISMATCH ?? 0) + 1);
    expect(log.entries.map((entry) => entry.detail.orderNo)).toContain(mismatched.orderNo);

    gateway.down = true;
    try {
      await reconcileGatewayDeposits(deps, new Date(later.getTime() + 2 * 60_000));
    } finally {
      gateway.down = false;
    }
    expect((await failures()).gateway_no_answer).toBeGreaterThanOrEqual((before.gateway_no_answer ?? 0) + 1);
    expect(await balance(token)).toBe('0.00');
  });

  describe('orders the gateway keeps open', () => {
    const deps = () => ({
      db: db(),
      ledger: createLedger(db()),
      events: createEventBus(db()),
      gateway,
      log: recordingLog(),
    });
    const row = async (orderNo: string) =>
      (await db().select().from(deposits).where(eq(deposits.orderNo, orderNo)))[0]!;
    const asks = (orderNo: string) => gateway.asked.filter((asked) => asked === orderNo).length;

    it('asks again later and later, so abandoned orders never crowd out a lost callback', async () => {
      const token = await playerToken(harness.app, await createAccount(db()));
      const abandoned = await gatewayDeposit(token, '15.00');
      const start = Date.now() + gatewayGraceMs + 60_000;
      const at = (minutes: number) => new Date(start + minutes * 60_000);
      for (const minute of [0, 0.5, 1, 2, 3, 4, 5, 6, 7]) await reconcileGatewayDeposits(deps(), at(minute));
      // asked at 0, 1, 3 and 7: each time it stays open the wait doubles
      expect(asks(abandoned.orderNo)).toBe(4);
      expect(await row(abandoned.orderNo)).toMatchObject({ status: 'pending', gatewayChecks: 4 });
      expect(nextGatewayCheckAfterMs(10)).toBe(30 * 60_000);

      // a deposit never asked about comes first, ahead of every order already waiting its next turn
      const lost = await gatewayDeposit(token, '16.00');
      paidOnGateway(lost.orderNo, 'GW-LOST');
      const due = await stalePendingGatewayDeposits(db(), at(-1), at(60), 1);
      expect(due.map(({ deposit }) => deposit.orderNo)).toEqual([lost.orderNo]);
      await reconcileGatewayDeposits(deps(), at(8));
      expect(await balance(token)).toBe('16.00');
    });

    it('closes an order still unpaid a day later; paid after that, it goes to staff', async () => {
      const token = await playerToken(harness.app, await createAccount(db()));
      const left = await gatewayDeposit(token, '17.00');
      const made = (await row(left.orderNo)).createdAt.getTime();
      await reconcileGatewayDeposits(deps(), new Date(made + gatewayOrderExpiryMs - 60_000));
      expect((await row(left.orderNo)).status).toBe('pending');
      await reconcileGatewayDeposits(deps(), new Date(made + gatewayOrderExpiryMs + 60_000));
      expect(await row(left.orderNo)).toMatchObject({ status: 'cancelled', note: 'gateway_order_expired' });
      paidOnGateway(left.orderNo, 'GW-TOO-LATE');
      const heard = await gatewayCallback(harness.app, paidCallback(gateway.orders.get(left.orderNo)!));
      expect(heard.json().value).toMatchObject({ status: 'cancelled', exception: 'paid_after_cancel' });
      expect(await balance(token)).toBe('0.00');
    });
  });
});

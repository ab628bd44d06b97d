import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { adminSession, newKey, playerToken } from '../../../test/cashier.ts';
import { fakeGateway, gatewayCallback, paidCallback } from '../../../test/fake-gateway.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, deposits, members, merchants } from '../../db/schema.ts';
import { gatewayGraceMs, reconcileGatewayDeposits } from '../../jobs/settle-cashier.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';
import { periodOf } from '../../lib/periods.ts';
import { createEventBus } from '../events/index.ts';
import { createLedger } from '../wallet/ledger.ts';
import { findDrift } from '../wallet/ledger-store.ts';

describe('deposits', () => {
  let cashier: string;
  const gateway = fakeGateway();
  /** an address in a region the demo merchant blocks (seed: IR) */
  const blockedRegionAddress = '203.0.113.9';
  const harness = useTestApp({
    paymentGateway: gateway,
    geoIp: fixedGeoIp({ [blockedRegionAddress]: 'IR' }),
    config: { PUBLIC_URL: 'http://platform.test' },
  });
  beforeAll(async () => {
    cashier = await adminSession(harness.app, harness.database.db);
  });
  const db = () => harness.database.db;
  const noDrift = { unbalancedCurrencies: [], mismatchedAccounts: [] };

  const player = async () => {
    const account = await createAccount(db());
    return { account, token: await playerToken(harness.app, account) };
  };
  const deposit = (token: string, body: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_deposit',
      headers: { authorization: token, origin: 'http://site.test' },
      payload: { idempotencyKey: newKey(), ...body },
      remoteAddress: nextIp(),
    });
  const balance = async (token: string) =>
    (await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json()
      .value.sumBalance;
  const reviewDeposit = (body: Record<string, unknown>, token = cashier) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/cashier/deposits/review',
      headers: { authorization: token },
      payload: body,
    });
  const callback = (body: Record<string, unknown>, options: Parameters<typeof gatewayCallback>[2] = {}) =>
    gatewayCallback(harness.app, body, options);
  const statusOf = async (id: number) =>
    (await db().select().from(deposits).where(eq(deposits.id, id)))[0]!.status;

  it('lists the open channels with limits, and where to send the money', async () => {
    const { token } = await player();
    const value = (
      await harness.app.inject({ url: '/wps/relay/CSH_depositChannels', headers: { authorization: token } })
    ).json().value;
    expect(value.currency).toBe('CNY');
    expect(value.channels.map((channel: { code: string }) => channel.code)).toEqual([
      'ONLINE',
      'BANK',
      'USDT',
    ]);
    expect(value.channels[1]).toMatchObject({
      kind: 'bank',
      min: '100.00',
      max: '50000.00',
      details: { bankName: 'ACLEDA Bank', accountNumber: '0001234567890' },
    });
    expect(value.channels[0].details).toEqual({});
  });

  it('credits a bank deposit only once staff confirm it', async () => {
    const { account, token } = await player();
    const created = await deposit(token, {
      channel: 'BANK',
      amount: '1200.00',
      payerReference: 'Test Payer',
    });
    expect(created.json().value).toMatchObject({
      replayed: false,
      deposit: {
        status: 'pending',
        amount: '1200.00',
        channel: 'BANK',
        kind: 'bank',
        payerReference: 'Test Payer',
      },
    });
    expect(await balance(token)).toBe('0.00');
    const queue = (
      await harness.app.inject({ url: '/wps/admin/cashier/deposits', headers: { authorization: cashier } })
    ).json().value;
    const row = queue.find((item: { memberId: number }) => item.memberId === account.id);
    expect(row).toMatchObject({ username: account.username, status: 'pending' });
    const confirmed = await reviewDeposit({
      depositId: row.id,
      decision: 'confirm',
      note: 'seen on statement',
    });
    expect(confirmed.json().value).toMatchObject({ status: 'confirmed', note: 'seen on statement' });
    expect(await balance(token)).toBe('1200.00');
    expect((await reviewDeposit({ depositId: row.id, decision: 'reject' })).statusCode).toBe(409);
    expect(await balance(token)).toBe('1200.00');
  });

  it('lists what staff work through oldest first, and what is finished newest first', async () => {
    const { token } = await player();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      ids.push((await deposit(token, { channel: 'BANK', amount: '100.00' })).json().value.deposit.id);
    }
    const listed = async (status: string) =>
      (
        await harness.app.inject({
          url: `/wps/admin/cashier/deposits?status=${status}&limit=200`,
          headers: { authorization: cashier },
        })
      )
        .json()
        .value.map((row: { id: number }) => row.id)
        .filter((id: number) => ids.includes(id));
    expect(await listed('pending')).toEqual(ids);
    for (const id of ids) await reviewDeposit({ depositId: id, decision: 'confirm' });
    expect(await listed('confirmed')).toEqual([...ids].reverse());
  });

  it('names the operator who decided each order, and no one for one still pending', async () => {
    const { token } = await player();
    const waiting = (await deposit(token, { channel: 'BANK', amount: '100.00' })).json().value.deposit.id;
    const decided = (await deposit(token, { channel: 'BANK', amount: '100.00' })).json().value.deposit.id;
    const answer = (await reviewDeposit({ depositId: decided, decision: 'reject' })).json().value;
    expect(answer.handledBy).toMatch(/^staff[0-9a-f]{8}$/);
    const rowOf = async (status: string, id: number) =>
      (
        await harness.app.inject({
          url: `/wps/admin/cashier/deposits?status=${status}&limit=200`,
          headers: { authorization: cashier },
        })
      )
        .json()
        .value.find((row: { id: number }) => row.id === id);
    expect((await rowOf('rejected', decided)).handledBy).toBe(answer.handledBy);
    expect((await rowOf('pending', waiting)).handledBy).toBeNull();
  });

  it("reads one member's list page by page to its end, in the list's order, whatever its length", async () => {
    const { account, token } = await player();
    // another member's deposit in between: the member filter keeps it out of every page
    const other = await player();
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      ids.push((await deposit(token, { channel: 'BANK', amount: '100.00' })).json().value.deposit.id);
      if (n === 2) await deposit(other.token, { channel: 'BANK', amount: '100.00' });
    }
    const pages = async (status: string) => {
      const seen: number[][] = [];
      let after: number | undefined;
      for (;;) {
        const response = await harness.app.inject({
          url: `/wps/admin/cashier/deposits?status=${status}&limit=2&username=${account.username.toUpperCase()}${after ? `&after=${after}` : ''}`,
          headers: { authorization: cashier },
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json().value.map((row: { id: number }) => row.id) as number[];
        // a list that ignored `after` would answer the same page for ever
        if (page.length === 0 || seen.length > 5) return seen;
        seen.push(page);
        after = page.at(-1);
      }
    };
    expect(await pages('pending')).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    for (const id of ids) await reviewDeposit({ depositId: id, decision: 'confirm' });
    const newest = [...ids].reverse();
    expect(await pages('confirmed')).toEqual([newest.slice(0, 2), newest.slice(2, 4), newest.slice(4)]);
    const bad = await harness.app.inject({
      url: '/wps/admin/cashier/deposits?status=confirmed&after=0',
      headers: { authorization: cashier },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.after');
  });

  it('credits a deposit once when staff confirm it many times at once', async () => {
    const { token } = await player();
    const id = (await deposit(token, { channel: 'BANK', amount: '500.00' })).json().value.deposit.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => reviewDeposit({ depositId: id, decision: 'confirm' })),
    );
    expect(results.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balance(token)).toBe('500.00');
    expect(await findDrift(db())).toEqual(noDrift);
  });

  it('credits nothing for a rejected deposit', async () => {
    const { token } = await player();
    const id = (await deposit(token, { channel: 'USDT', amount: '300.00', payerReference: '0xabc' })).json()
      .value.deposit.id;
    expect(
      (await reviewDeposit({ depositId: id, decision: 'reject', note: 'no such transaction' })).json().value
        .status,
    ).toBe('rejected');
    expect(await balance(token)).toBe('0.00');
  });

  it('refuses bad amounts, limits, unknown channels and trial accounts with the field named', async () => {
    const { token } = await player();
    for (const amount of ['-1', '0.00', '1.005', 'abc', '']) {
      const response = await deposit(token, { channel: 'BANK', amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().message).toContain('body.amount');
    }
    const low = await deposit(token, { channel: 'BANK', amount: '99.99' });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { min: '100.00', max: '50000.00' },
    });
    expect((await deposit(token, { channel: 'NOPE', amount: '100.00' })).json()).toMatchObject({
      code: 'CHANNEL_UNAVAILABLE',
    });
    const trial = await createAccount(db());
    const trialToken = await playerToken(harness.app, trial);
    await db().update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    expect((await deposit(trialToken, { channel: 'BANK', amount: '100.00' })).json().code).toBe(
      'AUTH_TRIAL_ACCOUNT',
    );
    expect(
      (
        await harness.app.inject({ url: '/wps/relay/CSH_depositRecords', headers: { authorization: token } })
      ).json().value.total,
    ).toBe(0);
  });

  it('answers a double submit with the first deposit', async () => {
    const { token } = await player();
    const body = { channel: 'BANK', amount: '150.00', idempotencyKey: newKey() };
    const results = await Promise.all([deposit(token, body), deposit(token, body), deposit(token, body)]);
    expect(new Set(results.map((response) => response.json().value.deposit.id)).size).toBe(1);
    expect((await deposit(token, { ...body, amount: '151.00' })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await deposit(token, { ...body, channel: 'USDT' })).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('credits a gateway deposit on its signed callback, once however often it comes', async () => {
    const { token } = await player();
    const created = (await deposit(token, { channel: 'ONLINE', amount: '88.80' })).json().value.deposit;
    expect(created.paymentUrl).toBe(`http://gateway.test/gateway/pay/${created.orderNo}`);
    expect(gateway.lastCallback).toBe('http://platform.test/wps/cashier/gateway/callback');
    const order = gateway.orders.get(created.orderNo)!;
    const results = await Promise.all([
      callback(paidCallback(order)),
      callback(paidCallback(order)),
      reviewDeposit({ depositId: created.id, decision: 'confirm' }),
    ]);
    expect(results[0]!.json().value).toEqual({ orderId: created.orderNo, status: 'confirmed' });
    expect(await balance(token)).toBe('88.80');
    const record = (
      await harness.app.inject({ url: '/wps/relay/CSH_depositRecords', headers: { authorization: token } })
    ).json().value;
    expect(record.rows[0]).toMatchObject({ orderNo: created.orderNo, status: 'confirmed', paymentUrl: null });
    expect(await findDrift(db())).toEqual(noDrift);
  });

  it("credits a signed callback while the site is in maintenance or from a blocked region's address", async () => {
    const setMaintenance = async (maintenance: boolean) => {
      await db().update(merchants).set({ maintenance }).where(eq(merchants.code, 'DEMO'));
      harness.app.context.directory.invalidate();
    };
    const { token } = await player();
    const paidWhile = async (closed: boolean, remoteAddress?: string) => {
      const created = (await deposit(token, { channel: 'ONLINE', amount: '10.00' })).json().value.deposit;
      await setMaintenance(closed);
      try {
        const heard = await callback(paidCallback(gateway.orders.get(created.orderNo)!), { remoteAddress });
        expect(heard.statusCode).toBe(200);
        expect(heard.json().value).toEqual({ orderId: created.orderNo, status: 'confirmed' });
      } finally {
        await setMaintenance(false);
      }
    };
    // the site's rules keep players out, not the payment a player already made
    await paidWhile(true);
    await paidWhile(false, blockedRegionAddress);
    expect(await balance(token)).toBe('20.00');
    expect(await findDrift(db())).toEqual(noDrift);
  });

  it("shows today's deposits from the merchant's midnight (Asia/Shanghai), not the last 24 hours", async () => {
    const { token } = await player();
    const made = async () =>
      (await deposit(token, { channel: 'BANK', amount: '100.00' })).json().value.deposit;
    const [yesterday, today] = [await made(), await made()];
    // a minute before this Shanghai day began: yesterday evening there, though under 24 hours ago
    const lastNight = new Date(periodOf('day', new Date(), 'Asia/Shanghai').start.getTime() - 60_000);
    await db().update(deposits).set({ createdAt: lastNight }).where(eq(deposits.id, yesterday.id));
    const records = async (days: number) =>
      (
        await harness.app.inject({
          url: `/wps/relay/CSH_depositRecords?days=${days}`,
          headers: { authorization: token },
        })
      )
        .json()
        .value.rows.map((row: { orderNo: string }) => row.orderNo);
    expect(await records(1)).toEqual([today.orderNo]);
    expect(await records(7)).toEqual([today.orderNo, yesterday.orderNo]);
  });

  it("never answers or audits a cashier's rejection as done when the gateway's payment won the race", async () => {
    for (let round = 0; round < 6; round += 1) {
      const { account, token } = await player();
      const created = (await deposit(token, { channel: 'ONLINE', amount: '12.00' })).json().value.deposit;
      const order = gateway.orders.get(created.orderNo)!;
      const [heard, rejected] = await Promise.all([
        callback(paidCallback(order)),
        reviewDeposit({ depositId: created.id, decision: 'reject' }),
      ]);
      const rejections = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.memberId, account.id), eq(auditLog.action, 'deposit_reject')));
      if (heard.json().value.status === 'confirmed') {
        expect(rejected.json().code).toBe('DEPOSIT_STATE');
        expect(rejections).toEqual([]);
        expect(await balance(token)).toBe('12.00');
      } else {
        expect(rejected.json().value.status).toBe('rejected');
        expect(rejections).toHaveLength(1);
        expect(await balance(token)).toBe('0.00');
      }
    }
  });

  it('refuses unsigned, forged, stale and mismatched callbacks, crediting nothing', async () => {
    const { token } = await player();
    const created = (await deposit(token, { channel: 'ONLINE', amount: '50.00' })).json().value.deposit;
    const order = gateway.orders.get(created.orderNo)!;
    expect((await callback(paidCallback(order), { secret: 'someone-else-secret' })).statusCode).toBe(401);
    expect(
      (await callback(paidCallback(order), { timestamp: String(Date.now() - 3_600_000) })).statusCode,
    ).toBe(401);
    const unsigned = await harness.app.inject({
      method: 'POST',
      url: '/wps/cashier/gateway/callback',
      payload: paidCallback(order),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await callback({ orderId: order.orderId })).json().message).toContain('body.status');
    expect(await balance(token)).toBe('0.00');
    expect(await statusOf(created.id)).toBe('pending');
  });

  it('refuses a paid callback for another amount or currency than the order, and audits it', async () => {
    const { account, token } = await player();
    const created = (await deposit(token, { channel: 'ONLINE', amount: '50.00' })).json().value.deposit;
    const order = gateway.orders.get(created.orderNo)!;
    for (const wrong of [
      { amount: '5000.00' },
      { amount: '49.99' },
      { currency: 'USD' },
      { amount: '5e1' },
    ]) {
      const response = await callback({ ...paidCallback(order), ...wrong });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(409);
      expect(response.json().code).toBe('GATEWAY_AMOUNT_MISMATCH');
    }
    expect(await balance(token)).toBe('0.00');
    expect(await statusOf(created.id)).toBe('pending');
    const refusals = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, account.id), eq(auditLog.action, 'gateway_result_refused')));
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatchObject({
      success: false,
      detail: { orderNo: created.orderNo, reason: 'GATEWAY_AMOUNT_MISMATCH', via: 'callback' },
    });
  });

  it('refuses a signed gateway callback naming a bank or crypto deposit: only staff settle those', async () => {
    const { account, token } = await player();
    const bank = (await deposit(token, { channel: 'BANK', amount: '400.00' })).json().value.deposit;
    const crypto = (
      await deposit(token, { channel: 'USDT', amount: '300.00', payerReference: '0xabc' })
    ).json().value.deposit;
    for (const target of [bank, crypto]) {
      const body = { orderId: target.orderNo, amount: target.amount, currency: 'CNY' };
      for (const status of ['paid', 'cancelled']) {
        const response = await callback({ ...body, status, gatewayReference: 'GW-FORGED' });
        expect(response.statusCode, `${target.channel} ${status}`).toBe(409);
        expect(response.json().code).toBe('GATEWAY_CHANNEL_MISMATCH');
      }
      expect(await statusOf(target.id)).toBe('pending');
    }
    expect(await balance(token)).toBe('0.00');
    const refusals = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, account.id), eq(auditLog.action, 'gateway_result_refused')));
    expect(refusals).toHaveLength(4);
    expect(refusals.map((row) => row.detail.reason)).toEqual(Array(4).fill('GATEWAY_CHANNEL_MISMATCH'));
    // staff can still confirm the real transfer afterwards
    expect((await reviewDeposit({ depositId: bank.id, decision: 'confirm' })).json().value.status).toBe(
      'confirmed',
    );
    expect(await balance(token)).toBe('400.00');
  });

  it('closes a deposit the player cancelled on the gateway', async () => {
    const { token } = await player();
    const created = (await deposit(token, { channel: 'ONLINE', amount: '20.00' })).json().value.deposit;
    const order = gateway.orders.get(created.orderNo)!;
    await callback({ ...paidCallback(order), status: 'cancelled', gatewayReference: null });
    expect(await statusOf(created.id)).toBe('cancelled');
    expect(await balance(token)).toBe('0.00');
  });

  it('says so when the gateway does not answer, and leaves no open deposit', async () => {
    const { token } = await player();
    gateway.down = true;
    try {
      const response = await deposit(token, { channel: 'ONLINE', amount: '20.00' });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('GATEWAY_UNAVAILABLE');
    } finally {
      gateway.down = false;
    }
    const rows = (
      await harness.app.inject({ url: '/wps/relay/CSH_depositRecords', headers: { authorization: token } })
    ).json().value.rows;
    expect(rows[0].status).toBe('cancelled');
  });

  it('asks the gateway about deposits whose callback never came', async () => {
    const { token } = await player();
    const paid = (await deposit(token, { channel: 'ONLINE', amount: '30.00' })).json().value.deposit;
    const open = (await deposit(token, { channel: 'ONLINE', amount: '40.00' })).json().value.deposit;
    gateway.orders.set(paid.orderNo, {
      ...gateway.orders.get(paid.orderNo)!,
      status: 'paid',
      gatewayReference: 'GW-LATE',
    });
    const log = { warn: () => undefined, error: () => undefined };
    const deps = { db: db(), ledger: createLedger(db()), events: createEventBus(db()), gateway, log };
    expect(await reconcileGatewayDeposits(deps, new Date())).toBe(0);
    await reconcileGatewayDeposits(deps, new Date(Date.now() + gatewayGraceMs + 60_000));
    expect(await balance(token)).toBe('30.00');
    expect((await db().select().from(deposits).where(eq(deposits.id, open.id)))[0]!.status).toBe('pending');
  });

  it('keeps each player to their own deposit records', async () => {
    const first = await player();
    const second = await player();
    await deposit(first.token, { channel: 'BANK', amount: '100.00' });
    const records = (
      await harness.app.inject({
        url: '/wps/relay/CSH_depositRecords?days=30',
        headers: { authorization: second.token },
      })
    ).json().value;
    expect(records).toMatchObject({ rows: [], total: 0 });
  });
});

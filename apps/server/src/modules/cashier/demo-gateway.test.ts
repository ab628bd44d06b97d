import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../../../demo-vendor/src/app.ts';
import { loadVendorConfig } from '../../../../demo-vendor/src/config.ts';
import { createAccount } from '../../../test/accounts.ts';
import { newKey, playerToken } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { findDrift } from '../wallet/ledger-store.ts';
import { demoPaymentGateway } from './payment-gateway.ts';

const secret = 'gateway-secret-for-tests';

/** A port nobody uses right now, so the platform can tell the gateway where to call back. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('deposits through the real demo payment gateway', () => {
  let gatewayUrl = '';
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let vendor: Awaited<ReturnType<typeof buildVendorApp>>;

  beforeAll(async () => {
    const vendorPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${vendorPort}`;
    vendor = await buildVendorApp(
      loadVendorConfig({ LOG_LEVEL: 'silent', GATEWAY_SECRET: secret, GATEWAY_PUBLIC_URL: gatewayUrl }),
    );
    await vendor.listen({ port: vendorPort, host: '127.0.0.1' });
    const platformPort = await freePort();
    harness = await createTestApp({
      config: {
        DEMO_GATEWAY_URL: gatewayUrl,
        DEMO_GATEWAY_SECRET: secret,
        PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
      },
    });
    await harness.app.listen({ port: platformPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await harness.close();
    await vendor.close();
  });

  const startDeposit = async (token: string, amount: string) =>
    (
      await harness.app.inject({
        method: 'POST',
        url: '/wps/relay/CSH_deposit',
        headers: { authorization: token, origin: 'http://site.test' },
        payload: { channel: 'ONLINE', amount, idempotencyKey: newKey() },
      })
    ).json().value.deposit;
  const balance = async (token: string) =>
    (await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json()
      .value.sumBalance;
  const submitPage = (paymentUrl: string, action: 'pay' | 'cancel') =>
    fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });

  it('pays on the gateway page, which calls back signed and credits the player once', async () => {
    const token = await playerToken(harness.app, await createAccount(harness.database.db));
    const deposit = await startDeposit(token, '123.45');
    expect(deposit.paymentUrl).toBe(`${gatewayUrl}/gateway/pay/${deposit.orderNo}`);
    const page = await fetch(deposit.paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('123.45');

    const paid = await submitPage(deposit.paymentUrl, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    // the Origin header the player sent is ignored: return pages use the merchant's own address
    expect(back.origin).toBe('http://localhost:8080');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      mc: 'depositv2',
      order: deposit.orderNo,
      status: 'paid',
    });
    expect(await balance(token)).toBe('123.45');

    // a second press of the button, or a replayed callback, credits nothing more
    await submitPage(deposit.paymentUrl, 'pay');
    expect(await balance(token)).toBe('123.45');
    expect(await findDrift(harness.database.db)).toEqual({
      unbalancedCurrencies: [],
      mismatchedAccounts: [],
    });
  });

  it('closes the deposit when the player cancels on the gateway', async () => {
    const token = await playerToken(harness.app, await createAccount(harness.database.db));
    const deposit = await startDeposit(token, '50.00');
    expect((await submitPage(deposit.paymentUrl, 'cancel')).status).toBe(303);
    const records = (
      await harness.app.inject({ url: '/wps/relay/CSH_depositRecords', headers: { authorization: token } })
    ).json().value;
    expect(records.rows[0]).toMatchObject({ orderNo: deposit.orderNo, status: 'cancelled' });
    expect(await balance(token)).toBe('0.00');
  });

  it('answers the reconciliation with the order as the gateway knows it', async () => {
    const token = await playerToken(harness.app, await createAccount(harness.database.db));
    const deposit = await startDeposit(token, '10.00');
    const gateway = demoPaymentGateway({ baseUrl: gatewayUrl, secret });
    expect(await gateway.orderStatus(deposit.orderNo)).toMatchObject({
      orderId: deposit.orderNo,
      status: 'created',
      amount: '10.00',
    });
    expect(await gateway.orderStatus('NOSUCHORDER123')).toBe('missing');
    expect(
      await demoPaymentGateway({ baseUrl: gatewayUrl, secret: 'wrong-secret-000000' }).orderStatus(
        deposit.orderNo,
      ),
    ).toBeNull();
  });
});

import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayCallbackBody, gatewayPaths } from '@croupier/contract/payment-gateway';
import { signedHeaders, signedTarget, verifySignature } from '@croupier/contract/vendor-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';

const secret = 'gateway-test-secret-123';

/** A stand-in platform that records callbacks; `failFirst` answers 500 to that many calls first. */
const platform = async () => {
  const received: { body: string; valid: boolean }[] = [];
  let failFirst = 0;
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const valid = verifySignature(
      secret,
      String(request.headers['x-timestamp']),
      String(request.headers['x-signature']),
      signedTarget(String(request.method), String(request.url)),
      body,
    );
    received.push({ body, valid });
    response.statusCode = failFirst-- > 0 ? 500 : 200;
    response.end('{"success":true,"value":null,"message":""}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    failNext: (count: number) => {
      failFirst = count;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

describe('demo payment gateway', () => {
  let site: Awaited<ReturnType<typeof platform>>;
  let dataFile: string;
  const build = () =>
    buildVendorApp(
      loadVendorConfig({
        LOG_LEVEL: 'silent',
        GATEWAY_SECRET: secret,
        GATEWAY_PUBLIC_URL: 'http://pay.test',
        GATEWAY_DATA_FILE: dataFile,
        GATEWAY_RETRY_SECONDS: '0,0',
      }),
    );
  let app: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = await platform();
    dataFile = join(mkdtempSync(join(tmpdir(), 'gateway-')), 'orders.json');
    app = await build();
  });
  afterAll(async () => {
    await app.close();
    await site.close();
  });

  const call = (path: string, body: unknown, key = secret) => {
    const raw = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...signedHeaders(key, path, raw) },
      payload: raw,
    });
  };
  let counter = 0;
  const order = (overrides: Record<string, unknown> = {}) => ({
    orderId: `ORDER${Date.now()}${counter++}`,
    amount: '88.80',
    currency: 'CNY',
    description: 'Croupier deposit',
    callbackUrl: site.url,
    returnUrl: 'http://site.test/?mc=depositv2',
    ...overrides,
  });
  const press = (orderId: string, action: string) =>
    app.inject({
      method: 'POST',
      url: gatewayPaths.payPage(orderId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });

  it('opens an order for a signed call and answers its payment page URL', async () => {
    const body = order();
    const response = await call(gatewayPaths.createOrder, body);
    expect(response.json()).toEqual({
      success: true,
      message: '',
      value: {
        orderId: body.orderId,
        status: 'created',
        amount: '88.80',
        currency: 'CNY',
        gatewayReference: null,
        paymentUrl: `http://pay.test/gateway/pay/${body.orderId}`,
      },
    });
    expect((await call(gatewayPaths.createOrder, body)).json().value.orderId).toBe(body.orderId);
    const conflict = await call(gatewayPaths.createOrder, { ...body, amount: '88.81' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('ORDER_CONFLICT');
  });

  it('refuses unsigned calls and names the bad field', async () => {
    expect((await call(gatewayPaths.createOrder, order(), 'another-secret-00000')).statusCode).toBe(401);
    const bad = await call(gatewayPaths.createOrder, order({ amount: '-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.amount');
    expect((await call(gatewayPaths.orderStatus, { orderId: 'NOSUCHORDER' })).json().code).toBe(
      'ORDER_NOT_FOUND',
    );
  });

  it('shows the payment page with the amount and escapes what the merchant wrote', async () => {
    const body = order({ description: '<script>alert(1)</script>', amount: '12345.6' });
    await call(gatewayPaths.createOrder, body);
    const page = await app.inject(gatewayPaths.payPage(body.orderId));
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://site.test");
    expect(page.body).toContain('12,345.60 CNY');
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toMatch(/value="pay"[^>]*>Pay</);
    expect((await app.inject(gatewayPaths.payPage('NOSUCHORDER'))).statusCode).toBe(404);
  });

  it('finds no order under a name every object has, on the page or when it is paid', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect((await app.inject(gatewayPaths.payPage(name))).statusCode, name).toBe(404);
      const paid = await app.inject({
        method: 'POST',
        url: gatewayPaths.payPage(name),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(paid.statusCode, name).toBe(404);
    }
  });

  it('pays once, calls back signed and sends the player back', async () => {
    const body = order();
    await call(gatewayPaths.createOrder, body);
    const before = site.received.length;
    const paid = await press(body.orderId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://site.test/?mc=depositv2&order=${body.orderId}&status=paid`);
    const callback = site.received.at(-1)!;
    expect(site.received.length).toBe(before + 1);
    expect(callback.valid).toBe(true);
    expect(gatewayCallbackBody.parse(JSON.parse(callback.body))).toMatchObject({
      orderId: body.orderId,
      status: 'paid',
      amount: '88.80',
      gatewayReference: expect.stringMatching(/^DG/),
    });
    await press(body.orderId, 'pay');
    expect(site.received.length).toBe(before + 1);
    expect((await press(body.orderId, 'cancel')).statusCode).toBe(409);
    expect((await call(gatewayPaths.orderStatus, { orderId: body.orderId })).json().value.status).toBe(
      'paid',
    );
  });

  it('reports a cancelled payment the same way', async () => {
    const body = order();
    await call(gatewayPaths.createOrder, body);
    const cancelled = await press(body.orderId, 'cancel');
    expect(cancelled.headers.location).toContain('status=cancelled');
    expect(JSON.parse(site.received.at(-1)!.body)).toMatchObject({
      orderId: body.orderId,
      status: 'cancelled',
    });
  });

  it('retries a callback the platform did not take', async () => {
    const body = order();
    await call(gatewayPaths.createOrder, body);
    site.failNext(1);
    const before = site.received.length;
    await press(body.orderId, 'pay');
    await expect.poll(() => site.received.length).toBe(before + 2);
    await expect
      .poll(async () => (await call(gatewayPaths.orderStatus, { orderId: body.orderId })).json().value.status)
      .toBe('paid');
  });

  it('keeps its orders across a restart', async () => {
    const body = order();
    await call(gatewayPaths.createOrder, body);
    await app.close();
    app = await build();
    expect((await call(gatewayPaths.orderStatus, { orderId: body.orderId })).json().value).toMatchObject({
      orderId: body.orderId,
      status: 'created',
    });
  });
});

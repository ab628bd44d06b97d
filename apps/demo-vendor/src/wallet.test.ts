import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';

const secret = 'a-test-secret-for-the-vendor';
const dir = mkdtempSync(join(tmpdir(), 'vendor-'));
const file = join(dir, 'wallets.json');
const makeApp = () =>
  buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent', VENDOR_SECRET: secret, VENDOR_DATA_FILE: file }));

const call = async (app: Awaited<ReturnType<typeof makeApp>>, url: string, body: object, sign = secret) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: { 'content-type': 'application/json', ...signedHeaders(sign, url, raw) },
  });
};
const transfer = (
  app: Awaited<ReturnType<typeof makeApp>>,
  transferId: string,
  direction: string,
  amount: string,
) => call(app, '/api/wallet/transfer', { transferId, player: 'p1', direction, amount, currency: 'CNY' });

describe('demo vendor transfer wallet', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes deposits and withdrawals, and answers a repeated transfer id with its first outcome', async () => {
    const app = await makeApp();
    expect((await transfer(app, 'transfer-0001', 'deposit', '50.00')).json().value).toMatchObject({
      status: 'ok',
      balance: '50.00',
    });
    expect((await transfer(app, 'transfer-0001', 'deposit', '50.00')).json().value.balance).toBe('50.00');
    expect((await transfer(app, 'transfer-0002', 'withdraw', '20.00')).json().value).toMatchObject({
      status: 'ok',
      balance: '30.00',
    });
    await app.close();
  });

  it('refuses a withdrawal above the balance and remembers it', async () => {
    const app = await makeApp();
    const refused = (await transfer(app, 'transfer-0003', 'withdraw', '99.00')).json().value;
    expect(refused).toMatchObject({ status: 'failed', reason: 'INSUFFICIENT_BALANCE', balance: '30.00' });
    expect(
      (await call(app, '/api/wallet/transfer-status', { transferId: 'transfer-0003' })).json().value.status,
    ).toBe('failed');
    await app.close();
  });

  it('keeps wallets and transfer ids across a restart', async () => {
    const app = await makeApp();
    expect(
      (await call(app, '/api/wallet/balance', { player: 'p1', currency: 'CNY' })).json().value.balance,
    ).toBe('30.00');
    expect(
      (await call(app, '/api/wallet/transfer-status', { transferId: 'transfer-0001' })).json().value.status,
    ).toBe('ok');
    expect(
      (await call(app, '/api/wallet/transfer-status', { transferId: 'never-seen-1' })).json().value.status,
    ).toBe('unknown');
    await app.close();
  });

  it('applies test play inside the wallet: a win adds, a loss takes, a repeated round id answers the same', async () => {
    const app = await makeApp();
    const play = (roundId: string, result: string, amount: string, sign = secret) =>
      call(app, '/api/wallet/play', { roundId, player: 'p2', result, amount, currency: 'CNY' }, sign);
    expect((await play('round-0001', 'win', '12.50')).json().value).toMatchObject({
      status: 'ok',
      balance: '12.50',
    });
    expect((await play('round-0001', 'win', '12.50')).json().value.balance).toBe('12.50');
    expect((await play('round-0002', 'loss', '2.50')).json().value.balance).toBe('10.00');
    expect((await play('round-0003', 'loss', '10.01')).json().value).toMatchObject({
      status: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
      balance: '10.00',
    });
    expect((await play('round-0004', 'win', '1.00', 'another-secret-entirely')).statusCode).toBe(401);
    expect((await play('round-0005', 'win', '-1')).json().message).toContain('body.amount');
    await app.close();
  });

  it('refuses unsigned, wrongly signed and malformed calls', async () => {
    const app = await makeApp();
    expect(
      (await call(app, '/api/wallet/balance', { player: 'p1', currency: 'CNY' }, 'another-secret-entirely'))
        .statusCode,
    ).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/wallet/balance',
      payload: { player: 'p1', currency: 'CNY' },
    });
    expect(unsigned.statusCode).toBe(401);
    const bad = await call(app, '/api/wallet/transfer', {
      transferId: 'x',
      player: 'p1',
      direction: 'steal',
      amount: '1',
      currency: 'CNY',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.direction');
    await app.close();
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../../../demo-vendor/src/app.ts';
import { loadVendorConfig } from '../../../../demo-vendor/src/config.ts';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { merchantFlags } from '../../db/schema.ts';
import { demoVendorAdapter } from '../vendors/demo-vendor-adapter.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { createLedger } from './ledger.ts';
import { findDrift } from './ledger-store.ts';
import { reconcileVendorTransfers } from './vendor-transfer.ts';

const secret = 'a-shared-secret-for-tests';

describe('transfers between main and vendor wallets', () => {
  const vendor = buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent', VENDOR_SECRET: secret }));
  let live: VendorAdapter;
  /** the vendor processes the call, but its answer is lost on the way back */
  let answerLost: VendorAdapter;
  const down = demoVendorAdapter({ baseUrl: 'http://127.0.0.1:9', secret, timeoutMs: 500 });
  let current: VendorAdapter;
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    const url = await (await vendor).listen({ port: 0, host: '127.0.0.1' });
    live = demoVendorAdapter({ baseUrl: url, secret });
    answerLost = {
      ...live,
      transfer: async (input) => {
        await live.transfer(input);
        return 'unknown';
      },
    };
    current = live;
    const switching: VendorAdapter = {
      code: 'DEMO',
      walletMode: 'transfer',
      transfer: (input) => current.transfer(input),
      transferStatus: (id) => current.transferStatus(id),
      balance: (player, currency) => current.balance(player, currency),
    };
    harness = await createTestApp({ vendors: new Map([['DEMO', switching]]) });
  });
  afterAll(async () => {
    await harness.close();
    await (await vendor).close();
  });

  const key = () => randomBytes(8).toString('hex');
  const funded = async (amount: bigint) => {
    const account = await createAccount(harness.database.db);
    await createLedger(harness.database.db).post({
      merchantId: account.merchantId,
      currency: 'CNY',
      idempotencyKey: `fund-${key()}`,
      legs: [
        {
          from: { kind: 'channel', code: 'BANK' },
          to: { kind: 'member_main', memberId: account.id },
          amount,
          kind: 'deposit',
        },
      ],
    });
    const ip = nextIp();
    const token = (
      await loginCall(harness.app, { username: account.username, password: account.password }, ip)
    ).json().value.token;
    return { account, token, ip };
  };
  const move = (who: { token: string; ip: string }, body: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: who.token },
      remoteAddress: who.ip,
      payload: { vendor: 'DEMO', idempotencyKey: key(), ...body },
    });
  const wallets = async (who: { token: string }) => {
    const { value } = (
      await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: who.token } })
    ).json();
    const row = (name: string) =>
      value.wallets.find((wallet: { name: string }) => wallet.name === name)?.availBalance ?? '0.00';
    return { sum: value.sumBalance, main: row('main'), vendor: row('DEMO') };
  };
  const later = () => new Date(Date.now() + 5 * 60_000);
  const reconcile = () =>
    reconcileVendorTransfers(
      {
        db: harness.database.db,
        ledger: createLedger(harness.database.db),
        vendors: new Map([['DEMO', current]]),
      },
      async (id) => ({ id, currency: 'CNY' }),
      later(),
    );

  it('moves money to the vendor and back, with the vendor agreeing', async () => {
    current = live;
    const who = await funded(10_000n);
    expect((await move(who, { direction: 'in', amount: '40.00' })).json().value).toMatchObject({
      status: 'done',
      replayed: false,
    });
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '60.00', vendor: '40.00' });
    expect((await move(who, { direction: 'out', amount: '15.00' })).json().value.status).toBe('done');
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '75.00', vendor: '25.00' });
    expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('25.00');
    const record = await harness.app.inject({
      url: '/wps/relay/GCS_transactionHistory?kind=vendor_transfer_in',
      headers: { authorization: who.token },
    });
    const sides = record
      .json()
      .value.rows.map((row: { wallet: string; amount: string }) => `${row.wallet} ${row.amount}`);
    expect(sides.sort()).toEqual(['DEMO 40.00', 'main -40.00']);
  });

  it('replays a repeated request instead of moving twice', async () => {
    current = live;
    const who = await funded(10_000n);
    const idempotencyKey = key();
    await move(who, { direction: 'in', amount: '10.00', idempotencyKey });
    const again = await move(who, { direction: 'in', amount: '10.00', idempotencyKey });
    expect(again.json().value).toMatchObject({ status: 'done', replayed: true });
    expect((await wallets(who)).main).toBe('90.00');
  });

  it('refuses to take out more than the vendor wallet holds, changing nothing', async () => {
    current = live;
    const who = await funded(10_000n);
    const response = await move(who, { direction: 'out', amount: '1.00' });
    expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
  });

  it('refuses an unknown vendor and bad amounts naming the field', async () => {
    const who = await funded(100n);
    expect((await move(who, { vendor: 'NOPE', direction: 'in', amount: '1.00' })).json().code).toBe(
      'VENDOR_UNKNOWN',
    );
    const bad = await move(who, { direction: 'in', amount: '-3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.amount');
  });

  it('holds the money while the vendor is silent, and gives it back once the vendor says it never arrived', async () => {
    current = down;
    const who = await funded(10_000n);
    expect((await move(who, { direction: 'in', amount: '30.00' })).json().value.status).toBe('pending');
    expect((await wallets(who)).main).toBe('70.00');
    expect(await reconcile()).toBe(0);
    current = live;
    expect(await reconcile()).toBe(1);
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
  });

  it('completes a transfer whose answer was lost once the vendor confirms it', async () => {
    current = answerLost;
    const who = await funded(10_000n);
    expect((await move(who, { direction: 'in', amount: '12.00' })).json().value.status).toBe('pending');
    current = live;
    expect(await reconcile()).toBe(1);
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '88.00', vendor: '12.00' });
    expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('12.00');
  });

  it('recalls every vendor wallet to main in one call', async () => {
    current = live;
    const who = await funded(10_000n);
    await move(who, { direction: 'in', amount: '33.33' });
    const recall = await harness.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_recallAll',
      headers: { authorization: who.token },
      remoteAddress: who.ip,
      payload: { idempotencyKey: key() },
    });
    expect(recall.json().value.results).toEqual([{ vendor: 'DEMO', amount: '33.33', status: 'done' }]);
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
  });

  it('reports a site with separate vendor wallets as not single', async () => {
    const who = await funded(100n);
    const mode = await harness.app.inject({
      url: '/wps/relay/GCS_merchantWallet',
      headers: { authorization: who.token },
    });
    expect(mode.json().value).toEqual({ isSingle: false });
  });

  it('on a single-wallet site reports it and refuses transfers', async () => {
    const single = await createTestApp({ vendors: new Map([['DEMO', live]]) });
    try {
      // set before the first request, so the merchant settings are read with it
      await single.database.db
        .update(merchantFlags)
        .set({ enabled: '1' })
        .where(eq(merchantFlags.key, 'SINGLEWALLET3'));
      const token = (
        await loginCall(single.app, { username: 'demo02', password: 'Demo1234' }, nextIp())
      ).json().value.token;
      const headers = { authorization: token };
      expect(
        (await single.app.inject({ url: '/wps/relay/GCS_merchantWallet', headers })).json().value,
      ).toEqual({ isSingle: true });
      const refused = await single.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers,
        payload: { vendor: 'DEMO', direction: 'in', amount: '1.00', idempotencyKey: key() },
      });
      expect(refused.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await single.close();
    }
  });

  it('never overdraws the main wallet under concurrent transfers', async () => {
    current = live;
    const who = await funded(10_000n);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => move(who, { direction: 'in', amount: '20.00' })),
    );
    const done = responses.filter((response) => response.json().value?.status === 'done');
    expect(done).toHaveLength(5);
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '0.00', vendor: '100.00' });
    expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('100.00');
    expect(await findDrift(harness.database.db)).toEqual({
      unbalancedCurrencies: [],
      mismatchedAccounts: [],
    });
  });
});

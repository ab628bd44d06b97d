import { randomBytes } from 'node:crypto';
import { vendorPaths } from '@croupier/contract/vendor-transfer-wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../../../demo-vendor/src/app.ts';
import { loadVendorConfig } from '../../../../demo-vendor/src/config.ts';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { adminSession } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { merchantFlags, vendorTransfers } from '../../db/schema.ts';
import { reconcileVendorTransfersJob } from '../../jobs/reconcile-vendor-transfers.ts';
import { signedPost } from '../../lib/signed-post.ts';
import { demoVendorAdapter } from '../vendors/demo-vendor-adapter.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { createLedger } from './ledger.ts';
import { findDrift } from './ledger-store.ts';
import { walletTransfer } from './vendor-transfer.ts';
import { reconcileVendorTransfers } from './vendor-transfer-reconcile.ts';
import { findVendorTransfer, setVendorTransferStatus } from './vendor-transfer-store.ts';

const secret = 'a-shared-secret-for-tests';

describe('transfers between main and vendor wallets', () => {
  const vendor = buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent', VENDOR_SECRET: secret }));
  let vendorUrl: string;
  let live: VendorAdapter;
  /** the vendor processes the call, but its answer is lost on the way back */
  let answerLost: VendorAdapter;
  const down = demoVendorAdapter({ baseUrl: 'http://127.0.0.1:9', secret, timeoutMs: 500 });
  let current: VendorAdapter;
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    vendorUrl = await (await vendor).listen({ port: 0, host: '127.0.0.1' });
    live = demoVendorAdapter({ baseUrl: vendorUrl, secret });
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
      secret: 'switching-vendor-secret',
      launch: (input) => current.launch(input),
      betFeed: (after, limit) => current.betFeed(after, limit),
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
  const reconcile = async (adapter: VendorAdapter = current) =>
    reconcileVendorTransfers(
      {
        db: harness.database.db,
        ledger: createLedger(harness.database.db),
        events: harness.app.context.events,
        vendors: new Map([['DEMO', adapter]]),
      },
      async (id) => ({ id, code: 'DEMO', currency: 'CNY' }),
      later(),
    );
  /** a round played inside the vendor (its signed test-play call): the mirror goes stale as after real games */
  const play = async (who: { account: { id: number } }, result: 'win' | 'loss', amount: string) => {
    const answer = await signedPost({ baseUrl: vendorUrl, secret }, vendorPaths.play, {
      roundId: `round-${key()}`,
      player: `DEMO_${who.account.id}`,
      result,
      amount,
      currency: 'CNY',
    });
    expect(answer?.value?.status).toBe('ok');
  };

  it('moves money to the vendor and back, with the vendor agreeing', async () => {
    current = live;
    const who = await funded(10_000n);
    const told: string[] = [];
    const stop = harness.app.context.events.subscribe((event) => {
      if (event.memberId === who.account.id) told.push(String(event.payload.reason));
    });
    expect((await move(who, { direction: 'in', amount: '40.00' })).json().value).toMatchObject({
      status: 'done',
      replayed: false,
    });
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '60.00', vendor: '40.00' });
    expect((await move(who, { direction: 'out', amount: '15.00' })).json().value.status).toBe('done');
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '75.00', vendor: '25.00' });
    // each money move was announced after its commit (the feed of live balance pushes)
    stop();
    expect(told).toEqual(expect.arrayContaining(['vendor_transfer_in', 'vendor_transfer_out']));
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

  it("keeps a trial account's demo credit out of vendor wallets, moving nothing", async () => {
    current = live;
    const ip = nextIp();
    const trial = await harness.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: ip,
    });
    const who = { token: trial.json().value.token as string, ip };
    const before = await wallets(who);
    expect(before.main).not.toBe('0.00');
    const response = await move(who, { direction: 'in', amount: '10.00' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AUTH_TRIAL_ACCOUNT');
    expect(await wallets(who)).toEqual(before);
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
    expect(await reconcile()).toMatchObject({ settled: 0, waiting: 1, failed: 0 });
    current = live;
    expect(await reconcile()).toMatchObject({ settled: 1, waiting: 0, failed: 0 });
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
  });

  it('completes a transfer whose answer was lost once the vendor confirms it', async () => {
    current = answerLost;
    const who = await funded(10_000n);
    expect((await move(who, { direction: 'in', amount: '12.00' })).json().value.status).toBe('pending');
    current = live;
    expect(await reconcile()).toMatchObject({ settled: 1, failed: 0 });
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

  it("keeps a recall's transfers apart from the player's own keys, however long the key sent", async () => {
    current = live;
    const who = await funded(10_000n);
    await move(who, { direction: 'in', amount: '20.00' });
    const long = 'k'.repeat(64);
    const recall = await harness.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_recallAll',
      headers: { authorization: who.token },
      remoteAddress: who.ip,
      payload: { idempotencyKey: long },
    });
    expect(recall.json().value.results).toEqual([{ vendor: 'DEMO', amount: '20.00', status: 'done' }]);
    // the vendor transfer the recall made does not own the key the player sent
    const own = await move(who, { direction: 'in', amount: '5.00', idempotencyKey: long });
    expect(own.json().value.status).toBe('done');
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '95.00', vendor: '5.00' });
  });

  it('gives back a hold the database committed though its answer was lost, and asks the vendor nothing', async () => {
    current = live;
    const who = await funded(10_000n);
    const db = harness.database.db;
    let lose = true;
    // the first transaction (the hold) commits, then its answer is lost on the way back
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          const result = await target.transaction(...args);
          if (lose) {
            lose = false;
            throw new Error('connection reset after COMMIT');
          }
          return result;
        };
      },
    });
    const merchant = (await harness.app.context.directory.byCode('DEMO'))!;
    const actor = { memberId: who.account.id, type: 0 } as Parameters<typeof walletTransfer>[2];
    const deps = {
      db: flaky,
      ledger: createLedger(db),
      events: harness.app.context.events,
      vendors: harness.app.context.vendors,
    };
    await expect(
      walletTransfer(deps, merchant, actor, {
        vendor: 'DEMO',
        direction: 'in',
        amount: '30.00',
        idempotencyKey: key(),
      }),
    ).rejects.toThrow('connection reset after COMMIT');
    expect(await wallets(who)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
    expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('0.00');
    expect(await findDrift(db)).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });
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
  describe("the vendor's wallet is the truth", () => {
    const blind = () => ({ ...live, balance: async () => null });
    const history = async (who: { token: string }, kind: string) =>
      (
        await harness.app.inject({
          url: `/wps/relay/GCS_transactionHistory?kind=${kind}`,
          headers: { authorization: who.token },
        })
      )
        .json()
        .value.rows.map((row: { wallet: string; amount: string }) => `${row.wallet} ${row.amount}`);
    const staffList = async (token: string) =>
      harness.app.inject({ url: '/wps/admin/wallet/vendor-transfers', headers: { authorization: token } });
    const noDrift = async () =>
      expect(await findDrift(harness.database.db)).toEqual({
        unbalancedCurrencies: [],
        mismatchedAccounts: [],
      });

    it('lets a player who won inside the vendor take the winnings out', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '40.00' });
      await play(who, 'win', '25.00');
      expect(await wallets(who)).toEqual({ sum: '125.00', main: '60.00', vendor: '65.00' });
      const out = await move(who, { direction: 'out', amount: '65.00' });
      expect(out.json().value?.status).toBe('done');
      expect(await wallets(who)).toEqual({ sum: '125.00', main: '125.00', vendor: '0.00' });
      expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('0.00');
      expect(await history(who, 'vendor_game_result')).toEqual(['DEMO 25.00']);
      await noDrift();
    });

    it('refuses to move phantom balance after a loss inside the vendor, changing nothing', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '40.00' });
      await play(who, 'loss', '30.00');
      const refused = await move(who, { direction: 'out', amount: '40.00' });
      expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
      expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('10.00');
      expect(await wallets(who)).toEqual({ sum: '70.00', main: '60.00', vendor: '10.00' });
      expect((await move(who, { direction: 'out', amount: '10.00' })).json().value.status).toBe('done');
      expect(await wallets(who)).toEqual({ sum: '70.00', main: '70.00', vendor: '0.00' });
      expect(await history(who, 'vendor_game_result')).toEqual(['DEMO -30.00']);
      await noDrift();
    });

    it('records a win inside the vendor once, however many balance reads race', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '10.00' });
      await play(who, 'win', '5.00');
      const reads = await Promise.all(Array.from({ length: 6 }, () => wallets(who)));
      expect(reads.at(-1)).toEqual({ sum: '105.00', main: '90.00', vendor: '15.00' });
      expect(await history(who, 'vendor_game_result')).toEqual(['DEMO 5.00']);
      await noDrift();
    });

    it('keeps a payout the ledger cannot settle open with its reason, shows it to staff, then reconciles it', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '40.00' });
      await play(who, 'win', '25.00');
      // the vendor cannot be asked for its figure: the mirror (40) is short of what it pays out (65)
      current = blind();
      const out = await move(who, { direction: 'out', amount: '65.00' });
      expect(out.json().value).toMatchObject({ status: 'pending' });
      expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('0.00');

      const support = await adminSession(harness.app, harness.database.db, 'support');
      const open = (await staffList(support)).json().value;
      expect(open).toContainEqual(
        expect.objectContaining({
          transferId: out.json().value.transferId,
          username: who.account.username,
          direction: 'out',
          amount: '65.00',
          status: 'confirmed',
          reason: 'MIRROR_SHORT',
        }),
      );

      current = live;
      expect(await reconcile()).toMatchObject({ settled: 1, waiting: 0, failed: 0 });
      expect(await wallets(who)).toEqual({ sum: '125.00', main: '125.00', vendor: '0.00' });
      const after = (await staffList(support)).json().value;
      expect(after.map((row: { transferId: string }) => row.transferId)).not.toContain(
        out.json().value.transferId,
      );
      await noDrift();
    });

    it('lets cashiers reconcile an open transfer now; support staff may only look', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '20.00' });
      await play(who, 'win', '10.00');
      current = blind();
      const out = (await move(who, { direction: 'out', amount: '30.00' })).json().value;
      expect(out.status).toBe('pending');
      const id = (await staffList(await adminSession(harness.app, harness.database.db, 'owner')))
        .json()
        .value.find((row: { transferId: string }) => row.transferId === out.transferId).id;
      current = live;
      const now = (token: string, body: unknown) =>
        harness.app.inject({
          method: 'POST',
          url: '/wps/admin/wallet/vendor-transfers/reconcile',
          headers: { authorization: token },
          payload: body as object,
        });
      const support = await adminSession(harness.app, harness.database.db, 'support');
      expect((await now(support, { id })).json().code).toBe('FORBIDDEN');
      const cashier = await adminSession(harness.app, harness.database.db, 'cashier');
      const bad = await now(cashier, { id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('body.id');
      expect((await now(cashier, { id: 987_654_321 })).json().code).toBe('NOT_FOUND');
      // within the job's grace the vendor may still be working on it: nothing is decided yet
      const early = await now(cashier, { id });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('VENDOR_TRANSFER_IN_FLIGHT');
      await harness.database.db
        .update(vendorTransfers)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(vendorTransfers.id, id));
      expect((await now(cashier, { id })).json().value).toMatchObject({ status: 'done', id });
      expect(await wallets(who)).toEqual({ sum: '110.00', main: '110.00', vendor: '0.00' });
      await noDrift();
    });

    it('reconciles each row on its own: one that throws does not keep the others waiting', async () => {
      current = down;
      const first = await funded(10_000n);
      const second = await funded(10_000n);
      const stuck = (await move(first, { direction: 'in', amount: '10.00' })).json().value;
      expect((await move(second, { direction: 'in', amount: '10.00' })).json().value.status).toBe('pending');
      current = live;
      const throwing: VendorAdapter = {
        ...live,
        transferStatus: async (transferId) => {
          if (transferId === stuck.transferId) throw new Error('the vendor answered garbage');
          return live.transferStatus(transferId);
        },
      };
      let report: Awaited<ReturnType<typeof reconcile>> | undefined;
      const job = reconcileVendorTransfersJob(
        {
          db: harness.database.db,
          ledger: createLedger(harness.database.db),
          events: harness.app.context.events,
          vendors: new Map([['DEMO', throwing]]),
        },
        (result) => {
          report = result;
        },
      );
      await expect(job.run(later())).rejects.toThrow(/1 of 2 vendor transfers could not be reconciled/);
      expect(report).toMatchObject({ checked: 2, settled: 1, failed: 1 });
      expect(await wallets(second)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
      expect((await wallets(first)).main).toBe('90.00');

      const owner = await adminSession(harness.app, harness.database.db, 'owner');
      expect((await staffList(owner)).json().value).toContainEqual(
        expect.objectContaining({ transferId: stuck.transferId, reason: 'RECONCILE_ERROR', attempts: 1 }),
      );
      expect(await reconcile()).toMatchObject({ settled: 1, failed: 0 });
      expect(await wallets(first)).toEqual({ sum: '100.00', main: '100.00', vendor: '0.00' });
      await noDrift();
    });

    it('never reopens a finished transfer, whoever handles it late', async () => {
      current = live;
      const who = await funded(10_000n);
      const idempotencyKey = key();
      await move(who, { direction: 'in', amount: '5.00', idempotencyKey });
      const row = (await findVendorTransfer(harness.database.db, who.account.id, idempotencyKey))!;
      expect(row.status).toBe('done');
      await setVendorTransferStatus(harness.database.db, row.id, 'confirmed', 'MIRROR_SHORT');
      expect((await findVendorTransfer(harness.database.db, who.account.id, idempotencyKey))!.status).toBe(
        'done',
      );
    });

    it('never pays out more than the vendor holds under concurrent transfers out', async () => {
      current = live;
      const who = await funded(10_000n);
      await move(who, { direction: 'in', amount: '100.00' });
      await play(who, 'win', '50.00');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => move(who, { direction: 'out', amount: '20.00' })),
      );
      const answers = responses.map((response) => response.json());
      const accepted = answers.filter((answer) => answer.success);
      expect(accepted).toHaveLength(7);
      expect(answers.filter((answer) => answer.code === 'INSUFFICIENT_BALANCE')).toHaveLength(3);
      await reconcile();
      expect(await live.balance(`DEMO_${who.account.id}`, 'CNY')).toBe('10.00');
      expect(await wallets(who)).toEqual({ sum: '150.00', main: '140.00', vendor: '10.00' });
      await noDrift();
    });
  });
});

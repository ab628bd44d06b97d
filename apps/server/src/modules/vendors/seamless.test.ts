import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { fund, playerToken } from '../../../test/cashier.ts';
import {
  catalogueGame,
  launchToken,
  seamlessVendors,
  sessionIdOf,
  txId,
  vendorCall,
} from '../../../test/seamless.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bets,
  domainEvents,
  ledgerAccounts,
  ledgerTransfers,
  members,
  merchants,
  seamlessTransactions,
} from '../../db/schema.ts';
import { createLedger, findDrift } from '../wallet/index.ts';

describe('seamless vendor wallet API', () => {
  let gameId: number;
  let merchantId: number;
  const harness = useTestApp({ vendors: seamlessVendors() });
  beforeAll(async () => {
    merchantId = (await harness.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!
      .id;
    gameId = await catalogueGame(db(), merchantId, { vendorCode: 'DSLOT', gameCode: 'test-slot' });
  });
  const db = () => harness.database.db;
  const app = () => harness.app;

  /** A logged-in player with `funds` in main and a live game token of DSLOT. */
  const player = async (funds: bigint) => {
    const account = await createAccount(db());
    if (funds > 0n) await fund(db(), account.merchantId, account.id, funds);
    const login = await playerToken(app(), account);
    const sessionId = await sessionIdOf(db(), login);
    const token = await launchToken(db(), { merchantId, memberId: account.id, sessionId, gameId });
    return { account, login, token, name: `DEMO_${account.id}` };
  };
  const balanceOf = (memberId: number) =>
    createLedger(db()).balanceOf(merchantId, 'CNY', { kind: 'member_main', memberId });
  const betBody = (p: { name: string; token: string }, amount = '10.00', transactionId = txId('bet')) => ({
    transactionId,
    player: p.name,
    currency: 'CNY',
    token: p.token,
    roundId: txId('round'),
    gameCode: 'test-slot',
    amount,
  });
  const winBody = (bet: { transactionId: string; player: string; roundId: string }, amount: string) => ({
    transactionId: txId('win'),
    betTransactionId: bet.transactionId,
    player: bet.player,
    currency: 'CNY',
    roundId: bet.roundId,
    gameCode: 'test-slot',
    amount,
  });
  const rollbackBody = (bet: { transactionId: string; player: string; roundId: string }) => ({
    transactionId: txId('rb'),
    betTransactionId: bet.transactionId,
    player: bet.player,
    currency: 'CNY',
    roundId: bet.roundId,
    gameCode: 'test-slot',
  });
  const betRow = async (transactionId: string) =>
    (
      await db()
        .select()
        .from(bets)
        .where(and(eq(bets.vendorCode, 'DSLOT'), eq(bets.betTransactionId, transactionId)))
    )[0];
  const storedTransaction = async (transactionId: string) =>
    (
      await db()
        .select()
        .from(seamlessTransactions)
        .where(
          and(
            eq(seamlessTransactions.vendorCode, 'DSLOT'),
            eq(seamlessTransactions.transactionId, transactionId),
          ),
        )
    )[0];
  const expectNoDrift = async () =>
    expect(await findDrift(db())).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });

  describe('who may call', () => {
    it('refuses a body signed with another secret, before reading it', async () => {
      const p = await player(10_000n);
      const response = await vendorCall(app(), 'bet', betBody(p), { secret: 'not-the-vendor-secret-000' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'SIGNATURE_INVALID' });
      expect(await balanceOf(p.account.id)).toBe(10_000n);
    });

    it('refuses a call signed more than 5 minutes ago', async () => {
      const p = await player(10_000n);
      const stale = String(Date.now() - 5 * 60_000 - 5_000);
      const response = await vendorCall(app(), 'bet', betBody(p), { timestamp: stale });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
      expect(await balanceOf(p.account.id)).toBe(10_000n);
    });

    it('refuses a call without a signature', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/vendor-api/DSLOT/balance',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ player: 'DEMO_1', currency: 'CNY' }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
    });

    it('refuses an unknown vendor code and a transfer-mode one', async () => {
      const unknown = await vendorCall(
        app(),
        'balance',
        { player: 'DEMO_1', currency: 'CNY' },
        { vendorCode: 'NOPE' },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, code: 'VENDOR_UNKNOWN' });
      const transfer = await vendorCall(
        app(),
        'balance',
        { player: 'DEMO_1', currency: 'CNY' },
        { vendorCode: 'DEMO' },
      );
      expect(transfer.json().code).toBe('VENDOR_UNKNOWN');
    });

    it('answers a bad body with 400 naming the field', async () => {
      const p = await player(10_000n);
      const response = await vendorCall(app(), 'bet', { ...betBody(p), amount: '-5' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain('body.amount');
      const missing = await vendorCall(app(), 'win', { transactionId: txId(), player: p.name });
      expect(missing.json().message).toContain('body.betTransactionId');
    });

    it('refuses an unknown player, a player of another merchant and another currency', async () => {
      const p = await player(10_000n);
      const nobody = await vendorCall(app(), 'balance', { player: 'DEMO_999999999', currency: 'CNY' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().code).toBe('PLAYER_UNKNOWN');
      const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
      const [stranger] = await db()
        .insert(members)
        .values({ merchantId: maint!.id, username: `maint${p.account.id}`, passwordHash: 'x' })
        .returning();
      const crossed = await vendorCall(app(), 'balance', { player: `DEMO_${stranger!.id}`, currency: 'CNY' });
      expect(crossed.json().code).toBe('PLAYER_UNKNOWN');
      // a payout naming them is refused the same way, before any wallet account is made for it
      const accountsBefore = (await db().select().from(ledgerAccounts)).length;
      for (const name of ['DEMO_999999999', `DEMO_${stranger!.id}`]) {
        const bet = { transactionId: txId('bet'), player: name, roundId: txId('round') };
        const paid = await vendorCall(app(), 'win', winBody(bet, '5.00'));
        expect(paid.statusCode, name).toBe(404);
        expect(paid.json().code, name).toBe('PLAYER_UNKNOWN');
      }
      expect((await db().select().from(ledgerAccounts)).length).toBe(accountsBefore);
      const currency = await vendorCall(app(), 'bet', { ...betBody(p), currency: 'USD' });
      expect(currency.statusCode).toBe(400);
      expect(currency.json().code).toBe('CURRENCY_MISMATCH');
    });
  });

  describe('balance and bets', () => {
    it("answers the player's main balance", async () => {
      const p = await player(12_345n);
      const response = await vendorCall(app(), 'balance', { player: p.name, currency: 'CNY' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        value: { balance: '123.45', currency: 'CNY' },
        message: '',
      });
    });

    it('takes a bet from the main wallet, writes it open, and answers a replay with the first answer', async () => {
      const p = await player(10_000n);
      const body = betBody(p, '25.50');
      const first = await vendorCall(app(), 'bet', body);
      expect(first.statusCode).toBe(200);
      const value = first.json().value;
      expect(value).toEqual({ balance: '74.50', currency: 'CNY', betId: expect.any(Number) });
      expect(await betRow(body.transactionId)).toMatchObject({
        id: value.betId,
        memberId: p.account.id,
        status: 'open',
        stake: 2_550n,
        validBet: 2_550n,
        payout: 0n,
        gameType: 'RNG',
        walletMode: 'seamless',
        roundId: body.roundId,
      });
      const replay = await vendorCall(app(), 'bet', body);
      expect(replay.json().value).toEqual({ ...value, replayed: true });
      expect(await balanceOf(p.account.id)).toBe(7_450n);
      await expectNoDrift();
    });

    it('refuses the same transaction id with other parameters', async () => {
      const p = await player(10_000n);
      const body = betBody(p, '10.00');
      await vendorCall(app(), 'bet', body);
      const other = await vendorCall(app(), 'bet', { ...body, amount: '11.00' });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('TRANSACTION_CONFLICT');
      const asWin = await vendorCall(app(), 'win', {
        ...winBody(body, '5.00'),
        transactionId: body.transactionId,
      });
      expect(asWin.json().code).toBe('TRANSACTION_CONFLICT');
      expect(await balanceOf(p.account.id)).toBe(9_000n);
    });

    it('refuses a bet above the balance and changes nothing', async () => {
      const p = await player(5_000n);
      const body = betBody(p, '50.01');
      const response = await vendorCall(app(), 'bet', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
      expect(await balanceOf(p.account.id)).toBe(5_000n);
      expect(await betRow(body.transactionId)).toBeUndefined();
      expect(await storedTransaction(body.transactionId)).toBeUndefined();
    });

    it('refuses a bet without the token of a live real-money launch of this player', async () => {
      const p = await player(10_000n);
      const other = await player(10_000n);
      const wrong = await vendorCall(app(), 'bet', { ...betBody(p), token: 'x'.repeat(32) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('GAME_TOKEN_INVALID');
      const someoneElses = await vendorCall(app(), 'bet', { ...betBody(p), token: other.token });
      expect(someoneElses.json().code).toBe('GAME_TOKEN_INVALID');
      const free = await launchToken(db(), {
        merchantId,
        memberId: p.account.id,
        sessionId: await sessionIdOf(db(), p.login),
        gameId,
        mode: 'free',
      });
      const freePlay = await vendorCall(app(), 'bet', { ...betBody(p), token: free });
      expect(freePlay.json().code).toBe('GAME_TOKEN_INVALID');
      expect(await balanceOf(p.account.id)).toBe(10_000n);
    });
  });

  describe('one call each', () => {
    it('takes a bet and its win that find their way clear without a transaction of their own, writing every row', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '12.34');
      const win = winBody(bet, '20.00');
      const transaction = vi.spyOn(app().context.db, 'transaction');
      let placed: Record<string, unknown>;
      let paid: Record<string, unknown>;
      try {
        placed = (await vendorCall(app(), 'bet', bet)).json().value;
        paid = (await vendorCall(app(), 'win', win)).json().value;
        // the long way opens one: a replay takes it
        expect(transaction).not.toHaveBeenCalled();
        await vendorCall(app(), 'win', win);
        expect(transaction).toHaveBeenCalledTimes(1);
      } finally {
        transaction.mockRestore();
      }
      expect(placed).toEqual({ balance: '87.66', currency: 'CNY', betId: expect.any(Number) });
      expect(paid).toEqual({ balance: '107.66', currency: 'CNY', betId: placed.betId });
      // the stored answers are the ones sent, as a replay shows them
      expect((await storedTransaction(bet.transactionId))?.answer).toEqual(placed);
      expect((await storedTransaction(win.transactionId))?.answer).toEqual(paid);
      expect(await betRow(bet.transactionId)).toMatchObject({
        status: 'settled',
        stake: 1_234n,
        payout: 2_000n,
      });
      const transfers = await db()
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, `bet:${placed.betId}`));
      expect(transfers.map((row) => [row.kind, row.amount]).sort()).toEqual([
        ['bet', 1_234n],
        ['win', 2_000n],
      ]);
      const events = await db().select().from(domainEvents).where(eq(domainEvents.memberId, p.account.id));
      expect(events.filter((row) => row.kind === 'balance.changed').map((row) => row.payload.reason)).toEqual(
        expect.arrayContaining(['bet', 'win']),
      );
      await expectNoDrift();
    });

    it('refuses a bet whose ledger key or transaction id was taken meanwhile, and writes nothing', async () => {
      const p = await player(10_000n);
      // a ledger key no stored transaction names (the one call's own guard)
      const keyTaken = betBody(p, '10.00');
      await createLedger(db()).post({
        merchantId,
        currency: 'CNY',
        idempotencyKey: `seamless:DSLOT:${keyTaken.transactionId}`,
        legs: [
          {
            from: { kind: 'channel', code: 'TEST' },
            to: { kind: 'member_main', memberId: p.account.id },
            amount: 100n,
            kind: 'deposit',
          },
        ],
      });
      // a transaction id a rollback took (for a bet never seen), reused for a bet
      const tombstoned = betBody(p, '10.00');
      const rollback = rollbackBody(betBody(p));
      expect((await vendorCall(app(), 'rollback', rollback)).statusCode).toBe(200);
      for (const body of [keyTaken, { ...tombstoned, transactionId: rollback.transactionId }]) {
        const refused = await vendorCall(app(), 'bet', body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('TRANSACTION_CONFLICT');
        expect(await betRow(body.transactionId)).toBeUndefined();
      }
      expect(await storedTransaction(keyTaken.transactionId)).toBeUndefined();
      expect(await balanceOf(p.account.id)).toBe(10_100n);
      await expectNoDrift();
    });
  });

  describe('wins and rollbacks', () => {
    it('pays a win to the main wallet and settles the bet; another win for it is refused', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '10.00');
      const placed = (await vendorCall(app(), 'bet', bet)).json().value;
      const win = winBody(bet, '35.00');
      const paid = await vendorCall(app(), 'win', win);
      expect(paid.json().value).toEqual({ balance: '125.00', currency: 'CNY', betId: placed.betId });
      const row = await betRow(bet.transactionId);
      expect(row).toMatchObject({ status: 'settled', payout: 3_500n });
      expect(row!.settledAt).toBeInstanceOf(Date);
      expect((await vendorCall(app(), 'win', win)).json().value).toMatchObject({
        replayed: true,
        balance: '125.00',
      });
      const again = await vendorCall(app(), 'win', winBody(bet, '35.00'));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('BET_SETTLED');
      const late = await vendorCall(app(), 'rollback', rollbackBody(bet));
      expect(late.json().code).toBe('BET_SETTLED');
      expect(await balanceOf(p.account.id)).toBe(12_500n);
      await expectNoDrift();
    });

    it('settles a lost bet with a win of 0.00 and moves nothing', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '10.00');
      await vendorCall(app(), 'bet', bet);
      const lost = await vendorCall(app(), 'win', winBody(bet, '0.00'));
      expect(lost.json().value).toMatchObject({ balance: '90.00' });
      expect(await betRow(bet.transactionId)).toMatchObject({ status: 'settled', payout: 0n });
    });

    it('refuses a win for a bet it has not seen, stores nothing, and takes the retry once the bet came', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '10.00');
      const win = winBody(bet, '20.00');
      const early = await vendorCall(app(), 'win', win);
      expect(early.statusCode).toBe(404);
      expect(early.json().code).toBe('BET_NOT_FOUND');
      expect(await storedTransaction(win.transactionId)).toBeUndefined();
      await vendorCall(app(), 'bet', bet);
      const retried = await vendorCall(app(), 'win', win);
      expect(retried.json().value).toMatchObject({ balance: '110.00' });
    });

    it('refuses a win for a bet of another player', async () => {
      const p = await player(10_000n);
      const other = await player(10_000n);
      const bet = betBody(p, '10.00');
      await vendorCall(app(), 'bet', bet);
      const crossed = await vendorCall(app(), 'win', { ...winBody(bet, '20.00'), player: other.name });
      expect(crossed.json().code).toBe('BET_NOT_FOUND');
      expect(await balanceOf(other.account.id)).toBe(10_000n);
    });

    it("returns an open bet's stake on rollback; a win for it is then refused", async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '40.00');
      const placed = (await vendorCall(app(), 'bet', bet)).json().value;
      const rollback = rollbackBody(bet);
      const back = await vendorCall(app(), 'rollback', rollback);
      expect(back.json().value).toEqual({ balance: '100.00', currency: 'CNY', betId: placed.betId });
      expect(await betRow(bet.transactionId)).toMatchObject({ status: 'rolled_back', stake: 4_000n });
      expect((await vendorCall(app(), 'rollback', rollback)).json().value.replayed).toBe(true);
      const win = await vendorCall(app(), 'win', winBody(bet, '80.00'));
      expect(win.statusCode).toBe(409);
      expect(win.json().code).toBe('BET_ROLLED_BACK');
      const second = await vendorCall(app(), 'rollback', rollbackBody(bet));
      expect(second.json().code).toBe('BET_ROLLED_BACK');
      const kinds = await db()
        .select({ kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, `bet:${placed.betId}`));
      expect(kinds.map((row) => row.kind).sort()).toEqual(['bet', 'bet_rollback']);
      expect(await balanceOf(p.account.id)).toBe(10_000n);
      await expectNoDrift();
    });

    it('records a rollback that came before its bet, and refuses the late bet', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '30.00');
      const rollback = rollbackBody(bet);
      const first = await vendorCall(app(), 'rollback', rollback);
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ balance: '100.00', currency: 'CNY' });
      expect(await betRow(bet.transactionId)).toMatchObject({ status: 'rolled_back', stake: 0n });
      const late = await vendorCall(app(), 'bet', bet);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('BET_ROLLED_BACK');
      expect(await storedTransaction(bet.transactionId)).toBeUndefined();
      expect((await vendorCall(app(), 'rollback', rollback)).json().value.replayed).toBe(true);
      expect(await balanceOf(p.account.id)).toBe(10_000n);
    });

    it('takes a win after the player logged out, but no more bets', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '10.00');
      await vendorCall(app(), 'bet', bet);
      const out = await app().inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { authorization: p.login },
        remoteAddress: nextIp(),
      });
      expect(out.statusCode).toBe(200);
      const win = await vendorCall(app(), 'win', winBody(bet, '15.00'));
      expect(win.json().value).toMatchObject({ balance: '105.00' });
      const after = await vendorCall(app(), 'bet', betBody(p, '10.00'));
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('GAME_TOKEN_INVALID');
      // the bet sent again after the logout still gets its first answer
      expect((await vendorCall(app(), 'bet', bet)).json().value).toMatchObject({
        replayed: true,
        balance: '90.00',
      });
      expect(await balanceOf(p.account.id)).toBe(10_500n);
    });

    it('refuses a win whose transaction id already paid another bet', async () => {
      const p = await player(10_000n);
      const first = betBody(p, '10.00');
      const second = betBody(p, '10.00');
      await vendorCall(app(), 'bet', first);
      await vendorCall(app(), 'bet', second);
      const win = winBody(first, '20.00');
      await vendorCall(app(), 'win', win);
      const reused = await vendorCall(app(), 'win', {
        ...winBody(second, '20.00'),
        transactionId: win.transactionId,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('TRANSACTION_CONFLICT');
      expect(await betRow(second.transactionId)).toMatchObject({ status: 'open' });
      expect(await balanceOf(p.account.id)).toBe(10_000n);
      await expectNoDrift();
    });
  });

  describe('concurrency', () => {
    it('takes exactly as many concurrent bets as the balance covers', async () => {
      const p = await player(10_000n);
      const calls = await Promise.all(
        Array.from({ length: 20 }, () => vendorCall(app(), 'bet', betBody(p, '10.00'))),
      );
      const codes = calls.map((call) => (call.statusCode === 200 ? 'ok' : call.json().code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
      expect(codes.filter((code) => code === 'INSUFFICIENT_BALANCE')).toHaveLength(10);
      expect(await balanceOf(p.account.id)).toBe(0n);
      const rows = await db().select().from(bets).where(eq(bets.memberId, p.account.id));
      expect(rows).toHaveLength(10);
      await expectNoDrift();
    });

    it('moves money once for concurrent copies of one transaction', async () => {
      const p = await player(10_000n);
      const body = betBody(p, '10.00');
      const calls = await Promise.all(Array.from({ length: 8 }, () => vendorCall(app(), 'bet', body)));
      const values = calls.map((call) => call.json().value);
      expect(calls.every((call) => call.statusCode === 200)).toBe(true);
      expect(values.filter((value) => !value.replayed)).toHaveLength(1);
      expect(new Set(values.map((value) => value.betId)).size).toBe(1);
      expect(await balanceOf(p.account.id)).toBe(9_000n);
      const win = winBody(body, '25.00');
      await Promise.all(Array.from({ length: 6 }, () => vendorCall(app(), 'win', win)));
      expect(await balanceOf(p.account.id)).toBe(11_500n);
      await expectNoDrift();
    });

    it('leaves the balance where it was when a bet and its rollback race', async () => {
      const p = await player(10_000n);
      for (let round = 0; round < 5; round += 1) {
        const bet = betBody(p, '10.00');
        const [placed, back] = await Promise.all([
          vendorCall(app(), 'bet', bet),
          vendorCall(app(), 'rollback', rollbackBody(bet)),
        ]);
        expect(back.statusCode).toBe(200);
        expect([200, 409]).toContain(placed.statusCode);
        if (placed.statusCode === 409) expect(placed.json().code).toBe('BET_ROLLED_BACK');
        expect(await betRow(bet.transactionId)).toMatchObject({ status: 'rolled_back' });
      }
      expect(await balanceOf(p.account.id)).toBe(10_000n);
      await expectNoDrift();
    });

    it('settles a bet once when its win and its rollback race', async () => {
      const p = await player(10_000n);
      const bet = betBody(p, '10.00');
      await vendorCall(app(), 'bet', bet);
      const [win, rollback] = await Promise.all([
        vendorCall(app(), 'win', winBody(bet, '30.00')),
        vendorCall(app(), 'rollback', rollbackBody(bet)),
      ]);
      const outcomes = [win.statusCode, rollback.statusCode].sort();
      expect(outcomes).toEqual([200, 409]);
      const row = await betRow(bet.transactionId);
      expect(await balanceOf(p.account.id)).toBe(row!.status === 'settled' ? 12_000n : 10_000n);
      await expectNoDrift();
    });
  });
});

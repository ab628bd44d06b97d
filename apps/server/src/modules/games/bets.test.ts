import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { adminSession, fund, playerToken } from '../../../test/cashier.ts';
import {
  catalogueGame,
  launchToken,
  seamlessVendors,
  sessionIdOf,
  txId,
  vendorCall,
} from '../../../test/seamless.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bets, gameVendors, members, merchants } from '../../db/schema.ts';
import { periodOf } from '../../lib/periods.ts';

describe('bet records, P&L and the back office reads', () => {
  let merchantId: number;
  let gameId: number;
  const names = { EN: 'Golden Koi', CN: '金锦鲤', KM: 'ត្រីគ្រាប់មាស' };
  const harness = useTestApp({ vendors: seamlessVendors() });
  beforeAll(async () => {
    merchantId = (await db().select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!.id;
    gameId = await catalogueGame(db(), merchantId, { vendorCode: 'DSLOT', gameCode: 'golden-koi', names });
  });
  const db = () => harness.database.db;
  const app = () => harness.app;
  const today = () => periodOf('day', new Date(), 'Asia/Shanghai').key;

  /** A player who bets through the seamless API: 10.00 won 25.00, 5.00 still open, 8.00 rolled back. */
  const playedPlayer = async () => {
    const account = await createAccount(db());
    await fund(db(), account.merchantId, account.id, 10_000n);
    const login = await playerToken(app(), account);
    const token = await launchToken(db(), {
      merchantId,
      memberId: account.id,
      sessionId: await sessionIdOf(db(), login),
      gameId,
    });
    const base = { player: `DEMO_${account.id}`, currency: 'CNY', gameCode: 'golden-koi' };
    const bet = async (amount: string) => {
      const body = { ...base, transactionId: txId('bet'), token, roundId: txId('round'), amount };
      expect((await vendorCall(app(), 'bet', body)).statusCode).toBe(200);
      return body;
    };
    const won = await bet('10.00');
    await vendorCall(app(), 'win', {
      ...base,
      transactionId: txId('win'),
      betTransactionId: won.transactionId,
      roundId: won.roundId,
      amount: '25.00',
    });
    const open = await bet('5.00');
    const undone = await bet('8.00');
    await vendorCall(app(), 'rollback', {
      ...base,
      transactionId: txId('rb'),
      betTransactionId: undone.transactionId,
      roundId: undone.roundId,
    });
    return { account, login, won, open, undone, base };
  };

  const get = (url: string, headers: Record<string, string>) => app().inject({ url, headers });

  describe("the member's betting record and P&L", () => {
    it('lists the bets newest first with their totals, names in the reader’s language', async () => {
      const p = await playedPlayer();
      const [vendor] = await db()
        .select()
        .from(gameVendors)
        .where(
          and(
            eq(gameVendors.merchantId, merchantId),
            eq(gameVendors.code, 'DSLOT'),
            eq(gameVendors.gameType, 'RNG'),
          ),
        );
      const response = await get('/wps/relay/GLS_betRecords?days=1', {
        authorization: p.login,
        language: 'KM',
      });
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value.total).toBe(3);
      expect(value.rows.map((row: { status: string }) => row.status)).toEqual([
        'rolled_back',
        'open',
        'settled',
      ]);
      expect(value.rows[2]).toMatchObject({
        vassalage: 'DSLOT',
        vendorName: vendor!.names.KM ?? vendor!.names.EN,
        gameName: names.KM,
        gameType: 'RNG',
        roundId: p.won.roundId,
        stake: '10.00',
        validBet: '10.00',
        payout: '25.00',
        profit: '15.00',
        status: 'settled',
        settledAt: expect.any(String),
      });
      expect(value.rows[0]).toMatchObject({ stake: '8.00', profit: '0.00', status: 'rolled_back' });
      expect(value.rows[1]).toMatchObject({ stake: '5.00', profit: '-5.00', settledAt: null });
      // a rolled-back bet's stake came back: the totals count the other two
      expect(value.totals).toEqual({
        count: 3,
        stake: '15.00',
        validBet: '15.00',
        payout: '25.00',
        profit: '10.00',
      });
      const english = await get('/wps/relay/GLS_betRecords?days=1', {
        authorization: p.login,
        language: 'EN',
      });
      expect(english.json().value.rows[0].gameName).toBe(names.EN);
    });

    it('filters by status, vendor and category, and pages', async () => {
      const p = await playedPlayer();
      const headers = { authorization: p.login };
      const settled = (await get('/wps/relay/GLS_betRecords?days=7&status=settled', headers)).json().value;
      expect(settled.total).toBe(1);
      expect(settled.totals).toMatchObject({ count: 1, stake: '10.00', payout: '25.00', profit: '15.00' });
      expect(
        (await get('/wps/relay/GLS_betRecords?days=30&vassalage=DEMO', headers)).json().value.total,
      ).toBe(0);
      // a vendor code is read in any case, as everywhere else
      for (const vendor of ['DSLOT', 'dslot'])
        expect(
          (await get(`/wps/relay/GLS_betRecords?days=30&vassalage=${vendor}`, headers)).json().value.total,
        ).toBe(3);
      expect((await get('/wps/relay/GLS_betRecords?days=30&gameType=LIVE', headers)).json().value.total).toBe(
        0,
      );
      const page = (await get('/wps/relay/GLS_betRecords?days=7&page=2&pageSize=2', headers)).json().value;
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.rows).toHaveLength(1);
      expect(page.rows[0].status).toBe('settled');
      const bad = await get('/wps/relay/GLS_betRecords?days=3', headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('days');
    });

    it('leaves out a rollback that came before its bet, and bets of other members', async () => {
      const p = await playedPlayer();
      await vendorCall(app(), 'rollback', {
        ...p.base,
        transactionId: txId('rb'),
        betTransactionId: txId('never-seen'),
        roundId: txId('round'),
      });
      await playedPlayer();
      const value = (await get('/wps/relay/GLS_betRecords?days=1', { authorization: p.login })).json().value;
      expect(value.total).toBe(3);
    });

    it('shows the P&L of the bets: stake, payout and profit per merchant day', async () => {
      const p = await playedPlayer();
      const value = (await get('/wps/relay/GCS_personalProfit?days=7', { authorization: p.login })).json()
        .value;
      expect(value).toEqual({
        rows: [{ date: today(), bets: '15.00', wins: '25.00', profit: '10.00' }],
        totals: { bets: '15.00', wins: '25.00', profit: '10.00' },
      });
    });
  });

  describe('back office', () => {
    const search = (token: string, query: string) =>
      get(`/wps/admin/games/bets?from=${today()}&to=${today()}&${query}`, { authorization: token });

    it("finds a player's bets with totals, the early rollback's tombstone included", async () => {
      const p = await playedPlayer();
      const early = txId('never-seen');
      await vendorCall(app(), 'rollback', {
        ...p.base,
        transactionId: txId('rb'),
        betTransactionId: early,
        roundId: txId('round'),
      });
      const token = await adminSession(app(), db(), 'support');
      const response = await search(token, `username=${p.account.username.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value.total).toBe(4);
      expect(value.rows[0]).toMatchObject({
        betTransactionId: early,
        stake: '0.00',
        status: 'rolled_back',
        memberId: p.account.id,
        username: p.account.username,
        walletMode: 'seamless',
      });
      expect(value.totals).toEqual({
        count: 4,
        stake: '15.00',
        validBet: '15.00',
        payout: '25.00',
        profit: '10.00',
      });
      const round = (await search(token, `roundId=${p.won.roundId}`)).json().value;
      expect(round.rows).toHaveLength(1);
      expect(round.rows[0]).toMatchObject({ betTransactionId: p.won.transactionId, payout: '25.00' });
      const game = (
        await search(token, `username=${p.account.username}&gameId=golden-koi&status=open`)
      ).json().value;
      expect(game.rows.map((row: { stake: string }) => row.stake)).toEqual(['5.00']);
      expect((await search(token, `username=${p.account.username}&vassalage=DEMO`)).json().value.total).toBe(
        0,
      );
    });

    it("does not show another merchant's players to an operator", async () => {
      const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
      const [stranger] = await db()
        .insert(members)
        .values({ merchantId: maint!.id, username: `hidden${Date.now()}`, passwordHash: 'x' })
        .returning();
      const roundId = txId('round');
      await db()
        .insert(bets)
        .values({
          merchantId: maint!.id,
          memberId: stranger!.id,
          vendorCode: 'DSLOT',
          gameCode: 'golden-koi',
          gameType: 'RNG',
          roundId,
          betTransactionId: txId('bet'),
          walletMode: 'seamless',
          currency: 'CNY',
          stake: 99_900n,
          validBet: 99_900n,
          payout: 0n,
          status: 'settled',
          settledAt: new Date(),
        });
      const token = await adminSession(app(), db(), 'owner');
      expect((await search(token, `username=${stranger!.username}`)).json().value.total).toBe(0);
      expect((await search(token, `roundId=${roundId}`)).json().value.total).toBe(0);
      const report = (
        await get(`/wps/admin/games/reports/vendor-daily?from=${today()}&to=${today()}`, {
          authorization: token,
        })
      ).json().value;
      expect(report.rows.some((row: { stake: string }) => row.stake === '999.00')).toBe(false);
    });

    it('reports settled bets per day, vendor and category with the house P&L', async () => {
      const token = await adminSession(app(), db(), 'cashier');
      const url = `/wps/admin/games/reports/vendor-daily?from=${today()}&to=${today()}`;
      const before = (await get(url, { authorization: token })).json().value;
      const first = await playedPlayer();
      const second = await playedPlayer();
      // the second player's open bet is lost now: 5.00 more stake, no payout
      await vendorCall(app(), 'win', {
        ...second.base,
        transactionId: txId('win'),
        betTransactionId: second.open.transactionId,
        roundId: second.open.roundId,
        amount: '0.00',
      });
      expect(first.account.id).not.toBe(second.account.id);
      const after = (await get(url, { authorization: token })).json().value;
      const row = after.rows.find((r: { vassalage: string }) => r.vassalage === 'DSLOT');
      const was = before.rows.find((r: { vassalage: string }) => r.vassalage === 'DSLOT') ?? {
        bets: 0,
        players: 0,
        stake: '0.00',
        payout: '0.00',
      };
      expect(row).toMatchObject({ date: today(), gameType: 'RNG' });
      expect(row.bets - was.bets).toBe(3);
      expect(row.players - was.players).toBe(2);
      const cents = (value: string) => Math.round(Number(value) * 100);
      expect(cents(row.stake) - cents(was.stake)).toBe(2_500);
      expect(cents(row.payout) - cents(was.payout)).toBe(5_000);
      expect(cents(row.houseProfit)).toBe(cents(row.stake) - cents(row.payout));
      expect(after.totals.bets - before.totals.bets).toBe(3);
      const support = await adminSession(app(), db(), 'support');
      const refused = await get(url, { authorization: support });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    });

    it('refuses a period that ends before it starts', async () => {
      const token = await adminSession(app(), db(), 'owner');
      const response = await get('/wps/admin/games/bets?from=2026-03-02&to=2026-03-01', {
        authorization: token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('to');
    });

    it('refuses days that do not exist, years out of reach and periods over a year, naming the field', async () => {
      const token = await adminSession(app(), db(), 'owner');
      for (const [range, field] of [
        // a year like 0999 once sent the day search into an endless loop; 2024-13-01 was a 500
        ['from=0999-12-31&to=2025-01-01', 'querystring.from'],
        ['from=2026-01-01&to=0100-01-01', 'querystring.to'],
        ['from=2024-13-01&to=2024-13-02', 'querystring.from'],
        ['from=2024-02-30&to=2024-03-01', 'querystring.from'],
        ['from=2024-01-01&to=2025-01-01', 'querystring.to'],
      ]) {
        for (const path of ['/wps/admin/games/bets', '/wps/admin/games/reports/vendor-daily']) {
          const response = await get(`${path}?${range}`, { authorization: token });
          expect(response.statusCode, `${path}?${range}`).toBe(400);
          expect(response.json().message, `${path}?${range}`).toContain(field);
        }
      }
      // a leap day and a whole year are fine
      const leap = await get('/wps/admin/games/bets?from=2024-02-29&to=2025-02-28', { authorization: token });
      expect(leap.statusCode).toBe(200);
    });
  });
});

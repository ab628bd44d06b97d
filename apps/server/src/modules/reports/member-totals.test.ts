import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { demoCashierIds, reportRows } from '../../../test/report-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { demoWhitelabel } from '../../db/demo-data.ts';
import { cashierSettings, merchants } from '../../db/schema.ts';

const at = (iso: string) => new Date(iso);

describe("a player's all-time figures in the Members tab", () => {
  let owner: string;
  let merchantId: number;
  let channelId: number;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
    ({ merchantId, channelId } = await demoCashierIds(db()));
  });
  const db = () => harness.database.db;
  const { deposit, withdrawal, bet, adjustment } = reportRows(db, () => ({ merchantId, channelId }));
  const totals = (id: number | string, token = owner) =>
    harness.app.inject({
      url: `/wps/admin/reports/member-totals?id=${id}`,
      headers: { authorization: token },
    });

  it('adds up deposits, paid withdrawals, bets and adjustments, each of this player only', async () => {
    const player = await createAccount(db());
    const other = await createAccount(db());
    await deposit(player.id, 10_000n, at('2025-06-01T01:00:00Z'));
    await deposit(player.id, 25_000n, at('2025-06-03T01:00:00Z'));
    await deposit(player.id, 9_900n, at('2025-06-04T01:00:00Z'), 'rejected');
    await deposit(other.id, 77_700n, at('2025-06-02T01:00:00Z'));
    await withdrawal(player.id, 5_000n, { paidAt: at('2025-06-05T01:00:00Z') });
    await withdrawal(player.id, 3_000n); // not paid yet
    await bet(player.id, {
      stake: 2_000n,
      payout: 5_000n,
      status: 'settled',
      placedAt: at('2025-06-03T02:00:00Z'),
    });
    await bet(player.id, {
      stake: 4_000n,
      payout: 0n,
      status: 'settled',
      placedAt: at('2025-06-03T03:00:00Z'),
    });
    await bet(player.id, { stake: 1_000n, status: 'open', placedAt: at('2025-06-03T04:00:00Z') });
    await bet(player.id, { stake: 8_000n, status: 'rolled_back', placedAt: at('2025-06-03T05:00:00Z') });
    await bet(other.id, { stake: 9_000n, status: 'settled', placedAt: at('2025-06-03T05:00:00Z') });
    await adjustment(player.id, 1_500n, 'credit', at('2025-06-06T01:00:00Z'));
    await adjustment(player.id, 500n, 'debit', at('2025-06-06T02:00:00Z'));
    await adjustment(other.id, 4_400n, 'credit', at('2025-06-06T01:00:00Z'));

    const response = await totals(player.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      depositCount: 2,
      deposits: '350.00',
      firstDepositAt: '2025-06-01T01:00:00.000Z',
      lastDepositAt: '2025-06-03T01:00:00.000Z',
      withdrawalCount: 1,
      withdrawals: '50.00',
      netDeposits: '300.00',
      betCount: 3,
      turnover: '70.00',
      // settled: 60.00 staked, 50.00 paid out
      houseProfit: '10.00',
      adjustmentsIn: '15.00',
      adjustmentsOut: '5.00',
      // the demo merchant asks no play before a withdrawal
      playRequirement: null,
    });
    // a new player: zeros and no deposit dates
    const fresh = await createAccount(db());
    expect((await totals(fresh.id)).json().value).toMatchObject({
      depositCount: 0,
      deposits: '0.00',
      firstDepositAt: null,
      lastDepositAt: null,
      houseProfit: '0.00',
    });
  });

  it('says how much play the player still owes before a withdrawal, as the withdraw page tells them', async () => {
    const owing = await createAccount(db(), { createdAt: at('2025-06-01T00:00:00Z') });
    await deposit(owing.id, 10_000n, at('2025-06-02T01:00:00Z'));
    await bet(owing.id, { stake: 3_000n, status: 'settled', placedAt: at('2025-06-03T01:00:00Z') });
    await db()
      .update(cashierSettings)
      .set({ withdrawTurnoverPercent: 200 })
      .where(eq(cashierSettings.merchantId, merchantId));
    try {
      expect((await totals(owing.id)).json().value.playRequirement).toEqual({
        percent: 200,
        since: '2025-06-01T00:00:00.000Z',
        deposits: '100.00',
        required: '200.00',
        played: '30.00',
        remaining: '170.00',
      });
    } finally {
      await db()
        .update(cashierSettings)
        .set({ withdrawTurnoverPercent: 0 })
        .where(eq(cashierSettings.merchantId, merchantId));
    }
  });

  it("answers every role that finds members, and no other merchant's account", async () => {
    const player = await createAccount(db());
    const support = await adminSession(harness.app, db(), 'support');
    expect((await totals(player.id, support)).statusCode).toBe(200);
    const [elsewhere] = await db()
      .insert(merchants)
      .values({ code: `T${Date.now() % 1e6}`, name: 'Other', currency: 'CNY', whitelabel: demoWhitelabel })
      .returning();
    const stranger = await createAccount(db(), { merchantId: elsewhere!.id });
    expect((await totals(stranger.id)).statusCode).toBe(404);
    const missing = await totals(987_654_321);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('querystring.id');
    for (const id of ['0', 'abc', '-3', '']) {
      const refused = await totals(id);
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().message, id).toContain('querystring.id');
    }
    expect((await totals(player.id, '')).statusCode).toBe(401);
  });
});

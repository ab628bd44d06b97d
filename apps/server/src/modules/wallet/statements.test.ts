import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { fund, newKey, playerToken } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { ledgerTransfers } from '../../db/schema.ts';
import { periodOf } from '../../lib/periods.ts';
import { createLedger, type Leg } from './ledger.ts';

describe('bonus details and personal profit', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());
  const db = () => harness.database.db;
  const post = (merchantId: number, leg: Leg) =>
    createLedger(db()).post({ merchantId, currency: 'CNY', idempotencyKey: newKey(), legs: [leg] });
  const get = async (token: string, url: string) =>
    (await harness.app.inject({ url, headers: { authorization: token } })).json();

  it("sums a member's bets and wins per day, and only that member's", async () => {
    const player = await createAccount(db());
    const other = await createAccount(db());
    await fund(db(), player.merchantId, player.id, 100_000n);
    await fund(db(), other.merchantId, other.id, 100_000n);
    const main = { kind: 'member_main' as const, memberId: player.id };
    await post(player.merchantId, { from: main, to: { kind: 'house' }, amount: 5_000n, kind: 'bet' });
    await post(player.merchantId, { from: main, to: { kind: 'house' }, amount: 2_500n, kind: 'bet' });
    await post(player.merchantId, { from: { kind: 'house' }, to: main, amount: 6_000n, kind: 'win' });
    await post(other.merchantId, {
      from: { kind: 'member_main', memberId: other.id },
      to: { kind: 'house' },
      amount: 9_900n,
      kind: 'bet',
    });
    const value = (await get(await playerToken(harness.app, player), '/wps/relay/GCS_personalProfit?days=7'))
      .value;
    // the day of the demo merchant's calendar (Asia/Shanghai), which is not the UTC day after 16:00 UTC
    const today = periodOf('day', new Date(), 'Asia/Shanghai').key;
    expect(value).toEqual({
      rows: [{ date: today, bets: '75.00', wins: '60.00', profit: '-15.00' }],
      totals: { bets: '75.00', wins: '60.00', profit: '-15.00' },
    });
  });

  it("puts a bet on the merchant's day (Asia/Shanghai), not the UTC day", async () => {
    const player = await createAccount(db());
    await fund(db(), player.merchantId, player.id, 10_000n);
    const posted = await post(player.merchantId, {
      from: { kind: 'member_main', memberId: player.id },
      to: { kind: 'house' },
      amount: 1_000n,
      kind: 'bet',
    });
    // half an hour into the Shanghai day: still the day before in UTC (16:30)
    const shanghaiToday = periodOf('day', new Date(), 'Asia/Shanghai');
    const placedAt = new Date(shanghaiToday.start.getTime() + 30 * 60_000);
    await db()
      .update(ledgerTransfers)
      .set({ createdAt: placedAt })
      .where(eq(ledgerTransfers.id, posted.transfers[0]!.id));
    const value = (await get(await playerToken(harness.app, player), '/wps/relay/GCS_personalProfit?days=7'))
      .value;
    expect(value.rows).toEqual([{ date: shanghaiToday.key, bets: '10.00', wins: '0.00', profit: '-10.00' }]);
  });

  it('shows an empty profit statement and refuses other periods', async () => {
    const token = await playerToken(harness.app, await createAccount(db()));
    expect((await get(token, '/wps/relay/GCS_personalProfit?days=30')).value).toEqual({
      rows: [],
      totals: { bets: '0.00', wins: '0.00', profit: '0.00' },
    });
    expect((await get(token, '/wps/relay/GCS_personalProfit?days=2')).message).toContain('days');
  });

  it('lists the postings of the bonus wallet only', async () => {
    const player = await createAccount(db());
    await fund(db(), player.merchantId, player.id, 10_000n);
    await post(player.merchantId, {
      from: { kind: 'promotions' },
      to: { kind: 'member_bonus', memberId: player.id },
      amount: 1_888n,
      kind: 'bonus',
      reference: 'WELCOME',
    });
    const value = (await get(await playerToken(harness.app, player), '/wps/relay/GCS_bonusDetails?days=7'))
      .value;
    expect(value).toMatchObject({
      total: 1,
      rows: [{ kind: 'bonus', amount: '18.88', wallet: 'bonus', reference: 'WELCOME' }],
    });
  });
});

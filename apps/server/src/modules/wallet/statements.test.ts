import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { fund, newKey, playerToken } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bets } from '../../db/schema.ts';
import { periodOf } from '../../lib/periods.ts';
import { createLedger, type Leg } from './ledger.ts';

describe('bonus details and personal profit', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;
  const post = (merchantId: number, leg: Leg) =>
    createLedger(db()).post({ merchantId, currency: 'CNY', idempotencyKey: newKey(), legs: [leg] });
  const get = async (token: string, url: string) =>
    (await harness.app.inject({ url, headers: { authorization: token } })).json();

  let betSeq = 0;
  /** A bet row as the seamless wallet or a vendor's bet feed writes it (minor units). */
  const bet = async (
    member: { id: number; merchantId: number },
    stake: bigint,
    payout: bigint,
    status: 'open' | 'settled' | 'rolled_back' = 'settled',
    placedAt = new Date(),
  ) => {
    betSeq += 1;
    await db()
      .insert(bets)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        vendorCode: 'DSLOT',
        gameCode: 'slot',
        gameType: 'RNG',
        roundId: `round-${betSeq}`,
        betTransactionId: `pl-${newKey()}`,
        walletMode: 'seamless',
        currency: 'CNY',
        stake,
        validBet: stake,
        payout,
        status,
        placedAt,
        settledAt: status === 'open' ? null : placedAt,
      });
  };

  it("sums a member's stakes and payouts per day from their bets, and only that member's", async () => {
    const player = await createAccount(db());
    const other = await createAccount(db());
    await bet(player, 5_000n, 6_000n);
    await bet(player, 2_500n, 0n);
    await bet(other, 9_900n, 0n);
    const value = (await get(await playerToken(harness.app, player), '/wps/relay/GCS_personalProfit?days=7'))
      .value;
    // the day of the demo merchant's calendar (Asia/Shanghai), which is not the UTC day after 16:00 UTC
    const today = periodOf('day', new Date(), 'Asia/Shanghai').key;
    expect(value).toEqual({
      rows: [{ date: today, bets: '75.00', wins: '60.00', profit: '-15.00' }],
      totals: { bets: '75.00', wins: '60.00', profit: '-15.00' },
    });
  });

  it('counts an open bet by its stake and leaves a rolled-back bet out', async () => {
    const player = await createAccount(db());
    await bet(player, 1_000n, 0n, 'open');
    await bet(player, 4_000n, 0n, 'rolled_back');
    const value = (await get(await playerToken(harness.app, player), '/wps/relay/GCS_personalProfit?days=1'))
      .value;
    expect(value.totals).toEqual({ bets: '10.00', wins: '0.00', profit: '-10.00' });
  });

  it("puts a bet on the merchant's day (Asia/Shanghai), not the UTC day", async () => {
    const player = await createAccount(db());
    // half an hour into the Shanghai day: still the day before in UTC (16:30)
    const shanghaiToday = periodOf('day', new Date(), 'Asia/Shanghai');
    await bet(player, 1_000n, 0n, 'settled', new Date(shanghaiToday.start.getTime() + 30 * 60_000));
    // and one just before that day began: yesterday, out of a one-day period
    await bet(player, 700n, 0n, 'settled', new Date(shanghaiToday.start.getTime() - 60_000));
    const token = await playerToken(harness.app, player);
    const value = (await get(token, '/wps/relay/GCS_personalProfit?days=7')).value;
    expect(value.rows[0]).toEqual({ date: shanghaiToday.key, bets: '10.00', wins: '0.00', profit: '-10.00' });
    expect(value.rows).toHaveLength(2);
    expect((await get(token, '/wps/relay/GCS_personalProfit?days=1')).value.rows).toEqual([
      { date: shanghaiToday.key, bets: '10.00', wins: '0.00', profit: '-10.00' },
    ]);
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

import type { VendorFeedBet } from '@croupier/contract/vendor-games';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { playerToken } from '../../../test/cashier.ts';
import { catalogueGame, feedVendor, seamlessVendors, txId } from '../../../test/seamless.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bets, members, merchants, vendorFeedCursors } from '../../db/schema.ts';
import { importBetFeedsJob } from '../../jobs/import-bet-feeds.ts';
import { importBetFeeds, refreshIntervalMs } from './bet-feed-import.ts';

describe('transfer-mode bet feed import', () => {
  const vendor = feedVendor('DEMO');
  /** how far the app's clock runs ahead of the real one (moved forward instead of waiting) */
  let ahead = 0;
  const harness = useTestApp({
    vendors: seamlessVendors(vendor),
    clock: () => new Date(Date.now() + ahead),
  });
  beforeAll(async () => {
    const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await catalogueGame(db(), demo!.id, { vendorCode: 'DEMO', gameCode: 'baccarat-test', gameType: 'LIVE' });
  });
  const db = () => harness.database.db;
  const deps = () => harness.app.context;

  const feedBet = (memberId: number, overrides: Partial<VendorFeedBet> = {}): VendorFeedBet => ({
    betId: txId('hand'),
    player: `DEMO_${memberId}`,
    gameCode: 'baccarat-test',
    roundId: txId('shoe'),
    currency: 'CNY',
    stake: '20.00',
    validBet: '20.00',
    payout: '39.00',
    placedAt: new Date(Date.now() - 60_000).toISOString(),
    settledAt: new Date(Date.now() - 30_000).toISOString(),
    ...overrides,
  });
  const betsOf = (memberId: number) => db().select().from(bets).where(eq(bets.memberId, memberId));
  const cursor = async () =>
    (await db().select().from(vendorFeedCursors).where(eq(vendorFeedCursors.vendorCode, 'DEMO')))[0]?.cursor;

  it('writes settled bets once, however often the feed is read, and moves the cursor', async () => {
    const player = await createAccount(db());
    vendor.feed.push(feedBet(player.id), feedBet(player.id, { payout: '0.00', validBet: '0.00' }));
    const first = await importBetFeeds(deps());
    expect(first).toMatchObject({ imported: 2, skipped: 0, silent: [] });
    expect(await cursor()).toBe(String(vendor.feed.length));
    // the cursor goes back, as after a crash between a page and its commit: nothing is written twice
    await db().update(vendorFeedCursors).set({ cursor: '' }).where(eq(vendorFeedCursors.vendorCode, 'DEMO'));
    expect((await importBetFeeds(deps())).imported).toBe(0);
    const rows = await betsOf(player.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.payout === 3_900n)).toMatchObject({
      walletMode: 'transfer',
      status: 'settled',
      stake: 2_000n,
      validBet: 2_000n,
      gameType: 'LIVE',
      vendorCode: 'DEMO',
    });
  });

  it('writes each bet once when two imports run at the same time', async () => {
    const player = await createAccount(db());
    for (let i = 0; i < 1_200; i += 1) vendor.feed.push(feedBet(player.id));
    const [a, b] = await Promise.all([importBetFeeds(deps()), importBetFeeds(deps())]);
    expect(a.imported + b.imported).toBe(1_200);
    expect(await betsOf(player.id)).toHaveLength(1_200);
    expect(await cursor()).toBe(String(vendor.feed.length));
  });

  it('skips and counts bets of unknown players and of another currency', async () => {
    const player = await createAccount(db());
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const [stranger] = await db()
      .insert(members)
      .values({ merchantId: maint!.id, username: `feed${player.id}`, passwordHash: 'x' })
      .returning();
    vendor.feed.push(
      feedBet(999_999_999),
      feedBet(player.id, { player: 'nonsense' }),
      feedBet(stranger!.id),
      feedBet(player.id, { currency: 'USD' }),
      feedBet(player.id),
    );
    expect(await importBetFeeds(deps())).toMatchObject({ imported: 1, skipped: 4 });
    expect(await betsOf(player.id)).toHaveLength(1);
  });

  it('keeps the cursor of a vendor that does not answer, and the job says so', async () => {
    const player = await createAccount(db());
    const before = await cursor();
    vendor.silent = true;
    vendor.feed.push(feedBet(player.id));
    try {
      expect(await importBetFeeds(deps())).toMatchObject({ imported: 0, silent: ['DEMO'] });
      await expect(importBetFeedsJob(deps()).run(new Date())).rejects.toThrow(/no answer from DEMO/);
      expect(await cursor()).toBe(before);
    } finally {
      vendor.silent = false;
    }
    await importBetFeedsJob(deps()).run(new Date());
    expect(await betsOf(player.id)).toHaveLength(1);
  });

  it("shows a hand just played at a transfer-mode vendor in the player's betting record", async () => {
    const player = await createAccount(db());
    const token = await playerToken(harness.app, player);
    // more than the refresh interval after any import of this instance
    ahead += refreshIntervalMs + 100;
    const hand = feedBet(player.id, { stake: '15.00', validBet: '15.00', payout: '0.00' });
    vendor.feed.push(hand);
    const record = await harness.app.inject({
      url: '/wps/relay/GLS_betRecords?days=1',
      headers: { authorization: token },
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().value).toMatchObject({
      total: 1,
      rows: [
        { vassalage: 'DEMO', roundId: hand.roundId, stake: '15.00', profit: '-15.00', status: 'settled' },
      ],
    });
    const stored = await db()
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, 'DEMO'), eq(bets.betTransactionId, hand.betId)));
    expect(stored).toHaveLength(1);
  });
});

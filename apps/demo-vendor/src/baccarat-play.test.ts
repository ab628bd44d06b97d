import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toMinor } from '@croupier/contract';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { createBaccaratPlay } from './baccarat-play.ts';
import { loadVendorConfig } from './config.ts';
import { createFeedStore, type FeedState } from './feed-store.ts';
import { baccaratTables } from './game-catalogue.ts';
import { jsonFileState } from './json-file-state.ts';
import { createLaunchSessions } from './launch-sessions.ts';
import { createWalletStore, emptyWalletState, type WalletState } from './wallet-store.ts';

const secret = 'transfer-secret-for-baccarat';
const dir = mkdtempSync(join(tmpdir(), 'vendor-baccarat-'));
let app: Awaited<ReturnType<typeof buildVendorApp>>;

beforeAll(async () => {
  app = await buildVendorApp(
    loadVendorConfig({
      LOG_LEVEL: 'silent',
      VENDOR_SECRET: secret,
      VENDOR_DATA_FILE: join(dir, 'vendor.json'),
    }),
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const signed = (url: string, body: object) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, url, raw) },
  });
};
const launch = async (player: string, mode: 'real' | 'free', roomId = 'baccarat-1') => {
  const answer = await signed('/api/games/launch', {
    player,
    currency: 'USD',
    vendorCode: 'DEMO',
    gameCode: 'baccarat',
    language: 'EN',
    mode,
    roomId,
  });
  return new URL(answer.json().value.url).pathname;
};
const deal = (page: string, bets: Record<string, string>) =>
  app.inject({ method: 'POST', url: `${page}/deal`, payload: { bets } });
const walletBalance = async (player: string) =>
  (await signed('/api/wallet/balance', { player, currency: 'USD' })).json().value.balance as string;
const feed = async (after: string, limit = 100) =>
  (await signed('/api/bets/feed', { vendorCode: 'DEMO', after, limit })).json().value;

describe('baccarat at the transfer vendor', () => {
  it('takes the bets from the vendor wallet, pays into it, and feeds the hand’s bets after the cursor', async () => {
    await signed('/api/wallet/transfer', {
      transferId: 'deposit-bac-1',
      player: 'DEMO_11',
      direction: 'deposit',
      amount: '1000.00',
      currency: 'USD',
    });
    const before = await feed('');
    const page = await launch('DEMO_11', 'real');
    const response = await deal(page, { player: '100.00', tie: '10.00' });
    expect(response.statusCode).toBe(200);
    const hand = response.json().value;
    expect(hand.stake).toBe('110.00');
    expect(toMinor(hand.balance)).toBe(100_000n - 11_000n + toMinor(hand.payout));
    expect(await walletBalance('DEMO_11')).toBe(hand.balance);
    expect(hand.player.cards.length).toBeGreaterThanOrEqual(2);
    expect(['player', 'banker', 'tie']).toContain(hand.winner);

    const page1 = await feed(before.next);
    expect(page1.rows).toHaveLength(2);
    expect(page1.rows.map((row: { betId: string }) => row.betId)).toEqual([
      `${hand.roundId}.player`,
      `${hand.roundId}.tie`,
    ]);
    const playerBet = page1.rows[0];
    expect(playerBet).toMatchObject({
      player: 'DEMO_11',
      gameCode: 'baccarat',
      roundId: hand.roundId,
      currency: 'USD',
      stake: '100.00',
      validBet: hand.winner === 'tie' ? '0.00' : '100.00',
      payout: hand.bets[0].payout,
    });
    expect(page1.rows[1]).toMatchObject({ stake: '10.00', validBet: '10.00' });
    expect(Number(page1.next)).toBe(Number(before.next || '0') + 2);
    expect(await feed(page1.next)).toEqual({ rows: [], next: page1.next });
    expect((await feed('', 1)).rows).toHaveLength(1);
  });

  it('refuses bets above the wallet or outside the table limits, moving nothing', async () => {
    const page = await launch('DEMO_12', 'real', 'baccarat-2');
    const { next } = await feed('');
    const broke = await deal(page, { banker: '100.00' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await deal(page, { banker: '50.00' })).json().code).toBe('BET_LIMITS');
    expect((await deal(page, { banker: '150.50' })).json().code).toBe('BET_LIMITS');
    expect((await deal(page, {})).json().code).toBe('BET_LIMITS');
    expect(await walletBalance('DEMO_12')).toBe('0.00');
    expect((await feed(next)).rows).toHaveLength(0);
  });

  it('plays free hands on play money: no wallet change and nothing in the feed', async () => {
    const page = await launch('DEMO_11', 'free');
    const wallet = await walletBalance('DEMO_11');
    const { next } = await feed('');
    const hand = (await deal(page, { player: '500.00', banker: '500.00' })).json().value;
    expect(toMinor(hand.balance)).toBe(200_000n - 100_000n + toMinor(hand.payout));
    expect(await walletBalance('DEMO_11')).toBe(wallet);
    expect((await feed(next)).rows).toHaveLength(0);
    const state = (await app.inject(`${page}/state`)).json().value;
    expect(state).toMatchObject({ mode: 'free', balance: hand.balance });
    expect(state.history[0]).toMatchObject({ roundId: hand.roundId, winner: hand.winner });
  });
});

describe('baccarat hand settlement', () => {
  it('records a tie’s pushed bets with a valid bet of 0 and pays the tie 8:1', async () => {
    const data = jsonFileState<WalletState & FeedState>(undefined, emptyWalletState);
    const wallet = createWalletStore(data);
    const feedStore = createFeedStore(data);
    // four fours: player 8, banker 8, both natural, a tie
    const stacked = [3, 3, 3, 3];
    const play = createBaccaratPlay({
      wallet,
      feed: feedStore,
      gameCode: 'baccarat',
      newShoe: () => [...stacked],
    });
    await wallet.transfer({
      transferId: 'deposit-tie-1',
      player: 'DEMO_5',
      direction: 'deposit',
      amount: '100.00',
    });
    const session = createLaunchSessions({ ttlMs: 60_000 }).open(
      {
        player: 'DEMO_5',
        currency: 'USD',
        vendorCode: 'DEMO',
        gameCode: 'baccarat',
        language: 'EN',
        mode: 'real',
      },
      'EN',
      'baccarat-1',
    );
    const hand = await play.deal(session, baccaratTables[0]!, {
      player: 2_000n,
      banker: 1_000n,
      tie: 1_000n,
    });
    if ('error' in hand) throw new Error(hand.error);
    expect(hand.winner).toBe('tie');
    expect(hand.payout).toBe('120.00');
    expect(hand.balance).toBe('180.00');
    expect(feedStore.page('', 10).rows.map((row) => [row.stake, row.validBet, row.payout])).toEqual([
      ['20.00', '0.00', '20.00'],
      ['10.00', '0.00', '10.00'],
      ['10.00', '10.00', '90.00'],
    ]);
  });
});

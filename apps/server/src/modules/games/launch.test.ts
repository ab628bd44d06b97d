import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../../../demo-vendor/src/app.ts';
import { loadVendorConfig } from '../../../../demo-vendor/src/config.ts';
import { createAccount, demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { fund, playerToken } from '../../../test/cashier.ts';
import { fakeGameVendor } from '../../../test/fake-game-vendor.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { gameLaunches, games, gameVendors, merchantFlags, merchants, sessions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { demoVendorAdapter } from '../vendors/demo-vendor-adapter.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';

describe('launching a game', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let merchantId: number;
  const slots = fakeGameVendor('DSLOT', 'seamless');
  const live = fakeGameVendor('DEMO', 'transfer');

  beforeAll(async () => {
    harness = await createTestApp({
      vendors: new Map([
        ['DSLOT', slots.adapter],
        ['DEMO', live.adapter],
      ]),
    });
    merchantId = await demoMerchantId(harness.database.db);
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    for (const vendor of [slots, live]) {
      vendor.state.down = false;
      vendor.state.refuseTransfers = false;
    }
  });

  const db = () => harness.database.db;
  const nodeIdOf = async (code: string) =>
    (
      await db()
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, code)))
    )[0]!.id;
  const player = async (funds = 0n, type = 0) => {
    const account = await createAccount(db(), { type });
    if (funds > 0n) await fund(db(), merchantId, account.id, funds);
    return { account, token: await playerToken(harness.app, account) };
  };
  const launch = (
    token: string | undefined,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, confirmTrans: 0, ...body },
      headers: { ...(token ? { authorization: token } : {}), ...headers },
      remoteAddress: nextIp(),
    });
  const wallets = async (token: string) => {
    const { value } = (
      await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })
    ).json();
    const row = (name: string) =>
      value.wallets.find((wallet: { name: string }) => wallet.name === name)?.availBalance ?? '0.00';
    return { sum: value.sumBalance, main: row('main'), demo: row('DEMO') };
  };
  const launchesOf = async (memberId: number) =>
    (await db().select({ n: count() }).from(gameLaunches).where(eq(gameLaunches.memberId, memberId)))[0]!.n;
  const setVendor = (code: string, set: Partial<typeof gameVendors.$inferInsert>) =>
    db()
      .update(gameVendors)
      .set(set)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)));

  it('asks for a login first', async () => {
    const response = await launch(undefined, { nodeId: await nodeIdOf('jade-dragon') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });

  it("refuses unknown, disabled and other merchants' games", async () => {
    const { token } = await player();
    expect((await launch(token, { nodeId: 999_999 })).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    const [maint] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'MAINT'));
    const [foreign] = await db()
      .insert(games)
      .values({
        merchantId: maint!.id,
        vendorCode: 'DSLOT',
        gameCode: 'jade-dragon',
        gameType: 'RNG',
        names: { EN: 'Elsewhere' },
        iconPath: 'img/games/DSLOT/jade-dragon.svg',
      })
      .returning({ id: games.id });
    const elsewhere = await launch(token, { nodeId: foreign!.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('GAME_NOT_FOUND');
    const angkor = await nodeIdOf('angkor-gold');
    await db().update(games).set({ enabled: false }).where(eq(games.id, angkor));
    expect((await launch(token, { nodeId: angkor, accountType: 0 })).statusCode).toBe(404);
    await db().update(games).set({ enabled: true }).where(eq(games.id, angkor));
    await setVendor('DSLOT', { enabled: false });
    expect((await launch(token, { nodeId: angkor, accountType: 0 })).json().code).toBe('GAME_NOT_FOUND');
    await setVendor('DSLOT', { enabled: true });
  });

  it('says the game is under maintenance when the game or its vendor is', async () => {
    const { token } = await player();
    const jade = await nodeIdOf('jade-dragon');
    await db().update(games).set({ maintenance: true }).where(eq(games.id, jade));
    const game = await launch(token, { nodeId: jade });
    expect(game.statusCode).toBe(409);
    expect(game.json().code).toBe('GAME_MAINTENANCE');
    await db().update(games).set({ maintenance: false }).where(eq(games.id, jade));
    await setVendor('DSLOT', { maintenance: true });
    expect((await launch(token, { nodeId: jade })).json().code).toBe('GAME_MAINTENANCE');
    await setVendor('DSLOT', { maintenance: false });
    expect((await launch(token, { nodeId: jade })).statusCode).toBe(200);
  });

  it('lets a trial account play only for fun, and only where the game has free play', async () => {
    const guest = await harness.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: nextIp(),
    });
    const token = guest.json().value.token as string;
    const jade = await nodeIdOf('jade-dragon');
    const real = await launch(token, { nodeId: jade, accountType: 1 });
    expect(real.statusCode).toBe(403);
    expect(real.json().code).toBe('GAME_FREE_PLAY_ONLY');
    const before = slots.state.launches.length;
    const free = await launch(token, { nodeId: jade, accountType: 0 });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().value).toMatchObject({ accountType: 0, walletMode: 'seamless', transferred: '0.00' });
    const sent = slots.state.launches.slice(before);
    expect(sent).toEqual([expect.objectContaining({ mode: 'free', gameCode: 'jade-dragon' })]);
    expect(sent[0]!.token).toBeUndefined();

    await db().update(games).set({ freePlay: false }).where(eq(games.id, jade));
    const none = await launch(token, { nodeId: jade, accountType: 0 });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('GAME_NO_FREE_PLAY');
    // nor for a real account asking for play money
    const member = await player();
    expect((await launch(member.token, { nodeId: jade, accountType: 0 })).json().code).toBe(
      'GAME_NO_FREE_PLAY',
    );
    await db().update(games).set({ freePlay: true }).where(eq(games.id, jade));
  });

  it('hands a seamless vendor a game token bound to the player’s session, in the language asked', async () => {
    const { account, token } = await player(50_00n);
    const jade = await nodeIdOf('jade-dragon');
    const response = await launch(
      token,
      { nodeId: jade, gameId: 'jade-dragon', vassalage: 'DSLOT' },
      { language: 'KM' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const sent = slots.state.launches.at(-1)!;
    expect(response.json().value).toEqual({
      content: { game_url: expect.stringContaining('https://vendor.example/DSLOT/jade-dragon?mode=real') },
      target: 'frame',
      walletMode: 'seamless',
      accountType: 1,
      transferred: '0.00',
    });
    expect(sent).toMatchObject({
      player: `DEMO_${account.id}`,
      currency: 'CNY',
      gameCode: 'jade-dragon',
      language: 'KM',
      mode: 'real',
      lobbyUrl: expect.stringMatching(/^https?:\/\//),
    });
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    const rows = await db().select().from(gameLaunches).where(eq(gameLaunches.memberId, account.id));
    expect(rows).toEqual([
      expect.objectContaining({
        gameId: jade,
        vendorCode: 'DSLOT',
        mode: 'real',
        sessionId: session!.id,
        tokenHash: sha256(sent.token!),
      }),
    ]);
    // the money stays in the main wallet: the vendor bets against it through the vendor API
    expect(await wallets(token)).toMatchObject({ main: '50.00', demo: '0.00' });

    // each launch has its own token; the body's language wins over the header
    await launch(token, { nodeId: jade, language: 'cn' }, { language: 'KM' });
    const again = slots.state.launches.at(-1)!;
    expect(again.language).toBe('CN');
    expect(again.token).not.toBe(sent.token);
  });

  it('moves the whole main balance into a transfer vendor once per launch, through the wallet', async () => {
    const { account, token } = await player(100_00n);
    const baccarat = await nodeIdOf('baccarat');
    const first = await launch(token, { nodeId: baccarat, roomId: 'baccarat-2' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      walletMode: 'transfer',
      transferred: '100.00',
      target: 'frame',
    });
    expect(live.state.launches.at(-1)).toMatchObject({
      roomId: 'baccarat-2',
      mode: 'real',
      player: `DEMO_${account.id}`,
    });
    expect(live.state.launches.at(-1)!.token).toBeUndefined();
    expect(await wallets(token)).toEqual({ sum: '100.00', main: '0.00', demo: '100.00' });
    const moved = live.state.transfers.filter((transfer) => transfer.player === `DEMO_${account.id}`);
    expect(moved).toEqual([expect.objectContaining({ direction: 'deposit', amount: '100.00' })]);

    // a second launch finds nothing left in main: nothing moves twice
    const second = await launch(token, { nodeId: baccarat });
    expect(second.json().value.transferred).toBe('0.00');
    expect(live.state.transfers.filter((transfer) => transfer.player === `DEMO_${account.id}`)).toHaveLength(
      1,
    );
    expect(await wallets(token)).toEqual({ sum: '100.00', main: '0.00', demo: '100.00' });
    expect(await launchesOf(account.id)).toBe(2);

    const room = await launch(token, { nodeId: baccarat, roomId: 'baccarat-9' });
    expect(room.statusCode).toBe(400);
    expect(room.json().message).toContain('body.roomId');
  });

  it('leaves the money where it is in free play', async () => {
    const { token } = await player(30_00n);
    const free = await launch(token, { nodeId: await nodeIdOf('baccarat'), accountType: 0 });
    expect(free.json().value).toMatchObject({ accountType: 0, transferred: '0.00' });
    expect(await wallets(token)).toMatchObject({ main: '30.00', demo: '0.00' });
  });

  it('asks the player first when the merchant turned auto-transfer off', async () => {
    await db().insert(merchantFlags).values({ merchantId, key: 'AUTOTRANSFER3', enabled: '0' });
    harness.app.context.directory.invalidate();
    try {
      const { token } = await player(20_00n);
      const baccarat = await nodeIdOf('baccarat');
      expect((await launch(token, { nodeId: baccarat })).json().value.transferred).toBe('0.00');
      expect(await wallets(token)).toMatchObject({ main: '20.00', demo: '0.00' });
      expect((await launch(token, { nodeId: baccarat, confirmTrans: 1 })).json().value.transferred).toBe(
        '20.00',
      );
      expect(await wallets(token)).toMatchObject({ main: '0.00', demo: '20.00' });
    } finally {
      await db()
        .delete(merchantFlags)
        .where(and(eq(merchantFlags.merchantId, merchantId), eq(merchantFlags.key, 'AUTOTRANSFER3')));
      harness.app.context.directory.invalidate();
    }
  });

  it('opens the game even when the transfer is refused, and says nothing moved', async () => {
    const { token } = await player(40_00n);
    live.state.refuseTransfers = true;
    const response = await launch(token, { nodeId: await nodeIdOf('baccarat') });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.transferred).toBe('0.00');
    expect(await wallets(token)).toEqual({ sum: '40.00', main: '40.00', demo: '0.00' });
  });

  it('answers 502 when the vendor does not answer, leaving no launch and no money moved', async () => {
    for (const [vendor, code] of [
      [live, 'baccarat'],
      [slots, 'lucky-lanterns'],
    ] as const) {
      const { account, token } = await player(60_00n);
      vendor.state.down = true;
      const transfers = live.state.transfers.length;
      const response = await launch(token, { nodeId: await nodeIdOf(code) });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('VENDOR_UNAVAILABLE');
      expect(await launchesOf(account.id)).toBe(0);
      expect(live.state.transfers.length).toBe(transfers);
      expect(await wallets(token)).toEqual({ sum: '60.00', main: '60.00', demo: '0.00' });
      vendor.state.down = false;
    }
  });

  it('answers a card game (PVP) with the address itself, opening where the vendor says', async () => {
    await db()
      .insert(gameVendors)
      .values({
        merchantId,
        code: 'DSLOT',
        gameType: 'PVP',
        names: { EN: 'Croupier Cards' },
        walletMode: 'seamless',
        launchTarget: 'window',
      });
    const [poker] = await db()
      .insert(games)
      .values({
        merchantId,
        vendorCode: 'DSLOT',
        gameCode: 'poker',
        gameType: 'PVP',
        names: { EN: 'Poker' },
        iconPath: 'img/games/DSLOT/poker.svg',
      })
      .returning({ id: games.id });
    const { token } = await player();
    const response = await launch(token, { nodeId: poker!.id });
    expect(response.json().value).toMatchObject({
      content: expect.stringContaining('https://vendor.example/DSLOT/poker'),
      target: 'window',
    });
  });

  it('refuses a body whose vendor or game code is not the node’s, naming the field', async () => {
    const { token } = await player();
    const jade = await nodeIdOf('jade-dragon');
    const vendor = await launch(token, { nodeId: jade, vassalage: 'DEMO' });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().message).toContain('body.vassalage');
    const game = await launch(token, { nodeId: jade, gameId: 'angkor-gold' });
    expect(game.json().message).toContain('body.gameId');
    const bad = await launch(token, { nodeId: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('nodeId');
    const mode = await launch(token, { nodeId: jade, accountType: 2 });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().message).toContain('accountType');
  });
});

describe('launching on the demo vendor', () => {
  const vendorSecret = 'a-demo-vendor-secret-for-tests';
  const seamlessSecret = 'a-demo-seamless-secret-for-tests';
  const vendor = buildVendorApp(
    loadVendorConfig({ LOG_LEVEL: 'silent', VENDOR_SECRET: vendorSecret, SEAMLESS_SECRET: seamlessSecret }),
  );
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let adapters: { live: VendorAdapter; slots: VendorAdapter };

  beforeAll(async () => {
    const baseUrl = await (await vendor).listen({ port: 0, host: '127.0.0.1' });
    adapters = {
      live: demoVendorAdapter({ code: 'DEMO', baseUrl, secret: vendorSecret }),
      slots: demoVendorAdapter({ code: 'DSLOT', walletMode: 'seamless', baseUrl, secret: seamlessSecret }),
    };
    harness = await createTestApp({
      vendors: new Map([
        ['DEMO', adapters.live],
        ['DSLOT', adapters.slots],
      ]),
    });
  });
  afterAll(async () => {
    await harness.close();
    await (await vendor).close();
  });

  it('opens the slot and a baccarat table on the vendor’s pages, the table with the balance moved in', async () => {
    const db = harness.database.db;
    const merchantId = await demoMerchantId(db);
    const account = await createAccount(db);
    await fund(db, merchantId, account.id, 250_00n);
    const token = await playerToken(harness.app, account);
    const nodeIdOf = async (code: string) =>
      (
        await db
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, code)))
      )[0]!.id;
    const launchOf = async (body: Record<string, unknown>) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        payload: body,
        headers: { authorization: token, language: 'CN' },
        remoteAddress: nextIp(),
      });
    const slot = await launchOf({ nodeId: await nodeIdOf('lucky-lanterns') });
    expect(slot.statusCode, slot.body).toBe(200);
    expect(slot.json().value).toMatchObject({ walletMode: 'seamless', transferred: '0.00' });
    expect(slot.json().value.content.game_url).toMatch(/\/play\/[^/]+$/);
    const table = await launchOf({ nodeId: await nodeIdOf('baccarat'), roomId: 'baccarat-2' });
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json().value).toMatchObject({ walletMode: 'transfer', transferred: '250.00' });
    expect(await adapters.live.balance(`DEMO_${account.id}`, 'CNY')).toBe('250.00');
  });
});

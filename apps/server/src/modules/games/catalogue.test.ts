import { gameTypes } from '@croupier/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, demoMerchantId, nextIp, uniqueName } from '../../../test/accounts.ts';
import { playerToken } from '../../../test/cashier.ts';
import { fakeGameVendor } from '../../../test/fake-game-vendor.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bets, gameAnnouncements, gameLaunches, games, gameVendors, merchants } from '../../db/schema.ts';
import { maskUsername } from './winners.ts';

describe('games catalogue and lobby calls', () => {
  let merchantId: number;
  let maintMerchantId: number;
  const slots = fakeGameVendor('DSLOT', 'seamless');
  const live = fakeGameVendor('DEMO', 'transfer');

  const harness = useTestApp({
    vendors: new Map([
      ['DSLOT', slots.adapter],
      ['DEMO', live.adapter],
    ]),
  });
  beforeAll(async () => {
    merchantId = await demoMerchantId(harness.database.db);
    maintMerchantId = (
      await harness.database.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.code, 'MAINT'))
    )[0]!.id;
  });

  const db = () => harness.database.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ url, headers, remoteAddress: nextIp() });
  const value = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const post = (url: string, payload: unknown, token?: string) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { authorization: token } : {},
      remoteAddress: nextIp(),
    });
  const gameId = async (code: string) =>
    (
      await db()
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, code)))
    )[0]!.id;
  const player = async () => {
    const account = await createAccount(db());
    return { account, token: await playerToken(harness.app, account) };
  };
  /** the directory's contexts (and with them the cached menus and popular lists) start afresh */
  const freshCaches = () => harness.app.context.directory.invalidate();

  describe('game menus', () => {
    it('lists every category in header order, each with its vendors, in the Language header', async () => {
      const menus = await value('/lgw/games/game_menus', { language: 'EN' });
      expect(menus.map((menu: { gameGroupCode: string }) => menu.gameGroupCode)).toEqual([...gameTypes]);
      const byType = Object.fromEntries(
        menus.map((menu: { gameGroupCode: string }) => [menu.gameGroupCode, menu]),
      );
      expect(byType.SPORTS.gameMenus).toEqual([]);
      expect(byType.RNG).toMatchObject({ labelName: 'Slots', path: '/rng' });
      expect(byType.RNG.gameMenus).toEqual([
        expect.objectContaining({
          vassalage: 'DSLOT',
          name: 'Croupier Slots',
          walletMode: 'seamless',
          accountTypeId: 1,
          iconUrl: '/img/vendors/DSLOT.svg',
          maintenance: false,
          lobbyGameId: null,
        }),
      ]);
      expect(byType.LIVE.gameMenus).toEqual([
        expect.objectContaining({
          vassalage: 'DEMO',
          name: 'Croupier Live',
          walletMode: 'transfer',
          accountTypeId: 100,
        }),
      ]);
    });

    it('names categories and vendors in Chinese, Khmer, Thai and Vietnamese, English for languages without names', async () => {
      const rngOf = async (language: string) =>
        (await value('/lgw/games/game_menus', { language })).find(
          (menu: { gameGroupCode: string }) => menu.gameGroupCode === 'RNG',
        );
      expect(await rngOf('CN')).toMatchObject({ labelName: '电子', gameMenus: [{ name: '荷官老虎机' }] });
      expect(await rngOf('km')).toMatchObject({ labelName: 'ស្លត', gameMenus: [{ name: 'ស្លតក្រូពៀ' }] });
      expect(await rngOf('TH')).toMatchObject({ labelName: 'สล็อต', gameMenus: [{ name: 'สล็อตครูเปียร์' }] });
      expect(await rngOf('VI')).toMatchObject({
        labelName: 'Nổ hũ',
        gameMenus: [{ name: 'Nổ hũ Croupier' }],
      });
      expect(await rngOf('JA')).toMatchObject({
        labelName: 'Slots',
        gameMenus: [{ name: 'Croupier Slots' }],
      });
      // no header: the merchant's own language (the demo merchant's is CN)
      expect(await rngOf('')).toMatchObject({ labelName: '电子' });
    });

    it('answers from the cache with an ETag, varying by merchant and language', async () => {
      const first = await get('/lgw/games/game_menus', { language: 'EN' });
      expect(first.headers.vary).toBe('Merchant, Accept-Encoding, Language');
      const again = await get('/lgw/games/game_menus', {
        language: 'EN',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      const other = await get('/lgw/games/game_menus', { language: 'CN' });
      expect(other.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('game list', () => {
    const list = (query: string, headers: Record<string, string> = {}) =>
      value(`/wps/relay/GLS_gameList?${query}`, { language: 'EN', ...headers });
    const codes = (page: { rows: { gameId: string }[] }) => page.rows.map((row) => row.gameId);

    it('filters ALL, NEW and HOT games of a category and a vendor', async () => {
      const all = await list('gameType=RNG');
      expect(codes(all)).toEqual(['lucky-lanterns', 'jade-dragon', 'angkor-gold']);
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 24 });
      expect(all.rows[0]).toMatchObject({
        gameName: 'Lucky Lanterns',
        displayName: 'Lucky Lanterns',
        vassalage: 'DSLOT',
        vendorName: 'Croupier Slots',
        gameType: 'RNG',
        iconUrl: '/img/games/DSLOT/lucky-lanterns.svg',
        isHot: true,
        isFav: false,
        freePlay: true,
        hasRooms: false,
      });
      expect(codes(await list('gameType=RNG&filter=NEW'))).toEqual(['jade-dragon']);
      expect(codes(await list('gameType=RNG&filter=HOT'))).toEqual(['lucky-lanterns']);
      expect(codes(await list('gameType=RNG&vassalage=DEMO'))).toEqual([]);
      expect((await list('gameType=LIVE&vassalage=DEMO')).rows[0]).toMatchObject({
        gameId: 'baccarat',
        hasRooms: true,
      });
      expect((await list('gameType=FISH')).rows).toEqual([]);
    });

    it('searches names in every language, taking % and _ literally', async () => {
      expect(codes(await list('gameType=RNG&search=dragon'))).toEqual(['jade-dragon']);
      expect(codes(await list(`gameType=RNG&search=${encodeURIComponent('吴哥')}`))).toEqual(['angkor-gold']);
      expect(codes(await list(`gameType=RNG&search=${encodeURIComponent('គោម')}`))).toEqual([
        'lucky-lanterns',
      ]);
      expect(codes(await list('gameType=RNG&search=%25'))).toEqual([]);
      expect(codes(await list('gameType=RNG&search=_'))).toEqual([]);
      await db()
        .insert(games)
        .values({
          merchantId,
          vendorCode: 'DSLOT',
          gameCode: 'wild-percent',
          gameType: 'RNG',
          names: { EN: '100% Wild_Card', CN: '百分百' },
          iconPath: 'img/games/DSLOT/wild-percent.svg',
          sort: 9,
        });
      expect(codes(await list('gameType=RNG&search=%25'))).toEqual(['wild-percent']);
      expect(codes(await list('gameType=RNG&search=d_c'))).toEqual(['wild-percent']);
      expect(codes(await list('gameType=RNG&search=0%25%20w'))).toEqual(['wild-percent']);
      await db().delete(games).where(eq(games.gameCode, 'wild-percent'));
    });

    it('pages', async () => {
      const second = await list('gameType=RNG&pageSize=2&page=2');
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(codes(second)).toEqual(['angkor-gold']);
    });

    it('marks favourites only for a signed-in player of the merchant', async () => {
      const { token } = await player();
      const jade = await gameId('jade-dragon');
      expect((await post('/wps/relay/GLS_addFavourite', { nodeId: jade }, token)).statusCode).toBe(200);
      const favOf = (page: { rows: { gameId: string; isFav: boolean }[] }) =>
        page.rows.filter((row) => row.isFav).map((row) => row.gameId);
      expect(favOf(await list('gameType=RNG', { authorization: token }))).toEqual(['jade-dragon']);
      expect(favOf(await list('gameType=RNG'))).toEqual([]);
      // a stale or made-up token on a public call is a visitor, not a 401
      expect(favOf(await list('gameType=RNG', { authorization: 'not-a-real-token' }))).toEqual([]);
      const hot = await value('/wps/relay/GLS_hotGames', { authorization: token });
      expect(hot.map((game: { isFav: boolean }) => game.isFav)).toEqual([false, false]);
    });

    it('refuses bad queries with a 400 naming the field', async () => {
      const response = await get('/wps/relay/GLS_gameList?gameType=NOPE');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('gameType');
      const paging = await get('/wps/relay/GLS_gameList?gameType=RNG&pageSize=500');
      expect(paging.statusCode).toBe(400);
      expect(paging.json().message).toContain('pageSize');
    });
  });

  it('lists hot games in header order of category', async () => {
    const hot = await value('/wps/relay/GLS_hotGames', { language: 'CN' });
    expect(hot.map((game: { gameId: string }) => game.gameId)).toEqual(['lucky-lanterns', 'baccarat']);
    expect(hot[0].displayName).toBe('幸运灯笼');
    expect(hot[0].gameName).toBe('Lucky Lanterns');
    const live = await value('/wps/relay/GLS_hotGames?gameType=LIVE');
    expect(live.map((game: { gameId: string }) => game.gameId)).toEqual(['baccarat']);
  });

  describe('favourites and recent games', () => {
    it('adds once, lists newest first, removes only the member’s own', async () => {
      const me = await player();
      const other = await player();
      const [jade, angkor] = [await gameId('jade-dragon'), await gameId('angkor-gold')];
      expect((await post('/wps/relay/GLS_addFavourite', { nodeId: jade }, me.token)).json().value).toEqual({
        favGames: [jade],
      });
      await post('/wps/relay/GLS_addFavourite', { nodeId: angkor }, me.token);
      const twice = await post('/wps/relay/GLS_addFavourite', { nodeId: angkor }, me.token);
      expect(twice.json().value.favGames.sort()).toEqual([jade, angkor].sort());
      await post('/wps/relay/GLS_addFavourite', { nodeId: jade }, other.token);

      const mine = await value('/wps/relay/GLS_favourites', { authorization: me.token, language: 'KM' });
      expect(mine.map((game: { gameId: string }) => game.gameId).sort()).toEqual([
        'angkor-gold',
        'jade-dragon',
      ]);
      expect(mine.every((game: { isFav: boolean }) => game.isFav)).toBe(true);
      expect(mine.find((game: { gameId: string }) => game.gameId === 'angkor-gold').displayName).toBe(
        'មាសអង្គរ',
      );
      expect(await value('/wps/relay/GLS_favourites?gameType=LIVE', { authorization: me.token })).toEqual([]);

      expect((await post('/wps/relay/GLS_removeFavourite', { nodeId: jade }, me.token)).json().value).toEqual(
        {
          favGames: [angkor],
        },
      );
      // the other member's favourite is untouched
      expect((await value('/wps/relay/GLS_favourites', { authorization: other.token })).length).toBe(1);
    });

    it("refuses another merchant's game and unknown games", async () => {
      const me = await player();
      const [foreign] = await db()
        .insert(games)
        .values({
          merchantId: maintMerchantId,
          vendorCode: 'DSLOT',
          gameCode: 'foreign-slot',
          gameType: 'RNG',
          names: { EN: 'Foreign' },
          iconPath: 'img/games/DSLOT/foreign-slot.svg',
        })
        .returning({ id: games.id });
      const refused = await post('/wps/relay/GLS_addFavourite', { nodeId: foreign!.id }, me.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
      expect((await post('/wps/relay/GLS_addFavourite', { nodeId: 999_999 }, me.token)).statusCode).toBe(404);
      const bad = await post('/wps/relay/GLS_addFavourite', { nodeId: 'x' }, me.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('nodeId');
      expect((await post('/wps/relay/GLS_addFavourite', { nodeId: 1 })).statusCode).toBe(401);
    });

    it('lists the games launched last, each once, newest first', async () => {
      const me = await player();
      const launchOf = (code: string) =>
        gameId(code).then((nodeId) => post('/wps/game/launchGame', { nodeId, accountType: 0 }, me.token));
      for (const code of ['jade-dragon', 'baccarat', 'jade-dragon', 'angkor-gold']) {
        expect((await launchOf(code)).statusCode).toBe(200);
      }
      const recent = await value('/wps/relay/GLS_recentGames', { authorization: me.token });
      expect(recent.map((game: { gameId: string }) => game.gameId)).toEqual([
        'angkor-gold',
        'jade-dragon',
        'baccarat',
      ]);
      const liveOnly = await value('/wps/relay/GLS_recentGames?gameType=LIVE', { authorization: me.token });
      expect(liveOnly.map((game: { gameId: string }) => game.gameId)).toEqual(['baccarat']);
      expect((await get('/wps/relay/GLS_recentGames')).statusCode).toBe(401);
    });
  });

  describe('rooms', () => {
    it('lists the tables of a vendor with their limits, none for a vendor without', async () => {
      const { token } = await player();
      const rooms = await post('/wps/relay/GLS2_roomList', { vassalage: 'DEMO' }, token);
      expect(rooms.json().value).toEqual([
        {
          roomId: 'baccarat-1',
          nodeId: await gameId('baccarat'),
          name: '百家乐 1 号台',
          minBet: '10.00',
          maxBet: '5000.00',
          maintenance: false,
        },
        expect.objectContaining({ roomId: 'baccarat-2', minBet: '100.00', maxBet: '50000.00' }),
      ]);
      expect((await post('/wps/relay/GLS2_roomList', { vassalage: 'DSLOT' }, token)).json().value).toEqual(
        [],
      );
      expect((await post('/wps/relay/GLS2_roomList', { vassalage: 'NOBODY' }, token)).json().value).toEqual(
        [],
      );
      expect((await post('/wps/relay/GLS2_roomList', { vassalage: 'DEMO' })).statusCode).toBe(401);
    });
  });

  describe('vendor lanes', () => {
    it("answers a category's lanes, and none for a category without vendors", async () => {
      const rng = await value('/wps/relay/GLS_gameType?gameType=RNG&platform=html5-desktop', {
        language: 'CN',
      });
      expect(rng.data.lanes).toEqual([
        { title: '电子游戏', cards: [expect.objectContaining({ vassalage: 'DSLOT', isHot: true })] },
      ]);
      expect((await value('/wps/relay/GLS_gameType?gameType=CONS')).data.lanes).toEqual([]);
    });
  });

  describe('winners board', () => {
    it('masks usernames', () => {
      expect(maskUsername('demo01')).toBe('de***1');
      expect(maskUsername('abc')).toBe('a***');
      expect(maskUsername('玩家一号')).toBe('玩家***号');
    });

    it('shows the biggest settled wins of the last 7 days, of one category or all', async () => {
      const winner = await createAccount(db(), { username: uniqueName('winner') });
      const loser = await createAccount(db(), { username: uniqueName('loser') });
      const day = 86_400_000;
      const bet = (overrides: Partial<typeof bets.$inferInsert>) => ({
        merchantId,
        memberId: winner.id,
        vendorCode: 'DSLOT',
        gameCode: 'jade-dragon',
        gameType: 'RNG',
        roundId: uniqueName('round'),
        betTransactionId: uniqueName('bet'),
        walletMode: 'seamless' as const,
        currency: 'CNY',
        stake: 1_000n,
        validBet: 1_000n,
        payout: 0n,
        status: 'settled' as const,
        settledAt: new Date(),
        ...overrides,
      });
      await db()
        .insert(bets)
        .values([
          bet({ payout: 1_234_567_00n }),
          bet({
            payout: 50_00n,
            gameCode: 'baccarat',
            vendorCode: 'DEMO',
            gameType: 'LIVE',
            walletMode: 'transfer',
          }),
          bet({ memberId: loser.id, payout: 500n }),
          bet({ payout: 99_999_999_00n, settledAt: new Date(Date.now() - 8 * day) }),
          bet({ payout: 99_999_999_00n, status: 'open', settledAt: null }),
          bet({ payout: 1_000n }),
          bet({ payout: 70_00n, gameCode: 'retired-game' }),
        ]);
      const board = await value('/wps/relay/GLS_winnerBoard?limitNum=20', { language: 'EN' });
      const masked = maskUsername(winner.username);
      expect(board).toEqual([
        expect.objectContaining({
          player: masked,
          gameName: 'Jade Dragon',
          gameType: 'RNG',
          winAmount: '1234557.00',
        }),
        expect.objectContaining({ player: masked, gameName: 'retired-game', winAmount: '60.00' }),
        expect.objectContaining({
          player: masked,
          gameName: 'Baccarat',
          gameType: 'LIVE',
          winAmount: '40.00',
        }),
      ]);
      expect(JSON.stringify(board)).not.toContain(winner.username);
      const live = await value('/wps/relay/GLS_winnerBoard?gameCategory=LIVE&language=CN');
      expect(live).toEqual([expect.objectContaining({ gameName: '百家乐', winAmount: '40.00' })]);
      expect(await value('/wps/relay/GLS_winnerBoard?limitNum=1')).toHaveLength(1);
      expect((await get('/wps/relay/GLS_winnerBoard?limitNum=21')).statusCode).toBe(400);
    });
  });

  describe('popular games', () => {
    it('falls back to hot games while nobody played, then follows distinct players over 7 days', async () => {
      await db().delete(gameLaunches).where(eq(gameLaunches.merchantId, merchantId));
      await db().delete(bets).where(eq(bets.merchantId, merchantId));
      freshCaches();
      const ids = (rows: { gameId: string }[]) => rows.map((row) => row.gameId);
      expect(ids(await value('/lgw/games/popular?limit=2'))).toEqual(['lucky-lanterns', 'baccarat']);

      const angkor = await gameId('angkor-gold');
      const jade = await gameId('jade-dragon');
      const [a, b] = [await player(), await player()];
      for (const who of [a, b, a])
        await post('/wps/game/launchGame', { nodeId: angkor, accountType: 0 }, who.token);
      await post('/wps/game/launchGame', { nodeId: jade, accountType: 0 }, a.token);
      // a launch of long ago does not count
      await db()
        .insert(gameLaunches)
        .values(
          [1, 2, 3].map(() => ({
            merchantId,
            memberId: b.account.id,
            gameId: jade,
            vendorCode: 'DSLOT',
            mode: 'free' as const,
            sessionId: 1,
            launchedAt: new Date(Date.now() - 8 * 86_400_000),
          })),
        );
      freshCaches();
      expect(ids(await value('/lgw/games/popular?limit=4'))).toEqual([
        'angkor-gold',
        'jade-dragon',
        'lucky-lanterns',
        'baccarat',
      ]);
    });
  });

  it('shows current game announcements in the language', async () => {
    const hour = 3_600_000;
    await db()
      .insert(gameAnnouncements)
      .values([
        {
          merchantId,
          vendorCode: 'DSLOT',
          titles: { EN: 'New slot', CN: '新游戏' },
          contents: { EN: 'Jade Dragon is here', CN: '翡翠神龙上线' },
          startsAt: new Date(Date.now() - hour),
        },
        {
          merchantId,
          titles: { EN: 'Ended' },
          contents: { EN: 'x' },
          startsAt: new Date(Date.now() - 3 * hour),
          endsAt: new Date(Date.now() - hour),
        },
        { merchantId, titles: { EN: 'Later' }, contents: { EN: 'x' }, startsAt: new Date(Date.now() + hour) },
      ]);
    const cn = await value('/wps/relay/GLS_gameAnnouncements', { language: 'CN' });
    expect(cn).toEqual([
      expect.objectContaining({ vassalage: 'DSLOT', title: '新游戏', content: '翡翠神龙上线', endsAt: null }),
    ]);
    const km = await value('/wps/relay/GLS_gameAnnouncements', { language: 'KM' });
    expect(km[0].title).toBe('New slot');
  });

  describe('icons', () => {
    it('serves generated SVG art for games and vendors, cached long', async () => {
      const icon = await get('/img/games/DSLOT/lucky-lanterns.svg');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(icon.headers['cache-control']).toBe('public, max-age=2592000');
      expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(icon.body).toContain('Lucky Lanterns');
      expect((await get('/img/vendors/DEMO.svg')).statusCode).toBe(200);
      const other = await get('/img/games/XYZ/some-game.svg');
      expect(other.body).toContain('>SO<');
    });

    it('refuses names that are not codes', async () => {
      for (const url of [
        '/img/games/DSLOT/lucky-lanterns.png',
        '/img/games/DSLOT/%3Cscript%3E.svg',
        '/img/games/a%22b/x.svg',
        '/img/vendors/..svg',
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });
  });

  it('shows maintenance of vendors and games rather than hiding them', async () => {
    await db()
      .update(gameVendors)
      .set({ maintenance: true })
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, 'DEMO')));
    freshCaches();
    const menus = await value('/lgw/games/game_menus');
    const liveMenu = menus.find((menu: { gameGroupCode: string }) => menu.gameGroupCode === 'LIVE');
    expect(liveMenu.gameMenus[0]).toMatchObject({ vassalage: 'DEMO', maintenance: true });
    const baccarat = (await value('/wps/relay/GLS_gameList?gameType=LIVE')).rows[0];
    expect(baccarat).toMatchObject({ gameId: 'baccarat', maintenance: true });
    await db()
      .update(gameVendors)
      .set({ maintenance: false })
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, 'DEMO')));
    freshCaches();
  });

  it("finds a sports vendor's lobby game behind more than 500 playable games of other vendors", async () => {
    const filler = Array.from({ length: 501 }, (_, index) => ({
      merchantId,
      vendorCode: 'DSLOT',
      gameCode: `filler-${index}`,
      gameType: 'RNG',
      names: { EN: `Filler ${index}` },
      iconPath: 'img/games/filler.svg',
      sort: 0,
    }));
    const [sports] = await db()
      .insert(gameVendors)
      .values({
        merchantId,
        code: 'XSPORT',
        gameType: 'SPORTS',
        names: { EN: 'X Sports' },
        walletMode: 'seamless',
      })
      .returning();
    try {
      await db().insert(games).values(filler);
      const [lobby] = await db()
        .insert(games)
        .values({
          merchantId,
          vendorCode: 'XSPORT',
          gameCode: 'lobby',
          gameType: 'SPORTS',
          names: { EN: 'Lobby' },
          iconPath: 'img/games/lobby.svg',
          sort: 9,
        })
        .returning();
      freshCaches();
      const menus = await value('/lgw/games/game_menus', { language: 'EN' });
      const sportsMenu = menus.find((menu: { gameGroupCode: string }) => menu.gameGroupCode === 'SPORTS');
      expect(sportsMenu.gameMenus).toEqual([
        expect.objectContaining({ vassalage: 'XSPORT', lobbyGameId: lobby!.id }),
      ]);
    } finally {
      await db()
        .delete(games)
        .where(
          and(
            eq(games.merchantId, merchantId),
            inArray(games.vendorCode, ['XSPORT', 'DSLOT']),
            like(games.gameCode, 'filler-%'),
          ),
        );
      await db()
        .delete(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.vendorCode, 'XSPORT')));
      await db().delete(gameVendors).where(eq(gameVendors.id, sports!.id));
      freshCaches();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { lastAuditOf } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { games, gameVendors } from '../../db/schema.ts';

describe('catalogue back office', () => {
  let merchantId: number;
  const tokens: Record<'owner' | 'cashier' | 'support', string> = { owner: '', cashier: '', support: '' };

  const harness = useTestApp();
  beforeAll(async () => {
    merchantId = await demoMerchantId(harness.database.db);
    for (const role of ['owner', 'cashier', 'support'] as const) {
      tokens[role] = await adminSession(harness.app, harness.database.db, role);
    }
  });

  const db = () => harness.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  const vendorId = async (code: string) =>
    (
      await db()
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)))
    )[0]!.id;
  const menuOf = async (gameType: string) =>
    (
      await harness.app.inject({
        url: '/lgw/games/game_menus',
        headers: { language: 'EN' },
        remoteAddress: nextIp(),
      })
    )
      .json()
      .value.find((menu: { gameGroupCode: string }) => menu.gameGroupCode === gameType);
  const lastAudit = async (action: string) => lastAuditOf(db(), merchantId, action);

  it('lets every operator role read vendors, games and lanes', async () => {
    for (const role of ['owner', 'cashier', 'support'] as const) {
      const vendors = await call('GET', '/wps/admin/games/vendors', tokens[role]);
      expect(vendors.statusCode, role).toBe(200);
      expect(vendors.json().value).toEqual([
        expect.objectContaining({
          vassalage: 'DEMO',
          gameType: 'LIVE',
          walletMode: 'transfer',
          games: 1,
          enabled: true,
        }),
        expect.objectContaining({
          vassalage: 'DSLOT',
          gameType: 'RNG',
          walletMode: 'seamless',
          games: 3,
          names: expect.objectContaining({ EN: 'Croupier Slots', CN: '荷官老虎机', KM: 'ស្លតក្រូពៀ' }),
        }),
      ]);
    }
    const page = (await call('GET', '/wps/admin/games/games?gameType=RNG&pageSize=2', tokens.support)).json()
      .value;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.rows[0]).toMatchObject({
      gameId: 'lucky-lanterns',
      vassalage: 'DSLOT',
      freePlay: true,
      isHot: true,
    });
    const found = (
      await call('GET', '/wps/admin/games/games?search=%E7%99%BE%E5%AE%B6', tokens.support)
    ).json().value;
    expect(found.rows.map((row: { gameId: string }) => row.gameId)).toEqual(['baccarat']);
    const lanes = (await call('GET', '/wps/admin/games/lanes?gameType=LIVE', tokens.cashier)).json().value;
    expect(lanes).toEqual([
      expect.objectContaining({ gameType: 'LIVE', cards: [{ vassalage: 'DEMO', isHot: true }] }),
    ]);
  });

  it('refuses changes from support and cashiers', async () => {
    const id = await vendorId('DSLOT');
    for (const role of ['support', 'cashier'] as const) {
      const vendor = await call('POST', '/wps/admin/games/vendors/save', tokens[role], {
        id,
        enabled: false,
        maintenance: false,
        isHot: false,
        sort: 1,
      });
      expect(vendor.statusCode, role).toBe(403);
      expect(vendor.json().code).toBe('FORBIDDEN');
      const lane = await call('POST', '/wps/admin/games/lanes/save', tokens[role], {
        gameType: 'RNG',
        titles: { EN: 'x' },
        sort: 0,
        cards: [],
      });
      expect(lane.statusCode, role).toBe(403);
    }
    expect((await menuOf('RNG')).gameMenus).toHaveLength(1);
  });

  it('puts a vendor in maintenance and renames it: the public menus change at once, audited', async () => {
    const id = await vendorId('DSLOT');
    expect((await menuOf('RNG')).gameMenus[0]).toMatchObject({ maintenance: false, name: 'Croupier Slots' });
    const saved = await call('POST', '/wps/admin/games/vendors/save', tokens.owner, {
      id,
      enabled: true,
      maintenance: true,
      isHot: true,
      sort: 2,
      names: { EN: 'Croupier Reels', CN: '荷官转轴', KM: 'រង្វិលក្រូពៀ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      id,
      maintenance: true,
      sort: 2,
      games: 3,
      names: { EN: 'Croupier Reels' },
    });
    expect((await menuOf('RNG')).gameMenus[0]).toMatchObject({ maintenance: true, name: 'Croupier Reels' });
    const audit = await lastAudit('games_vendor_save');
    expect(audit).toMatchObject({ success: true });
    expect(audit!.detail).toMatchObject({
      before: { id, maintenance: false, names: { EN: 'Croupier Slots' } },
      after: { id, maintenance: true, names: { EN: 'Croupier Reels' } },
    });

    // disabled: gone from the menus and lists
    await call('POST', '/wps/admin/games/vendors/save', tokens.owner, {
      id,
      enabled: false,
      maintenance: false,
      isHot: true,
      sort: 1,
    });
    expect((await menuOf('RNG')).gameMenus).toEqual([]);
    await call('POST', '/wps/admin/games/vendors/save', tokens.owner, {
      id,
      enabled: true,
      maintenance: false,
      isHot: true,
      sort: 1,
      names: {
        EN: 'Croupier Slots',
        CN: '荷官老虎机',
        KM: 'ស្លតក្រូពៀ',
        TH: 'สล็อตครูเปียร์',
        VI: 'Nổ hũ Croupier',
      },
    });
    expect((await menuOf('RNG')).gameMenus[0]).toMatchObject({ maintenance: false, name: 'Croupier Slots' });
  });

  it('marks a game hot and new, and the popular fallback and hot list follow', async () => {
    const [angkor] = await db()
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, 'angkor-gold')));
    const saved = await call('POST', '/wps/admin/games/games/save', tokens.owner, {
      nodeId: angkor!.id,
      enabled: true,
      maintenance: false,
      isHot: true,
      isNew: true,
      sort: 0,
    });
    expect(saved.json().value).toMatchObject({ nodeId: angkor!.id, isHot: true, isNew: true, sort: 0 });
    const hot = (
      await harness.app.inject({ url: '/wps/relay/GLS_hotGames?gameType=RNG', remoteAddress: nextIp() })
    ).json().value;
    expect(hot.map((game: { gameId: string }) => game.gameId)).toEqual(['angkor-gold', 'lucky-lanterns']);
    const popular = (
      await harness.app.inject({ url: '/lgw/games/popular?limit=1', remoteAddress: nextIp() })
    ).json().value;
    expect(popular.map((game: { gameId: string }) => game.gameId)).toEqual(['angkor-gold']);
    expect((await lastAudit('games_game_save'))!.detail).toMatchObject({
      before: { isHot: false, isNew: false, sort: 3 },
      after: { isHot: true, isNew: true, sort: 0 },
    });
    const unknown = await call('POST', '/wps/admin/games/games/save', tokens.owner, {
      nodeId: 999_999,
      enabled: true,
      maintenance: false,
      isHot: false,
      isNew: false,
      sort: 0,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates and changes lanes whose cards are vendors of the category', async () => {
    const wrong = await call('POST', '/wps/admin/games/lanes/save', tokens.owner, {
      gameType: 'RNG',
      titles: { EN: 'Mixed' },
      sort: 1,
      cards: [
        { vassalage: 'DSLOT', isHot: false },
        { vassalage: 'DEMO', isHot: false },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('body.cards.1.vassalage');
    const twice = await call('POST', '/wps/admin/games/lanes/save', tokens.owner, {
      gameType: 'RNG',
      titles: { EN: 'Twice' },
      sort: 1,
      cards: [
        { vassalage: 'DSLOT', isHot: false },
        { vassalage: 'dslot', isHot: true },
      ],
    });
    expect(twice.json().message).toContain('body.cards.1.vassalage');

    const created = await call('POST', '/wps/admin/games/lanes/save', tokens.owner, {
      gameType: 'RNG',
      titles: { EN: 'Featured', CN: '精选', KM: 'ពិសេស' },
      sort: 5,
      cards: [{ vassalage: 'dslot', isHot: false }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const lane = created.json().value;
    expect(lane).toMatchObject({ gameType: 'RNG', sort: 5, cards: [{ vassalage: 'DSLOT', isHot: false }] });
    const lanes = async () =>
      (
        await harness.app.inject({
          url: '/wps/relay/GLS_gameType?gameType=RNG',
          headers: { language: 'CN' },
          remoteAddress: nextIp(),
        })
      )
        .json()
        .value.data.lanes.map((row: { title: string; cards: { isHot: boolean }[] }) => [
          row.title,
          row.cards[0]?.isHot,
        ]);
    expect(await lanes()).toEqual([
      ['电子游戏', true],
      ['精选', false],
    ]);
    const changed = await call('POST', '/wps/admin/games/lanes/save', tokens.owner, {
      id: lane.id,
      gameType: 'RNG',
      titles: { EN: 'Top' },
      sort: 0,
      cards: [{ vassalage: 'DSLOT', isHot: true }],
    });
    expect(changed.json().value).toMatchObject({ id: lane.id, titles: { EN: 'Top' } });
    expect(await lanes()).toEqual([
      ['Top', true],
      ['电子游戏', true],
    ]);
    expect((await lastAudit('games_lane_save'))!.detail).toMatchObject({
      before: { id: lane.id, titles: { EN: 'Featured' } },
      after: { id: lane.id, titles: { EN: 'Top' } },
    });
    const missing = await call('POST', '/wps/admin/games/lanes/save', tokens.owner, {
      id: 999_999,
      gameType: 'RNG',
      titles: { EN: 'x' },
      sort: 0,
      cards: [],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const id = await vendorId('DEMO');
    const cases: [string, unknown, string][] = [
      [
        '/wps/admin/games/vendors/save',
        { id, enabled: true, maintenance: false, isHot: false, sort: -1 },
        'sort',
      ],
      [
        '/wps/admin/games/vendors/save',
        { id, enabled: 'yes', maintenance: false, isHot: false, sort: 1 },
        'enabled',
      ],
      [
        '/wps/admin/games/vendors/save',
        { id, enabled: true, maintenance: false, isHot: false, sort: 1, names: { CN: '只有中文' } },
        'names',
      ],
      [
        '/wps/admin/games/lanes/save',
        { gameType: 'RNG', titles: { EN: 'x' }, sort: 0, cards: [{ vassalage: 'BAD CODE!', isHot: true }] },
        'vassalage',
      ],
      [
        '/wps/admin/games/lanes/save',
        { gameType: 'NOPE', titles: { EN: 'x' }, sort: 0, cards: [] },
        'gameType',
      ],
      ['/wps/admin/games/games/save', { nodeId: 1, enabled: true }, 'maintenance'],
    ];
    for (const [url, body, field] of cases) {
      const response = await call('POST', url, tokens.owner, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await call('GET', '/wps/admin/games/games?pageSize=1000', tokens.owner)).statusCode).toBe(400);
  });
});

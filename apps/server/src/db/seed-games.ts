import type { CatalogueLanguage } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { gameLanes, games, gameVendors, merchants } from './schema.ts';

/** A name in every shipped language: the compiler refuses a language left out. */
type Names = Record<CatalogueLanguage, string>;

/**
 * The demo merchant's catalogue: the demo vendor's two codes, DSLOT (slots, seamless wallet) and
 * DEMO (live tables, transfer wallet), their games and the lanes of the two category pages. Other
 * categories stay empty until games exist for them: the site shows their empty state.
 */
export const demoCatalogue = {
  vendors: [
    {
      code: 'DSLOT',
      gameType: 'RNG',
      names: {
        EN: 'Croupier Slots',
        CN: '荷官老虎机',
        KM: 'ស្លតក្រូពៀ',
        TH: 'สล็อตครูเปียร์',
        VI: 'Nổ hũ Croupier',
      } satisfies Names,
      walletMode: 'seamless' as const,
      isHot: true,
      sort: 1,
    },
    {
      code: 'DEMO',
      gameType: 'LIVE',
      names: {
        EN: 'Croupier Live',
        CN: '荷官真人',
        KM: 'កាស៊ីណូផ្ទាល់ក្រូពៀ',
        TH: 'คาสิโนสดครูเปียร์',
        VI: 'Casino trực tiếp Croupier',
      } satisfies Names,
      walletMode: 'transfer' as const,
      isHot: true,
      sort: 1,
    },
  ],
  games: [
    {
      vendorCode: 'DSLOT',
      gameCode: 'lucky-lanterns',
      gameType: 'RNG',
      names: {
        EN: 'Lucky Lanterns',
        CN: '幸运灯笼',
        KM: 'គោមសំណាង',
        TH: 'โคมนำโชค',
        VI: 'Đèn lồng may mắn',
      } satisfies Names,
      isHot: true,
      isNew: false,
      sort: 1,
    },
    {
      vendorCode: 'DSLOT',
      gameCode: 'jade-dragon',
      gameType: 'RNG',
      names: {
        EN: 'Jade Dragon',
        CN: '翡翠神龙',
        KM: 'នាគត្បូងមរកត',
        TH: 'มังกรหยก',
        VI: 'Rồng ngọc bích',
      } satisfies Names,
      isHot: false,
      isNew: true,
      sort: 2,
    },
    {
      vendorCode: 'DSLOT',
      gameCode: 'angkor-gold',
      gameType: 'RNG',
      names: {
        EN: 'Angkor Gold',
        CN: '吴哥黄金',
        KM: 'មាសអង្គរ',
        TH: 'ทองนครวัด',
        VI: 'Vàng Angkor',
      } satisfies Names,
      isHot: false,
      isNew: false,
      sort: 3,
    },
    {
      vendorCode: 'DEMO',
      gameCode: 'baccarat',
      gameType: 'LIVE',
      names: { EN: 'Baccarat', CN: '百家乐', KM: 'បាការ៉ាត់', TH: 'บาคาร่า', VI: 'Baccarat' } satisfies Names,
      isHot: true,
      isNew: false,
      sort: 1,
      rooms: [
        {
          roomId: 'baccarat-1',
          names: {
            EN: 'Baccarat table 1',
            CN: '百家乐 1 号台',
            KM: 'តុបាការ៉ាត់ 1',
            TH: 'โต๊ะบาคาร่า 1',
            VI: 'Bàn Baccarat 1',
          } satisfies Names,
          minBet: '10.00',
          maxBet: '5000.00',
        },
        {
          roomId: 'baccarat-2',
          names: {
            EN: 'Baccarat table 2',
            CN: '百家乐 2 号台',
            KM: 'តុបាការ៉ាត់ 2',
            TH: 'โต๊ะบาคาร่า 2',
            VI: 'Bàn Baccarat 2',
          } satisfies Names,
          minBet: '100.00',
          maxBet: '50000.00',
        },
      ],
    },
  ],
  lanes: [
    {
      gameType: 'RNG',
      titles: { EN: 'Slots', CN: '电子游戏', KM: 'ស្លត', TH: 'สล็อต', VI: 'Nổ hũ' } satisfies Names,
      cards: [{ vassalage: 'DSLOT', isHot: true }],
    },
    {
      gameType: 'LIVE',
      titles: {
        EN: 'Live casino',
        CN: '真人视讯',
        KM: 'កាស៊ីណូផ្ទាល់',
        TH: 'คาสิโนสด',
        VI: 'Casino trực tiếp',
      } satisfies Names,
      cards: [{ vassalage: 'DEMO', isHot: true }],
    },
  ],
};

/**
 * Loads the demo catalogue into merchant DEMO. Runs on every start: rows that exist (by vendor
 * code and category, by vendor and game code, by lane category) are left as operators made them,
 * missing ones are added, so data dirs made before the catalogue existed get it too.
 */
export const seedDemoGames = async (db: Db) => {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!merchant) return;
  const merchantId = merchant.id;
  await db.transaction(async (tx) => {
    // only what is missing is inserted: a conflicting insert would still use up a serial id
    const vendorKeys = new Set(
      (
        await tx
          .select({ code: gameVendors.code, gameType: gameVendors.gameType })
          .from(gameVendors)
          .where(eq(gameVendors.merchantId, merchantId))
      ).map((row) => `${row.code}:${row.gameType}`),
    );
    const vendors = demoCatalogue.vendors.filter(
      (vendor) => !vendorKeys.has(`${vendor.code}:${vendor.gameType}`),
    );
    if (vendors.length > 0)
      await tx
        .insert(gameVendors)
        .values(vendors.map((vendor) => ({ merchantId, ...vendor })))
        .onConflictDoNothing();
    const gameKeys = new Set(
      (
        await tx
          .select({ vendorCode: games.vendorCode, gameCode: games.gameCode })
          .from(games)
          .where(eq(games.merchantId, merchantId))
      ).map((row) => `${row.vendorCode}:${row.gameCode}`),
    );
    const missing = demoCatalogue.games.filter(
      (game) => !gameKeys.has(`${game.vendorCode}:${game.gameCode}`),
    );
    if (missing.length > 0)
      await tx
        .insert(games)
        .values(
          missing.map((game) => ({
            merchantId,
            ...game,
            iconPath: `img/games/${game.vendorCode}/${game.gameCode}.svg`,
            freePlay: true,
            rooms: 'rooms' in game ? game.rooms : [],
          })),
        )
        .onConflictDoNothing();
    for (const lane of demoCatalogue.lanes) {
      const existing = await tx
        .select({ id: gameLanes.id })
        .from(gameLanes)
        .where(and(eq(gameLanes.merchantId, merchantId), eq(gameLanes.gameType, lane.gameType)))
        .limit(1);
      if (existing.length === 0) await tx.insert(gameLanes).values({ merchantId, sort: 1, ...lane });
    }
  });
};

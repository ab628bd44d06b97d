import {
  type CatalogueLanguage,
  type GameItem,
  type GameMenuEntry,
  type GameType,
  gameTypePaths,
  gameTypes,
  type LanguageCode,
  type Room,
  type VendorCard,
  type VendorLane,
} from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { MerchantContext } from '../system/index.ts';
import type { VendorDirectory } from '../vendors/index.ts';
import { vendorWalletTypeId } from '../wallet/index.ts';
import * as store from './catalogue-store.ts';

type Names = Record<string, string>;

/** The name in a language, else in English, else any name there is. */
export const nameIn = (names: Names, language: LanguageCode) =>
  names[language] ?? names.EN ?? Object.values(names)[0] ?? '';

/** Category labels of the header (the web's nav texts); other languages read the English one. */
export const categoryLabels: Record<GameType, Record<CatalogueLanguage, string>> = {
  SPORTS: { EN: 'Sports', CN: '体育', KM: 'កីឡា', TH: 'กีฬา', VI: 'Thể thao' },
  ESPORTS: { EN: 'Esports', CN: '电竞', KM: 'កីឡាអេឡិចត្រូនិច', TH: 'อีสปอร์ต', VI: 'Thể thao điện tử' },
  COCKFIGHT: { EN: 'Cockfight', CN: '斗鸡', KM: 'ជល់មាន់', TH: 'ไก่ชน', VI: 'Đá gà' },
  RNG: { EN: 'Slots', CN: '电子', KM: 'ស្លត', TH: 'สล็อต', VI: 'Nổ hũ' },
  FISH: { EN: 'Fishing', CN: '捕鱼', KM: 'បាញ់ត្រី', TH: 'ยิงปลา', VI: 'Bắn cá' },
  LIVE: { EN: 'Live casino', CN: '真人', KM: 'កាស៊ីណូផ្ទាល់', TH: 'คาสิโนสด', VI: 'Casino trực tiếp' },
  PVP: { EN: 'Card games', CN: '棋牌', KM: 'ល្បែងបៀ', TH: 'เกมไพ่', VI: 'Game bài' },
  LOTT: { EN: 'Lottery', CN: '彩票', KM: 'ឆ្នោត', TH: 'หวย', VI: 'Xổ số' },
  ELOTT: {
    EN: 'E-lottery',
    CN: '电子彩票',
    KM: 'ឆ្នោតអេឡិចត្រូនិច',
    TH: 'หวยอิเล็กทรอนิกส์',
    VI: 'Xổ số điện toán',
  },
  CONS: { EN: 'Board games', CN: '桌游', KM: 'ល្បែងក្តារ', TH: 'เกมกระดาน', VI: 'Trò chơi bàn cờ' },
};

/** Categories whose vendors open into their own lobby (one game: the lobby) rather than a game list. */
const lobbyCategories: readonly string[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

/** Seamless vendors play from the main wallet, the balance answer's row 1. */
const mainWalletTypeId = 1;

/** An address on the merchant's first image CDN ('/' is the site itself). */
export const imageUrl = (merchant: MerchantContext, path: string) =>
  `${(merchant.whitelabel.imageCDNs[0] ?? '/').replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export const vendorIconPath = (code: string) => `img/vendors/${code}.svg`;

export interface CardContext {
  merchant: MerchantContext;
  language: LanguageCode;
  /** the instance's vendor directory: it numbers the transfer wallets (wallet's vendorWalletTypeId) */
  vendors: VendorDirectory;
  lobbies?: Map<number, number>;
}

export const vendorCard = (
  context: CardContext,
  vendor: store.VendorRow,
  isHot = vendor.isHot,
): VendorCard => ({
  id: vendor.id,
  vassalage: vendor.code,
  accountTypeId:
    vendor.walletMode === 'transfer' ? vendorWalletTypeId(context.vendors, vendor.code) : mainWalletTypeId,
  gameType: vendor.gameType as GameType,
  name: nameIn(vendor.names, context.language),
  iconUrl: imageUrl(context.merchant, vendorIconPath(vendor.code)),
  walletMode: vendor.walletMode,
  isHot,
  maintenance: vendor.maintenance,
  lobbyGameId: context.lobbies?.get(vendor.id) ?? null,
});

export const gameItem = (
  merchant: MerchantContext,
  language: LanguageCode,
  { game, vendor }: store.GameWithVendor,
  favourites: ReadonlySet<number> = new Set(),
): GameItem => ({
  nodeId: game.id,
  gameId: game.gameCode,
  gameName: nameIn(game.names, 'EN'),
  displayName: nameIn(game.names, language),
  vassalage: game.vendorCode,
  vendorName: nameIn(vendor.names, language),
  gameType: game.gameType as GameType,
  iconUrl: imageUrl(merchant, game.iconPath),
  isHot: game.isHot,
  isNew: game.isNew,
  isFav: favourites.has(game.id),
  freePlay: game.freePlay,
  maintenance: game.maintenance || vendor.maintenance,
  hasRooms: game.rooms.length > 0,
});

/** The lobby game of each lobby-category vendor: its first playable game. */
const lobbyGames = async (db: Db, merchant: MerchantContext, vendors: store.VendorRow[]) => {
  if (!vendors.some((vendor) => lobbyCategories.includes(vendor.gameType))) return new Map<number, number>();
  const rows = await store.firstPlayableGamePerVendor(db, merchant.id, lobbyCategories);
  return new Map(rows.map((row) => [row.vendorId, row.gameId]));
};

export interface CatalogueDeps {
  db: Db;
  vendors: VendorDirectory;
}

const cardContext = async (
  deps: CatalogueDeps,
  merchant: MerchantContext,
  language: LanguageCode,
  vendors: store.VendorRow[],
): Promise<CardContext> => ({
  merchant,
  language,
  vendors: deps.vendors,
  lobbies: await lobbyGames(deps.db, merchant, vendors),
});

/** `/lgw/games/game_menus`: every category in header order, each with its enabled vendors in order. */
export const gameMenus = async (deps: CatalogueDeps, merchant: MerchantContext, language: LanguageCode) => {
  const vendors = await store.listVendors(deps.db, merchant.id, { enabledOnly: true });
  const context = await cardContext(deps, merchant, language, vendors);
  return gameTypes.map(
    (gameType): GameMenuEntry => ({
      gameGroupCode: gameType,
      labelName: nameIn(categoryLabels[gameType], language),
      path: gameTypePaths[gameType],
      gameMenus: vendors
        .filter((vendor) => vendor.gameType === gameType)
        .map((vendor) => vendorCard(context, vendor)),
    }),
  );
};

const popularDays = 7;

/** The most played games (distinct players over 7 days), topped up with hot games, then the rest. */
export const popularGames = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  limit: number,
  now: Date,
) => {
  const since = new Date(now.getTime() - popularDays * 86_400_000);
  const played = await store.popularGameIds(db, merchant.id, since, limit * 2);
  const playedRows = played.length > 0 ? await store.playableGames(db, merchant.id, { ids: played }) : [];
  const byId = new Map(playedRows.map((row) => [row.game.id, row]));
  const chosen = played.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
  if (chosen.length < limit) {
    const taken = new Set(chosen.map((row) => row.game.id));
    const hot = await store.playableGames(db, merchant.id, { hot: true }, limit * 2);
    for (const row of hot) {
      if (chosen.length >= limit) break;
      if (!taken.has(row.game.id)) chosen.push(row);
    }
  }
  return chosen.map((row) => gameItem(merchant, language, row));
};

/** The caller's favourite ids (empty for a visitor), to mark isFav. */
const favouritesOf = async (db: Db, actor: Actor | undefined) =>
  new Set(actor ? await store.favouriteIds(db, actor.memberId) : []);

export const listGames = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  actor: Actor | undefined,
  query: {
    gameType: GameType;
    vassalage?: string | undefined;
    filter: 'ALL' | 'NEW' | 'HOT';
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const filter: store.GameFilter = {
    gameType: query.gameType,
    ...(query.vassalage ? { vendorCode: query.vassalage.toUpperCase() } : {}),
    ...(query.filter === 'HOT' ? { hot: true } : {}),
    ...(query.filter === 'NEW' ? { isNew: true } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
  const [found, favourites] = await Promise.all([
    store.pageOfPlayableGames(db, merchant.id, filter, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    favouritesOf(db, actor),
  ]);
  return {
    rows: found.rows.map((row) => gameItem(merchant, language, row, favourites)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const hotLimit = 200;

/** Hot games of every category (or one), in header order of category, then sort. */
export const hotGames = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  actor: Actor | undefined,
  gameType: GameType | undefined,
) => {
  const [rows, favourites] = await Promise.all([
    store.playableGames(db, merchant.id, { hot: true, ...(gameType ? { gameType } : {}) }, hotLimit),
    favouritesOf(db, actor),
  ]);
  const order = (row: store.GameWithVendor) => gameTypes.indexOf(row.game.gameType as GameType);
  return rows
    .map((row, at) => ({ row, at }))
    .sort((a, b) => order(a.row) - order(b.row) || a.at - b.at)
    .map(({ row }) => gameItem(merchant, language, row, favourites));
};

export const announcements = async (db: Db, merchant: MerchantContext, language: LanguageCode, now: Date) =>
  (await store.currentAnnouncements(db, merchant.id, now)).map((row) => ({
    id: row.id,
    vassalage: row.vendorCode,
    title: nameIn(row.titles, language),
    content: nameIn(row.contents, language),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));

/**
 * A category's vendor lanes: the lanes operators set, each card an enabled vendor of that
 * category; without lanes, one lane (the category's label) of all its vendors.
 */
export const vendorLanes = async (
  deps: CatalogueDeps,
  merchant: MerchantContext,
  language: LanguageCode,
  gameType: GameType,
): Promise<{ data: { lanes: VendorLane[] } }> => {
  const [vendors, lanes] = await Promise.all([
    store.listVendors(deps.db, merchant.id, { gameType, enabledOnly: true }),
    store.listLanes(deps.db, merchant.id, gameType),
  ]);
  const context = await cardContext(deps, merchant, language, vendors);
  const byCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
  if (lanes.length === 0) {
    const all = vendors.map((vendor) => vendorCard(context, vendor));
    return {
      data: {
        lanes: all.length > 0 ? [{ title: nameIn(categoryLabels[gameType], language), cards: all }] : [],
      },
    };
  }
  return {
    data: {
      lanes: lanes.map((lane) => ({
        title: nameIn(lane.titles, language),
        cards: lane.cards.flatMap((card) => {
          const vendor = byCode.get(card.vassalage);
          return vendor ? [vendorCard(context, vendor, card.isHot)] : [];
        }),
        ...(lane.gameClassify
          ? {
              gameClassify: lane.gameClassify.map((classify) => ({
                title: nameIn(classify.titles, language),
                vendors: classify.vendors,
              })),
            }
          : {}),
      })),
    },
  };
};

/** The rooms (tables) of a vendor's games, optionally of one category. */
export const rooms = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  query: { vassalage: string; gameType?: GameType | undefined },
): Promise<Room[]> => {
  const rows = await store.playableGames(db, merchant.id, {
    vendorCode: query.vassalage.toUpperCase(),
    ...(query.gameType ? { gameType: query.gameType } : {}),
  });
  return rows.flatMap(({ game, vendor }) =>
    game.rooms.map((room) => ({
      roomId: room.roomId,
      nodeId: game.id,
      name: nameIn(room.names, language),
      minBet: room.minBet,
      maxBet: room.maxBet,
      maintenance: game.maintenance || vendor.maintenance,
    })),
  );
};

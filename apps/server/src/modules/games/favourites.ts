import type { GameType, LanguageCode } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantContext } from '../system/index.ts';
import { gameItem } from './catalogue.ts';
import * as store from './catalogue-store.ts';

/** Games by id, kept in the order of `ids` (those players may no longer see drop out). */
const inOrder = async (db: Db, merchant: MerchantContext, ids: number[], gameType: GameType | undefined) => {
  if (ids.length === 0) return [];
  const rows = await store.playableGames(db, merchant.id, { ids, ...(gameType ? { gameType } : {}) });
  const byId = new Map(rows.map((row) => [row.game.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const listFavourites = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  actor: Actor,
  gameType: GameType | undefined,
) => {
  const ids = await store.favouriteIds(db, actor.memberId);
  const favourites = new Set(ids);
  return (await inOrder(db, merchant, ids, gameType)).map((row) =>
    gameItem(merchant, language, row, favourites),
  );
};

/** Adds a game of the merchant's catalogue (adding it twice changes nothing); the favourite node ids. */
export const addFavourite = async (db: Db, merchant: MerchantContext, actor: Actor, nodeId: number) => {
  const found = await store.findGame(db, merchant.id, nodeId);
  if (!found?.game.enabled || !found.vendor.enabled) {
    throw new AppError('GAME_NOT_FOUND', 'body.nodeId: no such game');
  }
  await store.insertFavourite(db, actor.memberId, nodeId);
  return { favGames: await store.favouriteIds(db, actor.memberId) };
};

/** Removes one of the member's own favourites (removing one that is not there changes nothing). */
export const removeFavourite = async (db: Db, actor: Actor, nodeId: number) => {
  await store.deleteFavourite(db, actor.memberId, nodeId);
  return { favGames: await store.favouriteIds(db, actor.memberId) };
};

const recentLimit = 24;

/** The games the member launched last, newest first, each once. */
export const recentGames = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  actor: Actor,
  gameType: GameType | undefined,
) => {
  // a category filter may drop some of the newest: read more, keep the first 24 that fit
  const ids = await store.recentGameIds(db, actor.memberId, gameType ? recentLimit * 4 : recentLimit);
  const [rows, favourites] = await Promise.all([
    inOrder(db, merchant, ids, gameType),
    store.favouriteIds(db, actor.memberId),
  ]);
  const favouriteSet = new Set(favourites);
  return rows.slice(0, recentLimit).map((row) => gameItem(merchant, language, row, favouriteSet));
};

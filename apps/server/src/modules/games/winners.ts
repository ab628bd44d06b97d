import { fromMinor, type GameType, type LanguageCode, type WinnerRow } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import type { MerchantContext } from '../system/index.ts';
import { nameIn } from './catalogue.ts';
import * as store from './catalogue-store.ts';

const boardDays = 7;

/**
 * A username as the board shows it: its first two and its last character around three stars
 * ("demo01" -> "de***1"); names of three characters or fewer keep only their first.
 */
export const maskUsername = (username: string) => {
  const characters = [...username];
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
};

/**
 * The winners board: the biggest settled wins (payout above stake, the amount shown is what the
 * player won on top of the stake) of the last 7 days, of one category or all.
 */
export const winnerBoard = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  query: { gameCategory?: GameType | undefined; limitNum: number },
  now: Date,
): Promise<WinnerRow[]> =>
  (
    await store.biggestWins(db, merchant.id, {
      since: new Date(now.getTime() - boardDays * 86_400_000),
      ...(query.gameCategory ? { gameType: query.gameCategory } : {}),
      limit: query.limitNum,
    })
  ).map((row) => ({
    player: maskUsername(row.username),
    gameName: row.names ? nameIn(row.names, language) : row.gameCode,
    vassalage: row.vendorCode,
    gameType: row.gameType as GameType,
    winAmount: fromMinor(row.win),
    wonAt: (row.settledAt ?? now).toISOString(),
  }));

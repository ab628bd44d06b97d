import {
  type BetRow,
  type betRecords as betRecordsRoute,
  fromMinor,
  type GameType,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { recentDays, recordsSince } from '../../lib/periods.ts';
import type { MerchantContext } from '../system/index.ts';
import { type BetRecord, betPage, memberBetsByDay } from './bets-store.ts';

type Names = Record<string, string> | null;

/** A catalogue name in the reader's language, else English, else the code itself. */
export const nameIn = (names: Names, language: string, fallback: string) =>
  names?.[language] ?? names?.EN ?? fallback;

/** A bet as records show it; a rolled-back bet's stake came back, so its profit is 0. */
export const betRowOf = (
  row: { bet: BetRecord; gameNames: Names; vendorNames: Names },
  language: string,
): BetRow => {
  const { bet } = row;
  return {
    id: bet.id,
    vassalage: bet.vendorCode,
    vendorName: nameIn(row.vendorNames, language, bet.vendorCode),
    gameName: nameIn(row.gameNames, language, bet.gameCode),
    gameType: bet.gameType as GameType,
    roundId: bet.roundId,
    stake: fromMinor(bet.stake),
    validBet: fromMinor(bet.validBet),
    payout: fromMinor(bet.payout),
    profit: fromMinor(bet.status === 'rolled_back' ? 0n : bet.payout - bet.stake),
    status: bet.status,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
};

export const betTotalsOf = (count: number, totals: { stake: bigint; validBet: bigint; payout: bigint }) => ({
  count,
  stake: fromMinor(totals.stake),
  validBet: fromMinor(totals.validBet),
  payout: fromMinor(totals.payout),
  profit: fromMinor(totals.payout - totals.stake),
});

/**
 * The member's betting record (personalHistoryCopy): their bets over today, 7 or 30 days of the
 * merchant's calendar, newest first, with the filter's totals.
 */
export const betRecords = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  query: z.infer<NonNullable<(typeof betRecordsRoute)['query']>>,
  language: string,
) => {
  const found = await betPage(
    db,
    {
      merchantId: merchant.id,
      memberId: actor.memberId,
      from: recordsSince(merchant.timeZone, query.days),
      ...(query.gameType ? { gameType: query.gameType } : {}),
      // vendor codes are upper case everywhere, as the rest of the API reads them
      ...(query.vassalage ? { vendorCode: query.vassalage.toUpperCase() } : {}),
      ...(query.status ? { status: query.status } : {}),
      withTombstones: false,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    rows: found.rows.map((row) => betRowOf(row, language)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    totals: betTotalsOf(found.total, found.totals),
  };
};

/**
 * A member's stake and payout per day of the merchant's calendar over today and the `days - 1`
 * days before it, from their bets (rolled-back ones left out; an open bet's stake counts, its
 * payout is not known yet).
 */
export const memberProfitByDay = (db: Db, merchant: MerchantContext, memberId: number, days: number) =>
  memberBetsByDay(db, memberId, { days: recentDays(merchant.timeZone, days) });

/**
 * Personal profit and loss per day of the merchant's calendar, from the member's bets (seamless
 * and transfer-mode vendors alike): stake, payout and their difference, over today and the
 * `days - 1` days before it. A rolled-back bet counts nothing; an open bet counts its stake.
 */
export const personalProfit = async (db: Db, merchant: MerchantContext, actor: Actor, days: number) => {
  const byDay = await memberProfitByDay(db, merchant, actor.memberId, days);
  const bets = byDay.reduce((sum, row) => sum + row.stake, 0n);
  const wins = byDay.reduce((sum, row) => sum + row.payout, 0n);
  return {
    rows: byDay.map((row) => ({
      date: row.day,
      bets: fromMinor(row.stake),
      wins: fromMinor(row.payout),
      profit: fromMinor(row.payout - row.stake),
    })),
    totals: { bets: fromMinor(bets), wins: fromMinor(wins), profit: fromMinor(wins - bets) },
  };
};

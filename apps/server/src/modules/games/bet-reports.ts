import { fromMinor, type GameType, type searchAdminBets, type vendorDailyReport } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { calendarDay, daysBetween } from '../../lib/periods.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { betRowOf, betTotalsOf } from './bets.ts';
import { betPage, settledBetsByDay } from './bets-store.ts';

/** From the start of `from` to the end of `to`, both days of the merchant's calendar. */
const rangeOf = (query: { from: string; to: string }, timeZone: string) => ({
  from: calendarDay(query.from, timeZone).start,
  to: calendarDay(query.to, timeZone).end,
});

/**
 * The merchant's bet records for staff: searched by player, vendor, game, round, status and days
 * of placement, with the search's totals. Rollbacks that arrived before their bet show as rows of
 * stake 0 in status rolled_back: they are part of the trail.
 */
export const searchBets = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<(typeof searchAdminBets)['query']>>,
  language: string,
) => {
  requirePermission(actor, 'bets.read');
  const range = rangeOf(query, merchant.timeZone);
  const found = await betPage(
    db,
    {
      merchantId: merchant.id,
      from: range.from,
      to: range.to,
      ...(query.username ? { username: query.username } : {}),
      ...(query.vassalage ? { vendorCode: query.vassalage.toUpperCase() } : {}),
      ...(query.gameId ? { gameCode: query.gameId } : {}),
      ...(query.roundId ? { roundId: query.roundId } : {}),
      ...(query.status ? { status: query.status } : {}),
      withTombstones: true,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    rows: found.rows.map((row) => ({
      ...betRowOf(row, language),
      memberId: row.bet.memberId,
      username: row.username,
      betTransactionId: row.bet.betTransactionId,
      walletMode: row.bet.walletMode,
    })),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    totals: betTotalsOf(found.total, found.totals),
  };
};

/** Settled bets per day of the merchant's calendar (by settlement), vendor and category: the house's P&L. */
export const vendorDaily = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<(typeof vendorDailyReport)['query']>>,
) => {
  requirePermission(actor, 'reports.read');
  const report = await settledBetsByDay(db, merchant.id, {
    days: daysBetween(query.from, query.to, merchant.timeZone),
  });
  const money = (sums: { stake: bigint; validBet: bigint; payout: bigint }) => ({
    stake: fromMinor(sums.stake),
    validBet: fromMinor(sums.validBet),
    payout: fromMinor(sums.payout),
    houseProfit: fromMinor(sums.stake - sums.payout),
  });
  return {
    rows: report.rows.map((row) => ({
      date: row.day,
      vassalage: row.vendorCode,
      gameType: row.gameType as GameType,
      bets: row.bets,
      players: row.players,
      ...money(row),
    })),
    totals: { bets: report.totals.bets, players: report.totals.players, ...money(report.totals) },
  };
};

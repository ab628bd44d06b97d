import { type DailySummaryFigures, type dailySummaryReport, fromMinor } from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { daysBetween, type Period, periodOf } from '../../lib/periods.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import type { MerchantContext } from '../system/index.ts';
import {
  addFigures,
  countDays,
  type DayFigures,
  emptyDay,
  figuresOfStored,
  storedFigures,
} from './day-figures.ts';
import { keepDay, keptDays } from './store.ts';

const figuresOut = (figures: DayFigures): DailySummaryFigures => ({
  newAccounts: figures.newAccounts,
  firstDeposits: figures.firstDeposits,
  depositCount: figures.depositCount,
  deposits: fromMinor(figures.deposits),
  withdrawalCount: figures.withdrawalCount,
  withdrawals: fromMinor(figures.withdrawals),
  netDeposits: fromMinor(figures.deposits - figures.withdrawals),
  betCount: figures.betCount,
  turnover: fromMinor(figures.turnover),
  settledStake: fromMinor(figures.settledStake),
  payout: fromMinor(figures.payout),
  houseProfit: fromMinor(figures.settledStake - figures.payout),
  adjustmentsIn: fromMinor(figures.adjustmentsIn),
  adjustmentsOut: fromMinor(figures.adjustmentsOut),
});

/**
 * The merchant's day by day in its time zone, newest first: each closed day as the daily-summary
 * job kept it, the others (today, or a day the job has not reached) counted now. Days after today
 * are left out: the period may end in the future, the answer stops at today.
 */
export const dailySummary = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<(typeof dailySummaryReport)['query']>>,
  now: Date,
) => {
  requirePermission(actor, 'reports.read');
  const { timeZone } = merchant;
  const today = periodOf('day', now, timeZone);
  const last = query.to < today.key ? query.to : today.key;
  const days = daysBetween(query.from, last, timeZone);
  const kept = new Map<string, DayFigures>();
  if (days.length > 0)
    for (const row of await keptDays(db, merchant.id, query.from, last)) {
      const figures = figuresOfStored(row.figures);
      if (figures) kept.set(row.day, figures);
    }
  // one count over the days from the first not kept to the last not kept
  const firstOpen = days.findIndex((day) => !kept.has(day.key));
  const lastOpen = days.findLastIndex((day) => !kept.has(day.key));
  const counted =
    firstOpen >= 0
      ? await countDays(db, merchant.id, { days: days.slice(firstOpen, lastOpen + 1) })
      : new Map<string, DayFigures>();
  const rows = days
    .map((day) => {
      const figures = kept.get(day.key) ?? counted.get(day.key) ?? emptyDay();
      return { day: day.key, figures, closed: kept.has(day.key) };
    })
    .reverse();
  return {
    timeZone,
    rows: rows.map((row) => ({
      date: row.day,
      ...figuresOut(row.figures),
      signedIn: row.figures.signedIn,
      depositors: row.figures.depositors,
      bettors: row.figures.bettors,
      closed: row.closed,
    })),
    // players who signed in, deposited or bet are not added across days: figuresOut leaves them out
    totals: figuresOut(rows.reduce((total, row) => addFigures(total, row.figures), emptyDay())),
  };
};

/** Counts a closed day and keeps it (the daily-summary job's one item per merchant and day). */
export const keepClosedDay = async (tx: Executor, merchantId: number, day: Period, now: Date) => {
  const counted = await countDays(tx, merchantId, { days: [day] });
  await keepDay(tx, {
    merchantId,
    day: day.key,
    figures: storedFigures(counted.get(day.key) ?? emptyDay()),
    countedAt: now,
  });
};

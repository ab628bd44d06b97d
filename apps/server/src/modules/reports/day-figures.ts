import type { Executor } from '../../db/client.ts';
import type { DayRange } from '../../db/days.ts';
import { signedInByDay } from '../auth/index.ts';
import { depositsByDay, withdrawalsByDay } from '../cashier/index.ts';
import { placedBetsByDay, settledBetSumsByDay } from '../games/index.ts';
import { accountsOpenedByDay } from '../members/index.ts';
import { adjustmentsByDay } from '../wallet/index.ts';

/** One day of a merchant: counts, and amounts in minor units. */
export interface DayFigures {
  newAccounts: number;
  signedIn: number;
  firstDeposits: number;
  depositCount: number;
  deposits: bigint;
  depositors: number;
  withdrawalCount: number;
  withdrawals: bigint;
  betCount: number;
  bettors: number;
  turnover: bigint;
  settledStake: bigint;
  payout: bigint;
  adjustmentsIn: bigint;
  adjustmentsOut: bigint;
}

const amounts = [
  'deposits',
  'withdrawals',
  'turnover',
  'settledStake',
  'payout',
  'adjustmentsIn',
  'adjustmentsOut',
] as const;
const counts = [
  'newAccounts',
  'signedIn',
  'firstDeposits',
  'depositCount',
  'depositors',
  'withdrawalCount',
  'betCount',
  'bettors',
] as const;

export const emptyDay = (): DayFigures => ({
  newAccounts: 0,
  signedIn: 0,
  firstDeposits: 0,
  depositCount: 0,
  deposits: 0n,
  depositors: 0,
  withdrawalCount: 0,
  withdrawals: 0n,
  betCount: 0,
  bettors: 0,
  turnover: 0n,
  settledStake: 0n,
  payout: 0n,
  adjustmentsIn: 0n,
  adjustmentsOut: 0n,
});

/**
 * Every day of `range` that had anything, counted from each area's own records (through their
 * modules): accounts opened, sign-ins, deposits credited, withdrawals paid, bets placed and settled,
 * adjustments posted. A day with nothing is absent.
 */
export const countDays = async (db: Executor, merchantId: number, range: DayRange) => {
  const days = new Map<string, DayFigures>();
  const dayOf = (key: string) => {
    let figures = days.get(key);
    if (!figures) {
      figures = emptyDay();
      days.set(key, figures);
    }
    return figures;
  };
  // one after another: on a transaction (the job's) queries cannot overlap
  for (const row of await accountsOpenedByDay(db, merchantId, range)) dayOf(row.day).newAccounts = row.count;
  for (const row of await signedInByDay(db, merchantId, range)) dayOf(row.day).signedIn = row.count;
  for (const row of await depositsByDay(db, merchantId, range))
    Object.assign(dayOf(row.day), {
      depositCount: row.count,
      deposits: row.amount,
      depositors: row.depositors,
      firstDeposits: row.firstDeposits,
    });
  for (const row of await withdrawalsByDay(db, merchantId, range))
    Object.assign(dayOf(row.day), { withdrawalCount: row.count, withdrawals: row.amount });
  for (const row of await placedBetsByDay(db, merchantId, range))
    Object.assign(dayOf(row.day), { betCount: row.count, bettors: row.bettors, turnover: row.turnover });
  for (const row of await settledBetSumsByDay(db, merchantId, range))
    Object.assign(dayOf(row.day), { settledStake: row.stake, payout: row.payout });
  for (const row of await adjustmentsByDay(db, merchantId, range))
    Object.assign(dayOf(row.day), { adjustmentsIn: row.paidIn, adjustmentsOut: row.takenOut });
  return days;
};

/** Two days' figures added up (a period's totals). */
export const addFigures = (one: DayFigures, other: DayFigures): DayFigures => {
  const sum = { ...one };
  for (const name of counts) sum[name] = one[name] + other[name];
  for (const name of amounts) sum[name] = one[name] + other[name];
  return sum;
};

/** The figures as the daily_summaries row keeps them. */
export const storedFigures = (figures: DayFigures): Record<string, number | string> =>
  Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [
      name,
      typeof value === 'bigint' ? value.toString() : value,
    ]),
  );

/** A kept row's figures; undefined when it lacks one (kept before that figure existed): count that day again. */
export const figuresOfStored = (stored: Record<string, number | string>): DayFigures | undefined => {
  const figures = emptyDay() as unknown as Record<string, number | bigint>;
  for (const name of counts) {
    const value = stored[name];
    if (typeof value !== 'number') return undefined;
    figures[name] = value;
  }
  for (const name of amounts) {
    const value = stored[name];
    if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return undefined;
    figures[name] = BigInt(value);
  }
  return figures as unknown as DayFigures;
};

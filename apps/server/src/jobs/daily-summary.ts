import { keepClosedDay } from '../modules/reports/index.ts';
import type { PeriodJob } from './scheduler.ts';

/**
 * Each merchant's day, 15 minutes after its midnight (bets and callbacks still in flight at the
 * close land first): counted once and kept as the back office's daily summary shows it. One item
 * per day, so a crash before its commit counts it again and a second instance never keeps it twice.
 */
export const dailySummaryJob = (clock: () => Date): PeriodJob<string> => ({
  name: 'daily-summary',
  every: 'day',
  delayMs: 15 * 60_000,
  // a week of downtime is counted on return; older days are counted whenever someone asks for them
  catchUp: 7,
  work: (scope, day) => ({
    items: () => [day.key],
    keyOf: (key) => key,
    settle: (tx) => keepClosedDay(tx, scope.merchantId!, day, clock()),
  }),
});

import { type SQL, sql } from 'drizzle-orm';

/**
 * Consecutive days of a merchant's calendar, oldest first, as `periodOf('day', …)` made them: the
 * one place that says when a merchant's day starts (docs/jobs-and-periods.md). The database is
 * handed those instants, never a zone name, so a day means the same in SQL as everywhere else.
 */
export interface DayRange {
  days: readonly { key: string; start: Date; end: Date }[];
}

/** An instant column within the range's days. */
export const withinDays = (instant: SQL, range: DayRange) =>
  sql`${instant} >= ${range.days[0]!.start} and ${instant} < ${range.days.at(-1)!.end}`;

/**
 * The key (YYYY-MM-DD) of the range's day an instant within it falls on: a binary search of the
 * days' starts (`width_bucket`), then that day's key.
 */
export const dayOf = (instant: SQL, range: DayRange) => {
  const keys = sql.join(
    range.days.map((day) => sql`${day.key}::text`),
    sql`, `,
  );
  // the first day is bucket 0 (before the second day's start); PostgreSQL arrays count from 1
  if (range.days.length === 1) return sql`(array[${keys}])[1]`;
  const starts = sql.join(
    range.days.slice(1).map((day) => sql`${day.start}::timestamptz`),
    sql`, `,
  );
  return sql`(array[${keys}])[width_bucket(${instant}, array[${starts}]) + 1]`;
};

import { type SQL, sql } from 'drizzle-orm';

/** Days of a merchant's calendar: from the first instant of the first day to the end of the last. */
export interface DayRange {
  from: Date;
  to: Date;
  timeZone: string;
}

/**
 * The day of `range`'s calendar an instant falls on, as YYYY-MM-DD: the key `periodOf('day', …)`
 * gives it (PostgreSQL's zone rules and the runtime's agree on the local date of an instant).
 */
export const dayOf = (instant: SQL, range: DayRange) =>
  sql`to_char(${instant} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;

/** An instant column within `range`. */
export const withinDays = (instant: SQL, range: DayRange) =>
  sql`${instant} >= ${range.from} and ${instant} < ${range.to}`;

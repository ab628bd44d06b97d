import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobRuns, jobSettlements, merchants } from '../db/schema.ts';
import { isTimeZone } from '../lib/periods.ts';

/** Names one run: a job, what it runs for ('' or `merchant:<id>`) and the period's key. */
export interface RunKey {
  job: string;
  scope: string;
  period: string;
}

const runIs = (key: RunKey) =>
  and(eq(jobRuns.job, key.job), eq(jobRuns.scope, key.scope), eq(jobRuns.period, key.period));

/**
 * Takes the run for `instance` when nobody has it, it failed, or its holder's lease ran out (the
 * holder died): one statement, so two instances cannot both take it. Undefined: done, or held.
 */
export const claimRun = async (
  db: Executor,
  key: RunKey & { start?: Date; end?: Date },
  instance: string,
  now: Date,
  leaseUntil: Date,
) =>
  (
    await db
      .insert(jobRuns)
      .values({
        job: key.job,
        scope: key.scope,
        period: key.period,
        periodStart: key.start ?? null,
        periodEnd: key.end ?? null,
        status: 'running',
        attempts: 1,
        instance,
        leaseUntil,
        startedAt: now,
      })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.scope, jobRuns.period],
        set: {
          status: 'running',
          attempts: sql`${jobRuns.attempts} + 1`,
          instance,
          leaseUntil,
          startedAt: now,
          finishedAt: null,
          error: null,
        },
        setWhere: or(
          eq(jobRuns.status, 'failed'),
          and(eq(jobRuns.status, 'running'), lt(jobRuns.leaseUntil, now)),
        ),
      })
      .returning({ attempts: jobRuns.attempts })
  )[0];

/** Extends the lease while `instance` still holds the run; false when another instance took it over. */
export const renewLease = async (db: Executor, key: RunKey, instance: string, leaseUntil: Date) =>
  (
    await db
      .update(jobRuns)
      .set({ leaseUntil })
      .where(and(runIs(key), eq(jobRuns.instance, instance), eq(jobRuns.status, 'running')))
      .returning({ job: jobRuns.job })
  ).length > 0;

/** Closes the run as done or failed, unless another instance has taken it over meanwhile. */
export const finishRun = async (
  db: Executor,
  key: RunKey,
  instance: string,
  now: Date,
  error: string | null,
) =>
  (
    await db
      .update(jobRuns)
      .set({ status: error === null ? 'done' : 'failed', finishedAt: now, leaseUntil: null, error })
      .where(and(runIs(key), eq(jobRuns.instance, instance), eq(jobRuns.status, 'running')))
      .returning({ job: jobRuns.job })
  ).length > 0;

/**
 * Whether another period of the job is still held by a live instance: an interval job's minutes
 * must not overlap, so a slot claimed while the last one still runs is given up again.
 */
export const otherRunHeld = async (db: Executor, key: RunKey, now: Date) =>
  (
    await db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.job, key.job),
          eq(jobRuns.scope, key.scope),
          ne(jobRuns.period, key.period),
          eq(jobRuns.status, 'running'),
          gt(jobRuns.leaseUntil, now),
        ),
      )
      .limit(1)
  ).length > 0;

/** Gives up a run this instance claimed but did not start: it leaves no row behind. */
export const releaseRun = (db: Executor, key: RunKey, instance: string) =>
  db.delete(jobRuns).where(and(runIs(key), eq(jobRuns.instance, instance), eq(jobRuns.status, 'running')));

export const findRun = async (db: Executor, key: RunKey) =>
  (await db.select().from(jobRuns).where(runIs(key)))[0];

/** The status of each of these periods' runs of a job in a scope (periods never run are absent). */
export const runStatuses = async (db: Executor, job: string, scope: string, periods: string[]) => {
  if (periods.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ period: jobRuns.period, status: jobRuns.status })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.scope, scope), inArray(jobRuns.period, periods)));
  return new Map(rows.map((row) => [row.period, row.status]));
};

/** Runs of a job in a scope that failed or whose holder's lease ran out: the next tick takes them up. */
export const unfinishedRuns = (db: Executor, job: string, scope: string, now: Date) =>
  db
    .select({ period: jobRuns.period, start: jobRuns.periodStart, end: jobRuns.periodEnd })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.scope, scope),
        ne(jobRuns.status, 'done'),
        or(eq(jobRuns.status, 'failed'), lt(jobRuns.leaseUntil, now)),
      ),
    );

/** Item keys a run has settled already (read once when a run starts, to skip them cheaply). */
export const settledItems = async (db: Executor, key: RunKey) =>
  new Set(
    (
      await db
        .select({ item: jobSettlements.item })
        .from(jobSettlements)
        .where(
          and(
            eq(jobSettlements.job, key.job),
            eq(jobSettlements.scope, key.scope),
            eq(jobSettlements.period, key.period),
          ),
        )
    ).map((row) => row.item),
  );

/**
 * Records an item as settled, inside the transaction that applies it. False when it already is:
 * a concurrent transaction inserting the same key waits for this one and then sees the conflict.
 */
export const insertSettlement = async (db: Executor, key: RunKey, item: string, instance: string) =>
  (
    await db
      .insert(jobSettlements)
      .values({ ...key, item, instance })
      .onConflictDoNothing()
      .returning({ item: jobSettlements.item })
  ).length > 0;

/** Every merchant with its time zone, for jobs that run in each merchant's calendar. */
export const merchantZones = async (db: Executor) =>
  (await db.select({ id: merchants.id, timeZone: merchants.timeZone }).from(merchants)).map((row) => ({
    id: row.id,
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : 'UTC',
  }));

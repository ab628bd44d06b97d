import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { type Period, type PeriodKind, periodOf, previousPeriod } from '../lib/periods.ts';
import { onSchedule, type Trigger } from './cron.ts';
import {
  claimRun,
  finishRun,
  merchantZones,
  otherRunHeld,
  releaseRun,
  runStatuses,
  unfinishedRuns,
} from './job-store.ts';
import { type RunOutcome, runPeriod, type Settlement } from './run-period.ts';

/**
 * A job that runs on a cron schedule, once per firing across all instances (the first to claim
 * the minute runs it), never beside its own run of an earlier minute still going on another
 * instance. For reconcilers whose every step is itself idempotent: no settlement rows.
 */
export interface IntervalJob {
  name: string;
  /** a cron pattern ('* * * * *': every minute) */
  schedule: string;
  run(now: Date): Promise<void>;
}

/** What a period job runs for: a merchant, in its time zone, or the platform as a whole. */
export interface JobScope {
  /** `merchant:<id>`, or '' for the platform */
  scope: string;
  merchantId: number | null;
  timeZone: string;
}

/**
 * A job that settles each closed period (a merchant's hour, day, week, half-month or month) once:
 * wages, dividends, reports. Each period's items take effect exactly once (see run-period.ts).
 */
export interface PeriodJob<Item = unknown> {
  name: string;
  every: PeriodKind;
  /** how long after a period ends it is settled (late bets, slow callbacks); default 0 */
  delayMs?: number;
  /** how many closed periods back a missing run is still started, e.g. after downtime; default 3 */
  catchUp?: number;
  /** what the job runs for; default: every merchant in its own time zone */
  scopes?(db: Db): Promise<JobScope[]>;
  work(scope: JobScope, period: Period): Settlement<Item>;
}

export type Job = IntervalJob;

export interface SchedulerLog {
  error(detail: Record<string, unknown>, message: string): void;
}

export interface SchedulerOptions {
  db: Db;
  intervalJobs?: IntervalJob[];
  periodJobs?: PeriodJob<unknown>[];
  log: SchedulerLog;
  instance?: string;
  clock?: () => Date;
  /** how long a run is held without a sign of life; an instance that dies loses it after this */
  leaseMs?: number;
}

/** The minute an interval job fires in: its run's key, shared by every instance that fires then. */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

const everyMerchant = async (db: Db): Promise<JobScope[]> =>
  (await merchantZones(db)).map((merchant) => ({
    scope: `merchant:${merchant.id}`,
    merchantId: merchant.id,
    timeZone: merchant.timeZone,
  }));

export const createScheduler = (options: SchedulerOptions) => {
  const { db, log } = options;
  const instance = options.instance ?? randomUUID();
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const triggers: Trigger[] = [];

  const runInterval = async (job: IntervalJob, now = clock()): Promise<'ran' | 'skipped' | 'failed'> => {
    const key = { job: job.name, scope: '', period: slotOf(now) };
    const claimed = await claimRun(db, key, instance, now, new Date(now.getTime() + leaseMs));
    if (!claimed) return 'skipped';
    // Checked after the claim: of two instances claiming consecutive minutes, the later check sees
    // the other's claim, so at most one runs (both may skip once when clocks differ; the next minute runs).
    if (await otherRunHeld(db, key, now)) {
      await releaseRun(db, key, instance);
      return 'skipped';
    }
    try {
      await job.run(now);
      await finishRun(db, key, instance, clock(), null);
      return 'ran';
    } catch (error) {
      log.error({ err: error, ...key }, 'scheduled job failed');
      await finishRun(db, key, instance, clock(), String(error));
      return 'failed';
    }
  };

  /**
   * Every run of a period job that is due at `now`: the last `catchUp` closed periods of each scope
   * not done yet, and any earlier run that failed or whose instance died.
   */
  const runDue = async <Item>(job: PeriodJob<Item>, now = clock()) => {
    const outcomes: { scope: string; period: string; outcome: RunOutcome }[] = [];
    const scopes = job.scopes ? await job.scopes(db) : await everyMerchant(db);
    for (const scope of scopes) {
      const open = periodOf(job.every, new Date(now.getTime() - (job.delayMs ?? 0)), scope.timeZone);
      const recent: Period[] = [];
      for (let period = open; recent.length < (job.catchUp ?? 3); ) {
        period = previousPeriod(period, scope.timeZone);
        recent.push(period);
      }
      const statuses = await runStatuses(
        db,
        job.name,
        scope.scope,
        recent.map((period) => period.key),
      );
      const due = new Map(
        recent
          .filter((period) => statuses.get(period.key) !== 'done')
          .map((period) => [period.key, period] as const),
      );
      for (const row of await unfinishedRuns(db, job.name, scope.scope, now)) {
        if (due.has(row.period) || !row.start || !row.end) continue;
        due.set(row.period, { kind: job.every, start: row.start, end: row.end, key: row.period });
      }
      // oldest first, so a resumed backlog settles in calendar order
      for (const period of [...due.values()].sort((a, b) => a.start.getTime() - b.start.getTime())) {
        const outcome = await runPeriod(
          db,
          { job: job.name, scope: scope.scope, period: period.key, start: period.start, end: period.end },
          job.work(scope, period),
          { instance, clock, leaseMs, log },
        );
        outcomes.push({ scope: scope.scope, period: period.key, outcome });
      }
    }
    return outcomes;
  };

  const report = (job: string) => (error: unknown) => log.error({ err: error, job }, 'scheduled job failed');

  return {
    instance,
    runInterval,
    runDue,
    start() {
      for (const job of options.intervalJobs ?? []) {
        triggers.push(
          onSchedule(
            job.schedule,
            async () => {
              await runInterval(job);
            },
            report(job.name),
          ),
        );
      }
      const periodJobs = options.periodJobs ?? [];
      if (periodJobs.length > 0) {
        // each merchant's periods close at its own midnight: look every minute for what is due
        triggers.push(
          onSchedule(
            '* * * * *',
            async () => {
              for (const job of periodJobs) await runDue(job).catch(report(job.name));
            },
            report('period-jobs'),
          ),
        );
      }
    },
    stop() {
      for (const trigger of triggers) trigger.stop();
      triggers.length = 0;
    },
  };
};

export type Scheduler = ReturnType<typeof createScheduler>;

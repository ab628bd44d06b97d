import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

export interface Job {
  name: string;
  /** the job runs once per period of this length, aligned to the epoch */
  everyMs: number;
  run(now: Date): Promise<void>;
}

export const periodOf = (job: Job, now: Date) =>
  new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs).toISOString();

/**
 * Runs each job once per period across every instance: the first instance to insert the
 * (job, period) row in `job_runs` does the work, the others see the row and skip.
 */
export const createScheduler = (
  db: Db,
  jobs: Job[],
  log: FastifyBaseLogger,
  instance: string = randomUUID(),
) => {
  const timers: NodeJS.Timeout[] = [];

  const runOnce = async (job: Job, now = new Date()): Promise<'ran' | 'skipped' | 'failed'> => {
    const period = periodOf(job, now);
    const claimed = await db
      .insert(jobRuns)
      .values({ job: job.name, period, instance })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return 'skipped';
    const where = and(eq(jobRuns.job, job.name), eq(jobRuns.period, period));
    try {
      await job.run(now);
      await db.update(jobRuns).set({ finishedAt: new Date() }).where(where);
      return 'ran';
    } catch (error) {
      log.error({ err: error, job: job.name, period }, 'scheduled job failed');
      await db
        .update(jobRuns)
        .set({ finishedAt: new Date(), error: String(error) })
        .where(where);
      return 'failed';
    }
  };

  return {
    runOnce,
    start() {
      for (const job of jobs) {
        const tick = () =>
          void runOnce(job).catch((error) => log.error({ err: error, job: job.name }, 'job claim failed'));
        tick();
        timers.push(setInterval(tick, Math.min(job.everyMs, 60_000)));
      }
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
};

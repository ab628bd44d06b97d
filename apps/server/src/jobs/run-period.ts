import type { Db, Tx } from '../db/client.ts';
import { claimRun, finishRun, insertSettlement, type RunKey, renewLease, settledItems } from './job-store.ts';

/** What a run does: the period's items, each item's key, and how one item takes effect. */
export interface Settlement<Item> {
  /** every item of the period, settled or not: a resumed run skips what is done by key */
  items(): AsyncIterable<Item> | Iterable<Item>;
  /** unique within the run (a member id, an order number) */
  keyOf(item: Item): string;
  /**
   * Applies one item (postings, rows) on `tx`. The framework has already written the item's
   * settlement row on the same transaction, so the effects and the "done" mark commit together.
   */
  settle(tx: Tx, item: Item): Promise<void>;
}

export interface RunOptions {
  /** this server instance, as it appears in job_runs and job_settlements */
  instance: string;
  /** the time; tests script it */
  clock: () => Date;
  /** how long a run stays held without a sign of life before another instance may take it over */
  leaseMs: number;
  log?: { error(detail: Record<string, unknown>, message: string): void };
}

export type RunOutcome =
  /** done already, or another instance holds a live lease */
  | { status: 'skipped' }
  | { status: 'done'; settled: number; skipped: number }
  /** some items threw (or listing them did): the run is marked failed and the next tick retries */
  | { status: 'failed'; settled: number; skipped: number; failed: number; error: string }
  /** another instance took the run over (this one was too slow to renew its lease): stop here */
  | { status: 'lost'; settled: number; skipped: number };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one (job, scope, period) at least once and each of its items exactly once: claims the run
 * with a lease, settles every item not settled yet (each in its own transaction, with its
 * settlement row), renews the lease as it goes, and closes the run done or failed. An item that
 * throws is rolled back alone and the others still go; the run then ends failed and is retried.
 */
export const runPeriod = async <Item>(
  db: Db,
  run: RunKey & { start?: Date; end?: Date },
  work: Settlement<Item>,
  options: RunOptions,
): Promise<RunOutcome> => {
  const { instance, clock, leaseMs } = options;
  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMs);
  let leaseUntil = leaseFrom(clock());
  if (!(await claimRun(db, run, instance, clock(), leaseUntil))) return { status: 'skipped' };

  const key: RunKey = { job: run.job, scope: run.scope, period: run.period };
  let settled = 0;
  let skipped = 0;
  const errors: string[] = [];
  try {
    const done = await settledItems(db, key);
    for await (const item of work.items()) {
      // renew at half the lease, and stop if another instance has meanwhile taken the run over
      if (leaseUntil.getTime() - clock().getTime() < leaseMs / 2) {
        leaseUntil = leaseFrom(clock());
        if (!(await renewLease(db, key, instance, leaseUntil))) return { status: 'lost', settled, skipped };
      }
      const itemKey = work.keyOf(item);
      if (done.has(itemKey)) {
        skipped += 1;
        continue;
      }
      try {
        const applied = await db.transaction(async (tx) => {
          if (!(await insertSettlement(tx, key, itemKey, instance))) return false;
          await work.settle(tx, item);
          return true;
        });
        if (applied) settled += 1;
        else skipped += 1;
      } catch (error) {
        errors.push(`${itemKey}: ${describe(error)}`);
        options.log?.error({ err: error, ...key, item: itemKey }, 'job item not settled');
      }
    }
  } catch (error) {
    errors.push(describe(error));
    options.log?.error({ err: error, ...key }, 'job run stopped');
  }
  const error = errors.length > 0 ? `${errors.length} failed: ${errors.slice(0, 3).join('; ')}` : null;
  if (!(await finishRun(db, key, instance, clock(), error))) return { status: 'lost', settled, skipped };
  return error === null
    ? { status: 'done', settled, skipped }
    : { status: 'failed', settled, skipped, failed: errors.length, error };
};

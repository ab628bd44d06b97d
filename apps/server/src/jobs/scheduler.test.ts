import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { jobRuns, merchantDomains } from '../db/schema.ts';
import { checkPattern } from './cron.ts';
import { measureDomainRoutesJob } from './measure-domain-routes.ts';
import { createScheduler, type Job } from './scheduler.ts';

describe('scheduler', () => {
  let address: string;
  const harness = useTestApp();
  beforeAll(async () => {
    address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('runs an interval job once per minute even when several instances race for it', async () => {
    let runs = 0;
    const job: Job = {
      name: `count-${Math.random()}`,
      schedule: '* * * * *',
      run: async () => {
        runs += 1;
      },
    };
    const now = new Date('2026-01-01T00:00:30Z');
    const instances = [1, 2, 3].map((n) =>
      createScheduler({
        db: harness.database.db,
        intervalJobs: [job],
        log: harness.app.log,
        instance: `i${n}`,
      }),
    );
    const outcomes = await Promise.all(instances.map((scheduler) => scheduler.runInterval(job, now)));
    expect(outcomes.sort()).toEqual(['ran', 'skipped', 'skipped']);
    expect(runs).toBe(1);
    expect(await instances[0]!.runInterval(job, new Date('2026-01-01T00:01:05Z'))).toBe('ran');
    expect(runs).toBe(2);
  });

  it('does not start a minute while the last minute still runs on another instance', async () => {
    let running = 0;
    let most = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job: Job = {
      name: `slow-${Math.random()}`,
      schedule: '* * * * *',
      run: async (now) => {
        running += 1;
        most = Math.max(most, running);
        if (now.getUTCMinutes() === 0) await held;
        running -= 1;
      },
    };
    const [a, b] = ['a', 'b'].map((instance) =>
      createScheduler({ db: harness.database.db, log: harness.app.log, instance }),
    );
    const slow = a!.runInterval(job, new Date('2026-01-01T00:00:10Z'));
    await expect.poll(() => running).toBe(1);
    expect(await b!.runInterval(job, new Date('2026-01-01T00:01:00Z'))).toBe('skipped');
    // the skipped minute leaves no row: it is as if it never fired
    const periods = async () =>
      (await harness.database.db.select().from(jobRuns).where(eq(jobRuns.job, job.name))).map(
        (run) => run.period,
      );
    expect(await periods()).toEqual(['2026-01-01T00:00:00.000Z']);
    release();
    expect(await slow).toBe('ran');
    expect(await b!.runInterval(job, new Date('2026-01-01T00:02:00Z'))).toBe('ran');
    expect(most).toBe(1);
  });

  it('records a failed run with its error and runs the next minute again', async () => {
    const job: Job = {
      name: `fail-${Math.random()}`,
      schedule: '* * * * *',
      run: async () => {
        throw new Error('boom');
      },
    };
    const scheduler = createScheduler({ db: harness.database.db, log: harness.app.log });
    expect(await scheduler.runInterval(job, new Date('2026-01-01T00:00:00Z'))).toBe('failed');
    expect(await scheduler.runInterval(job, new Date('2026-01-01T00:01:00Z'))).toBe('failed');
    const [run] = await harness.database.db.select().from(jobRuns).where(eq(jobRuns.job, job.name)).limit(1);
    expect(run).toMatchObject({ status: 'failed', error: 'Error: boom' });
  });

  it('takes the cron patterns croner reads and refuses the others at start', () => {
    for (const pattern of ['*/15 * * * *', '* * * * *', '30 * * * *', '0 3 * * *']) {
      expect(() => checkPattern(pattern)).not.toThrow();
    }
    for (const pattern of ['*/0 * * * *', 'every minute', '61 * * * *']) {
      expect(() => checkPattern(pattern)).toThrow();
    }
  });

  it('measures the speed of reachable alternative domains and marks others unreachable', async () => {
    const [first] = await harness.database.db.select().from(merchantDomains).limit(1);
    await harness.database.db.insert(merchantDomains).values([
      { merchantId: first!.merchantId, host: 'up.example', kind: 'route', url: address, sort: 5 },
      {
        merchantId: first!.merchantId,
        host: 'down.example',
        kind: 'route',
        url: 'http://127.0.0.1:9',
        sort: 6,
      },
    ]);
    await measureDomainRoutesJob(harness.database.db, 2_000).run(new Date());
    const { value } = (await harness.app.inject('/wps/system/domainRoute')).json();
    const byDomain = Object.fromEntries(
      value.domainList.map((entry: { domain: string }) => [entry.domain, entry]),
    );
    expect(byDomain['up.example'].speed).toBeGreaterThan(0);
    expect(byDomain['down.example'].speed).toBeNull();
    expect(byDomain['down.example'].checkedAt).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { merchantDomains } from '../db/schema.ts';
import { measureDomainRoutesJob } from './measure-domain-routes.ts';
import { createScheduler, type Job } from './scheduler.ts';

describe('scheduler', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  beforeAll(async () => {
    harness = await createTestApp();
    address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => harness.close());

  it('runs a job once per period even when several instances race for it', async () => {
    let runs = 0;
    const job: Job = {
      name: `count-${Math.random()}`,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const now = new Date('2026-01-01T00:00:30Z');
    const instances = [1, 2, 3].map((n) =>
      createScheduler(harness.database.db, [job], harness.app.log, `i${n}`),
    );
    const outcomes = await Promise.all(instances.map((scheduler) => scheduler.runOnce(job, now)));
    expect(outcomes.sort()).toEqual(['ran', 'skipped', 'skipped']);
    expect(runs).toBe(1);
    expect(await instances[0]!.runOnce(job, new Date('2026-01-01T00:01:05Z'))).toBe('ran');
    expect(runs).toBe(2);
  });

  it('records a failed run and lets the next period run again', async () => {
    const job: Job = {
      name: `fail-${Math.random()}`,
      everyMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    const scheduler = createScheduler(harness.database.db, [job], harness.app.log);
    expect(await scheduler.runOnce(job, new Date('2026-01-01T00:00:00Z'))).toBe('failed');
    expect(await scheduler.runOnce(job, new Date('2026-01-01T00:01:00Z'))).toBe('failed');
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

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { jobRuns, merchants } from '../db/schema.ts';
import { createScheduler, type JobScope, type PeriodJob } from './scheduler.ts';

const silent = { error: () => {} };
const leaseMs = 60_000;
const shanghai: JobScope = { scope: 'merchant:test-cn', merchantId: null, timeZone: 'Asia/Shanghai' };
const berlin: JobScope = { scope: 'merchant:test-de', merchantId: null, timeZone: 'Europe/Berlin' };

/** A clock the test moves by hand. */
const scriptedClock = (iso: string) => {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

describe('resumable period jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // what each settled item did: a job that pays twice would leave two rows
    await database.db.execute(
      sql`create table job_test_effects (job text not null, scope text not null, period text not null, item text not null, instance text not null)`,
    );
  });
  afterAll(() => database.close());
  const db = () => database.db;

  /** A daily job over `count` items whose settle writes one effect row and can be scripted to fail. */
  const effectJob = (
    name: string,
    count: number,
    options: {
      scopes?: JobScope[];
      /** called before each item is applied; throw to fail it */
      beforeSettle?: (item: string, scope: string) => Promise<void> | void;
      /** called before each item is listed: a hang here is an instance that stopped mid-run */
      beforeList?: (index: number) => Promise<void>;
      catchUp?: number;
    } = {},
  ): PeriodJob<string> => ({
    name,
    every: 'day',
    catchUp: options.catchUp ?? 1,
    scopes: async () => options.scopes ?? [shanghai],
    work: (scope, period) => ({
      async *items() {
        for (let index = 0; index < count; index += 1) {
          await options.beforeList?.(index);
          yield `member-${index}`;
        }
      },
      keyOf: (item) => item,
      async settle(tx, item) {
        await options.beforeSettle?.(item, scope.scope);
        await tx.execute(
          sql`insert into job_test_effects values (${name}, ${scope.scope}, ${period.key}, ${item}, 'x')`,
        );
      },
    }),
  });

  /** How many times each item of a job took effect, as `scope period item` -> count. */
  const effects = async (job: string) => {
    const rows = rowsOf<{ scope: string; period: string; item: string; n: string }>(
      await db().execute(
        sql`select scope, period, item, count(*) as n from job_test_effects where job = ${job} group by 1, 2, 3`,
      ),
    );
    return new Map(rows.map((row) => [`${row.scope} ${row.period} ${row.item}`, Number(row.n)]));
  };
  const runOf = async (job: string, scope: string, period: string) =>
    (
      await db()
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.scope, scope), eq(jobRuns.period, period)))
    )[0];

  it('resumes a run that failed after N items, settling each item exactly once', async () => {
    const clock = scriptedClock('2026-03-12T16:05:00Z'); // 00:05 on the 13th in Shanghai
    let calls = 0;
    const crashing = effectJob('crash-after-4', 10, {
      beforeSettle: () => {
        calls += 1;
        if (calls > 4) throw new Error('instance lost its database');
      },
    });
    const first = createScheduler({ db: db(), log: silent, instance: 'a', clock: clock.now, leaseMs });
    const [killed] = await first.runDue(crashing);
    expect(killed).toMatchObject({
      scope: shanghai.scope,
      period: '2026-03-12',
      outcome: { status: 'failed', settled: 4, failed: 6 },
    });
    expect(await runOf('crash-after-4', shanghai.scope, '2026-03-12')).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
    expect((await effects('crash-after-4')).size).toBe(4);

    // a restarted instance, a day later: it takes up the failed day as well as the new one
    clock.advance(86_400_000);
    const healthy = effectJob('crash-after-4', 10);
    const restarted = createScheduler({ db: db(), log: silent, instance: 'b', clock: clock.now, leaseMs });
    const outcomes = await restarted.runDue(healthy);
    expect(outcomes.map((entry) => [entry.period, entry.outcome])).toEqual([
      ['2026-03-12', { status: 'done', settled: 6, skipped: 4 }],
      ['2026-03-13', { status: 'done', settled: 10, skipped: 0 }],
    ]);
    expect(await runOf('crash-after-4', shanghai.scope, '2026-03-12')).toMatchObject({
      status: 'done',
      attempts: 2,
      instance: 'b',
      error: null,
    });
    const counts = await effects('crash-after-4');
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // nothing is due again until the next day closes
    expect(await restarted.runDue(healthy)).toEqual([]);
  });

  it('takes over the run of an instance that died once its lease runs out', async () => {
    const clock = scriptedClock('2026-03-12T16:05:00Z');
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    let hung: () => void = () => {};
    const isHung = new Promise<void>((resolve) => {
      hung = resolve;
    });
    const dying = effectJob('lease-takeover', 10, {
      beforeList: async (index) => {
        if (index === 3) {
          hung();
          await stalled;
        }
      },
    });
    const dead = createScheduler({ db: db(), log: silent, instance: 'dead', clock: clock.now, leaseMs });
    const deadRun = dead.runDue(dying);
    await isHung;

    const survivor = createScheduler({ db: db(), log: silent, instance: 'alive', clock: clock.now, leaseMs });
    const job = effectJob('lease-takeover', 10);
    // while the lease holds, the run is left alone
    expect((await survivor.runDue(job))[0]!.outcome).toEqual({ status: 'skipped' });
    clock.advance(leaseMs + 1);
    expect((await survivor.runDue(job))[0]!.outcome).toEqual({ status: 'done', settled: 7, skipped: 3 });

    // the stalled instance wakes up, sees its lease was taken and stops without applying anything
    release();
    expect((await deadRun)[0]!.outcome).toMatchObject({ status: 'lost' });
    const counts = await effects('lease-takeover');
    expect(counts.size).toBe(10);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await runOf('lease-takeover', shanghai.scope, '2026-03-12')).toMatchObject({
      status: 'done',
      instance: 'alive',
      attempts: 2,
    });
  });

  it('lets two instances run at once and never applies an item twice', async () => {
    const clock = scriptedClock('2026-03-12T23:30:00Z'); // after midnight in Shanghai and in Berlin
    const slowly = () => sleep(Math.random() * 3);
    const job = effectJob('two-instances', 40, { scopes: [shanghai, berlin], beforeSettle: slowly });
    const [a, b] = ['a', 'b'].map((instance) =>
      createScheduler({ db: db(), log: silent, instance, clock: clock.now, leaseMs }),
    );
    const [fromA, fromB] = await Promise.all([a!.runDue(job), b!.runDue(job)]);
    // each scope's day is run by one of the two; the other finds it held (or already done, and
    // then does not list it at all)
    const outcomes = [...fromA!, ...fromB!];
    for (const scope of [shanghai.scope, berlin.scope]) {
      const mine = outcomes.filter((entry) => entry.scope === scope).map((entry) => entry.outcome.status);
      expect(mine.filter((status) => status === 'done')).toHaveLength(1);
      expect(mine.filter((status) => status !== 'done' && status !== 'skipped')).toEqual([]);
    }
    const counts = await effects('two-instances');
    expect(counts.size).toBe(80);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].filter((key) => key.startsWith(`${berlin.scope} 2026-03-12 `))).toHaveLength(
      40,
    );
    expect([...counts.keys()].filter((key) => key.startsWith(`${shanghai.scope} 2026-03-12 `))).toHaveLength(
      40,
    );
  });

  it('keeps each item once when a slow instance and the one that took over work side by side', async () => {
    const start = new Date('2026-03-12T16:05:00Z').getTime();
    let settledByA = 0;
    let aStarted: () => void = () => {};
    const aIsWorking = new Promise<void>((resolve) => {
      aStarted = resolve;
    });
    const job = (onSettle?: () => void) =>
      effectJob('side-by-side', 60, {
        beforeSettle: async () => {
          onSettle?.();
          await sleep(Math.random() * 3);
        },
      });
    // a's clock stands still (it never notices its lease ended); b's is past a's lease
    const a = createScheduler({
      db: db(),
      log: silent,
      instance: 'a',
      clock: () => new Date(start),
      leaseMs,
    });
    const b = createScheduler({
      db: db(),
      log: silent,
      instance: 'b',
      clock: () => new Date(start + 2 * leaseMs),
      leaseMs,
    });
    const runA = a.runDue(
      job(() => {
        settledByA += 1;
        if (settledByA === 5) aStarted();
      }),
    );
    await aIsWorking;
    const [fromA, fromB] = await Promise.all([runA, b.runDue(job())]);
    expect(fromB![0]!.outcome.status).toBe('done');
    expect(fromA![0]!.outcome.status).toBe('lost');
    const counts = await effects('side-by-side');
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("settles each merchant's day in its own time zone", async () => {
    const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const clock = scriptedClock('2026-03-12T16:05:00Z'); // the 13th in Shanghai, still the 12th in UTC
    const scheduler = createScheduler({ db: db(), log: silent, instance: 'a', clock: clock.now, leaseMs });
    const daily: PeriodJob<string> = { ...effectJob('merchant-days', 1), scopes: undefined };
    const outcomes = await scheduler.runDue(daily);
    expect(outcomes.map((entry) => `${entry.scope} ${entry.period}`)).toEqual(
      expect.arrayContaining([`merchant:${demo!.id} 2026-03-12`, `merchant:${maint!.id} 2026-03-11`]),
    );
    expect(await runOf('merchant-days', `merchant:${demo!.id}`, '2026-03-12')).toMatchObject({
      periodStart: new Date('2026-03-11T16:00:00Z'),
      periodEnd: new Date('2026-03-12T16:00:00Z'),
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { secretTries } from './schema.ts';
import { guardSecretTry, type SecretTryGuard } from './secret-tries.ts';

describe('secret tries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const guard = (subject: string, failures = 0): SecretTryGuard => ({
    subject,
    limit: 3,
    failures: async () => failures,
    locked: async () => {
      throw new Error('locked');
    },
  });
  const marksOf = async (subject: string) =>
    (await db().select().from(secretTries)).filter((row) => row.subject === subject).length;
  /** a mark as a process that crashed mid-check `secondsAgo` ago left it */
  const leaveMark = (subject: string, secondsAgo: number) =>
    db()
      .insert(secretTries)
      .values({ subject, startedAt: sql`now() - make_interval(secs => ${secondsAgo})` });

  it('withdraws its own mark, and deletes the marks a crashed process left for the same subject', async () => {
    await leaveMark('member:1:login', 120);
    await leaveMark('member:1:login', 90);
    await leaveMark('member:2:login', 120);
    expect(await guardSecretTry(db(), guard('member:1:login'), async () => 'checked')).toBe('checked');
    expect(await marksOf('member:1:login')).toBe(0);
    // another subject's leftovers wait for that subject's next try
    expect(await marksOf('member:2:login')).toBe(1);
  });

  it('counts a recent mark as a try in flight, but not one older than a minute', async () => {
    await leaveMark('member:3:login', 2);
    await leaveMark('member:3:login', 2);
    await leaveMark('member:3:login', 2);
    // three in flight and a limit of three: this try finds no place and, after its wait, is told it
    // was one too many at once (no password was wrong, so it is no lock-out)
    const started = Date.now();
    await expect(
      guardSecretTry(db(), guard('member:3:login', 1), async () => 'checked'),
    ).rejects.toMatchObject({ code: 'TOO_MANY_AT_ONCE', status: 429 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    await db().delete(secretTries);
    await leaveMark('member:4:login', 61);
    await leaveMark('member:4:login', 61);
    await leaveMark('member:4:login', 61);
    expect(await guardSecretTry(db(), guard('member:4:login', 2), async () => 'checked')).toBe('checked');
    expect(await marksOf('member:4:login')).toBe(0);
  });

  it('locks out at once, without waiting for a place, when the failures already reach the limit', async () => {
    const started = Date.now();
    await expect(guardSecretTry(db(), guard('member:5:login', 3), async () => 'checked')).rejects.toThrow(
      'locked',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await marksOf('member:5:login')).toBe(0);
  });
});

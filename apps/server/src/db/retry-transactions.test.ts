import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { type Database, type Db, rowsOf } from './client.ts';
import { isRetryableConflict, retryTransactions } from './retry-transactions.ts';

const conflict = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

/** A stand-in whose transaction fails with the given errors first, then answers 'done'. */
const failingThen = (errors: Error[]) => {
  let calls = 0;
  const db = {
    transaction: async () => {
      calls += 1;
      const error = errors.shift();
      if (error) throw error;
      return 'done';
    },
  } as unknown as Db;
  return { db: retryTransactions(db), calls: () => calls };
};

describe('transactions that lose a deadlock run again', () => {
  it('knows a deadlock and a serialization failure, also wrapped by drizzle', () => {
    expect(isRetryableConflict(conflict('40P01'))).toBe(true);
    expect(isRetryableConflict(new Error('query failed', { cause: conflict('40001') }))).toBe(true);
    expect(isRetryableConflict(conflict('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('no code'))).toBe(false);
  });

  it('runs again after a deadlock, at most three times in all, and never after other errors', async () => {
    const once = failingThen([conflict('40P01'), conflict('40001')]);
    await expect(once.db.transaction(async () => 'unused')).resolves.toBe('done');
    expect(once.calls()).toBe(3);

    const always = failingThen([conflict('40P01'), conflict('40P01'), conflict('40P01'), conflict('40P01')]);
    await expect(always.db.transaction(async () => 'unused')).rejects.toMatchObject({ code: '40P01' });
    expect(always.calls()).toBe(3);

    const unique = failingThen([conflict('23505')]);
    await expect(unique.db.transaction(async () => 'unused')).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
      await database.db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
      await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    });
    afterAll(() => database.close());

    it('finishes both of two transactions that lock two rows in opposite orders', async () => {
      const db = database.db;
      let runs = 0;
      const signal = () => {
        let open = () => {};
        const opened = new Promise<void>((resolve) => {
          open = resolve;
        });
        return { open, opened };
      };
      const [first, second] = [signal(), signal()];
      const crossing = (
        mine: number,
        other: number,
        locked: ReturnType<typeof signal>,
        theirs: ReturnType<typeof signal>,
      ) =>
        db.transaction(async (tx) => {
          runs += 1;
          await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${mine}`);
          locked.open();
          await theirs.opened;
          await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${other}`);
        });
      await Promise.all([crossing(1, 2, first, second), crossing(2, 1, second, first)]);
      expect(runs).toBe(3);
      const rows = rowsOf<{ n: number }>(await db.execute(sql`select n from deadlock_probe order by id`));
      expect(rows.map((row) => row.n)).toEqual([2, 2]);
    });
  });
});

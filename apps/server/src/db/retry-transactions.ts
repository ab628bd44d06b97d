import type { Db } from './client.ts';

/** Deadlock and serialization failure: PostgreSQL rolled the whole transaction back, so it may run again. */
const retryableCodes = new Set(['40P01', '40001']);

export const isRetryableConflict = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (retryableCodes.has((current as { code?: string }).code ?? '')) return true;
  }
  return false;
};

/**
 * Makes every top-level `db.transaction` run again (a new transaction, a new `tx`) when the
 * database chose it as a deadlock's victim, instead of answering a player with a 500. Lock orders
 * are fixed (docs/seamless-wallet.md), so this is a guard, not a pattern: callbacks only touch
 * the database and announce after the commit, so running one again repeats nothing
 * (docs/deadlock-retries.md).
 */
export const retryTransactions = (db: Db, attempts = 3): Db => {
  const once = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(work, config);
      } catch (error) {
        if (attempt >= attempts || !isRetryableConflict(error)) throw error;
        // the other party still holds its locks for a moment: start again a little later, apart
        await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
      }
    }
  };
  db.transaction = retrying;
  return db;
};

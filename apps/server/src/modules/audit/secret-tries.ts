import { setTimeout } from 'node:timers/promises';
import { and, count, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { secretTries } from './schema.ts';

export interface SecretTryGuard {
  /** whose secret: one lock-out counts every try of one subject, e.g. `member:42:login` */
  subject: string;
  /** how many failures the window tolerates, tries in flight included */
  limit: number;
  /** the failures of the window already audited; read after the tries in flight, then handed to the attempt */
  failures: () => Promise<number>;
  /** the refusal once failures and tries in flight reach the limit (audits it, if it must) */
  locked: () => Promise<never>;
}

/** A try stops counting as in flight after this long: only a crashed process leaves its row. */
const inFlightSeconds = 60;
/** How long a try waits for a free place before it is refused as one too many at once. */
const waitForPlaceMs = 3_000;

/** No password was wrong: the try only found every place taken, so it is told so, not locked out. */
const tooManyAtOnce = () =>
  new AppError('TOO_MANY_AT_ONCE', 'Too many tries of this password at once; please try again in a moment');

const inFlightSince = () => sql`now() - make_interval(secs => ${inFlightSeconds})`;

const countInFlight = async (db: Db, subject: string) =>
  (
    await db
      .select({ n: count() })
      .from(secretTries)
      .where(and(eq(secretTries.subject, subject), gt(secretTries.startedAt, inFlightSince())))
  )[0]?.n ?? 0;

/** a mark a crashed process left: the subject's next try deletes it with its own */
const staleMarkOf = (subject: string) =>
  and(eq(secretTries.subject, subject), lte(secretTries.startedAt, inFlightSince()));

/**
 * Runs `attempt` (which checks a secret and audits a wrong one) as one counted try. The try is
 * written before anything is compared, so simultaneous tries see each other: at most `limit` minus
 * the failures are checked at once, where reading the failures alone let a burst all pass before
 * the first failure was written. A try that finds no free place withdraws its mark and waits a
 * moment (right passwords sent at once, such as a player's simultaneous withdrawals, all pass in
 * turn); it is locked out once the failures reach the limit, and refused as one too many at once
 * (`TOO_MANY_AT_ONCE`, nothing wrong was tried) after three seconds without a place. The tries in
 * flight are counted before the failures, so a try that ends in between (its failure audited, then
 * its mark deleted) is seen as one or the other. `db` must be the pool, never a transaction: a mark
 * written inside one would be invisible to the other tries until it commits.
 */
export const guardSecretTry = async <T>(
  db: Db,
  guard: SecretTryGuard,
  attempt: (failures: number) => Promise<T>,
): Promise<T> => {
  const deadline = Date.now() + waitForPlaceMs;
  for (;;) {
    const [claim] = await db
      .insert(secretTries)
      .values({ subject: guard.subject })
      .returning({ id: secretTries.id });
    try {
      const inFlight = await countInFlight(db, guard.subject);
      const failures = await guard.failures();
      if (failures < guard.limit && failures + inFlight <= guard.limit) return await attempt(failures);
      if (failures >= guard.limit) return await guard.locked();
      if (Date.now() >= deadline) throw tooManyAtOnce();
    } finally {
      await db.delete(secretTries).where(or(eq(secretTries.id, claim!.id), staleMarkOf(guard.subject)));
    }
    await setTimeout(10 + Math.random() * 40);
  }
};

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { ledgerAccounts } from '../../db/schema.ts';
import type { EventBus } from '../events/index.ts';

/**
 * Members' wallet rows kept a moment per instance, so a balance poll costs no database read
 * (docs/session-and-balance-cache.md). The ledger — the only writer of balances — drives it:
 *
 * - a posting drops its members' rows as it starts; one on its own (committed when it returns)
 *   drops them again when it returns; one inside a caller's transaction (not committed yet)
 *   also stops its members' rows from being kept for `balanceFenceMs`, so a read between the
 *   posting and its commit cannot keep the old figure, and the `balance.changed` event the money
 *   command publishes after its commit drops them once more;
 * - every posting is announced on Redis (`balancesChannel`): the other instances drop and fence
 *   those members too;
 * - without Redis, or if a message is lost, another instance shows a figure at most
 *   `balanceCacheTtlMs` old.
 *
 * A read that started before a drop never keeps its answer (each read is marked, a drop unmarks it).
 */
export const balanceCacheTtlMs = 2_000;
/** how long after a posting in an open transaction the member's rows are read on every call */
export const balanceFenceMs = 5_000;
const maxEntries = 50_000;
/** the Redis channel postings are announced on: `{ from, memberIds }` */
export const balancesChannel = 'croupier:ledger:members';

export type WalletRow = typeof ledgerAccounts.$inferSelect;

interface Entry {
  currency: string;
  rows: WalletRow[];
  expiresAt: number;
}

const clock = () => performance.now();

export const createBalanceCache = (options: { ttlMs?: number; fenceMs?: number } = {}) => {
  const ttlMs = options.ttlMs ?? balanceCacheTtlMs;
  const fenceMs = options.fenceMs ?? balanceFenceMs;
  const entries = new Map<number, Entry>();
  const fencedUntil = new Map<number, number>();
  /** reads in flight, shared by the callers that ask meanwhile; a drop takes a member's out */
  const reading = new Map<number, { currency: string; promise: Promise<WalletRow[]> }>();
  const instance = randomUUID();
  /** the Redis clients of the apps listening (usually one) */
  const publishers = new Set<{ redis: Redis; log: FastifyBaseLogger | undefined }>();

  const fenced = (memberId: number) => {
    const until = fencedUntil.get(memberId);
    if (until === undefined) return false;
    if (until > clock()) return true;
    fencedUntil.delete(memberId);
    return false;
  };

  const drop = (memberIds: Iterable<number>, fence: boolean) => {
    for (const memberId of memberIds) {
      entries.delete(memberId);
      reading.delete(memberId);
      if (fence) fencedUntil.set(memberId, clock() + fenceMs);
    }
  };

  const announce = (memberIds: number[]) => {
    const message = JSON.stringify({ from: instance, memberIds });
    for (const { redis, log } of publishers) {
      redis
        .publish(balancesChannel, message)
        .catch((err: unknown) => log?.warn({ err }, 'balance cache: publishing to Redis failed'));
    }
  };

  // expired rows and fences are cleared out now and then
  const sweep = setInterval(() => {
    const at = clock();
    for (const [memberId, entry] of entries) if (entry.expiresAt <= at) entries.delete(memberId);
    for (const [memberId, until] of fencedUntil) if (until <= at) fencedUntil.delete(memberId);
  }, 10_000);
  sweep.unref();

  return {
    /** The member's kept rows in this currency, at once; undefined when none are kept. */
    peek(memberId: number, currency: string): WalletRow[] | undefined {
      const entry = entries.get(memberId);
      return entry && entry.currency === currency && entry.expiresAt > clock() ? entry.rows : undefined;
    },

    /** The member's rows in this currency, kept or read with `load`. */
    read(memberId: number, currency: string, load: () => Promise<WalletRow[]>): Promise<WalletRow[]> {
      const entry = entries.get(memberId);
      if (entry && entry.currency === currency && entry.expiresAt > clock())
        return Promise.resolve(entry.rows);
      const pending = reading.get(memberId);
      if (pending && pending.currency === currency) return pending.promise;
      const mark = {
        currency,
        promise: load().then(
          (rows) => {
            // kept only if no posting dropped this member since the read started
            if (reading.get(memberId) === mark) {
              reading.delete(memberId);
              if (!fenced(memberId)) {
                if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
                entries.set(memberId, { currency, rows, expiresAt: clock() + ttlMs });
              }
            }
            return rows;
          },
          (error: unknown) => {
            if (reading.get(memberId) === mark) reading.delete(memberId);
            throw error;
          },
        ),
      };
      reading.set(memberId, mark);
      return mark.promise;
    },

    /** A posting touching these members starts; `open` when it runs in a caller's transaction. */
    postingStarts(memberIds: number[], open: boolean) {
      drop(memberIds, open);
      if (open && memberIds.length > 0) announce(memberIds);
    },

    /** A posting on its own returned (committed, or failed). */
    postingEnded(memberIds: number[]) {
      drop(memberIds, false);
      if (memberIds.length > 0) announce(memberIds);
    },

    /**
     * Listens to an app's committed events and, with Redis, to other instances' postings (and
     * announces this process's postings there); returns the way to stop.
     */
    connect(deps: { events: EventBus; redis?: Redis | undefined; log?: FastifyBaseLogger }) {
      const { log } = deps;
      const stopEvents = deps.events.subscribe((event) => {
        if (event.kind === 'balance.changed' && event.memberId !== null) drop([event.memberId], false);
      });
      const publisher = deps.redis ? { redis: deps.redis, log } : undefined;
      if (publisher) publishers.add(publisher);
      const subscriber = deps.redis?.duplicate();
      if (subscriber) {
        subscriber.on('error', (err: unknown) => log?.warn({ err }, 'balance cache: Redis subscriber'));
        subscriber.on('message', (channel: string, message: string) => {
          if (channel !== balancesChannel) return;
          try {
            const { from, memberIds } = JSON.parse(message) as { from?: string; memberIds?: unknown };
            if (from === instance || !Array.isArray(memberIds)) return;
            // the other instance may announce before its transaction commits: fence
            drop(memberIds.filter(Number.isSafeInteger) as number[], true);
          } catch {
            // not ours
          }
        });
        subscriber
          .subscribe(balancesChannel)
          .catch((err: unknown) => log?.error({ err }, 'balance cache: subscribing to Redis failed'));
      }
      return () => {
        stopEvents();
        if (publisher) publishers.delete(publisher);
        subscriber?.disconnect();
      };
    },

    /** kept members (tests) */
    size: () => entries.size,
  };
};

export type BalanceCache = ReturnType<typeof createBalanceCache>;

const byDatabase = new WeakMap<Db, BalanceCache>();

/**
 * The one balance cache of a database handle in this process: every ledger made on it (the app's,
 * a job's, a test's) drops the same kept rows when it posts.
 */
export const balanceCacheOf = (db: Db): BalanceCache => {
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = createBalanceCache();
    byDatabase.set(db, cache);
  }
  return cache;
};

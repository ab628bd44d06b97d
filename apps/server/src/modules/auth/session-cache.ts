import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db, Executor } from '../../db/client.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findMemberById } from '../members/index.ts';
import { type SessionPolicy, sessionLiveness } from './sessions.ts';
import { findSessionByTokenHash, type SessionRow, touchSession } from './store.ts';

/**
 * Signed-in calls without a database round trip (docs/session-and-balance-cache.md).
 *
 * An instance keeps what a token resolved to — the session row and the few member fields the
 * access check needs — for `sessionCacheTtlMs`. Only positive answers are kept (a live session of
 * an active member); anything else, and any refusal a kept answer would lead to, is asked of the
 * database again, so the cache can at worst delay a revocation, never refuse a call wrongly.
 *
 * A revocation (logout, password change or reset, forced change ended, a member's status or type
 * changed) drops the member's kept sessions on this instance as it happens and is announced on
 * Redis (`sessionsChannel`), where every other instance drops them too. A revocation written
 * inside a transaction that has not committed yet also stops this member's sessions from being
 * kept for `sessionFenceMs`, so a read between the write and its commit cannot keep the old state.
 * Without Redis (or if a message is lost) another instance notices within the TTL.
 */
export const sessionCacheTtlMs = 2_000;
/** how long after a revocation the member's sessions are read from the database on every call */
export const sessionFenceMs = 5_000;
/** how often expired answers and fences are cleared out */
const sweepEveryMs = 10_000;
/** kept answers at most, oldest dropped first */
const maxEntries = 50_000;
/** the Redis channel revocations are announced on: `{ from, memberId }` */
export const sessionsChannel = 'croupier:auth:sessions';

/** What the access check needs of the member behind a session. */
export interface SessionMember {
  id: number;
  merchantId: number;
  status: string;
  type: number;
}

export interface SignedIn {
  session: SessionRow;
  member: SessionMember;
}

/** A resolved token; `kept` when the answer came from the cache rather than the database. */
export interface Resolved extends SignedIn {
  kept: boolean;
}

interface Entry {
  value: SignedIn;
  /** the answer as handed out from memory, built once */
  kept: Resolved;
  expiresAt: number;
}

export interface SessionCache {
  /** The live session of a token and its member, kept or read; undefined when ended or unknown. */
  resolve(token: string, options?: { fresh?: boolean; now?: Date }): Promise<Resolved | undefined>;
  /** The kept answer when it needs nothing more (no last-seen write due), at once; else undefined. */
  peek(token: string): Resolved | undefined;
  /** Drops the member's kept sessions; `fence` when the change may not have committed yet. */
  forgetMember(memberId: number, fence: boolean): void;
  /** kept answers (tests) */
  size(): number;
  close(): Promise<void>;
}

const clock = () => performance.now();

/** every open cache of this process, to reach from a store call that only has a transaction */
const openCaches = new Set<{ db: Db; cache: SessionCache; announce: (memberId: number) => void }>();

export const createSessionCache = (deps: {
  db: Db;
  policy: SessionPolicy;
  redis?: Redis | undefined;
  log?: FastifyBaseLogger;
  ttlMs?: number;
  fenceMs?: number;
}): SessionCache => {
  const { db, policy } = deps;
  const ttlMs = deps.ttlMs ?? sessionCacheTtlMs;
  const fenceMs = deps.fenceMs ?? sessionFenceMs;
  const entries = new Map<string, Entry>();
  /** the tokens kept per member, to drop them all when the member's sessions change */
  const byMember = new Map<number, Set<string>>();
  const fencedUntil = new Map<number, number>();
  /** bumped by every revocation: a read that started before one does not keep its answer */
  let epoch = 0;
  const instance = randomUUID();

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = byMember.get(entry.value.member.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byMember.delete(entry.value.member.id);
  };

  const fenced = (memberId: number) => {
    const until = fencedUntil.get(memberId);
    if (until === undefined) return false;
    if (until > clock()) return true;
    fencedUntil.delete(memberId);
    return false;
  };

  const keep = (token: string, value: SignedIn) => {
    drop(token);
    if (entries.size >= maxEntries) drop(entries.keys().next().value as string);
    entries.set(token, { value, kept: { ...value, kept: true }, expiresAt: clock() + ttlMs });
    const tokens = byMember.get(value.member.id) ?? new Set<string>();
    tokens.add(token);
    byMember.set(value.member.id, tokens);
  };

  const forgetMember = (memberId: number, fence: boolean) => {
    epoch += 1;
    for (const token of [...(byMember.get(memberId) ?? [])]) drop(token);
    if (fence) fencedUntil.set(memberId, clock() + fenceMs);
  };

  /** one database read per token at a time; later callers share it */
  const reading = new Map<string, Promise<SignedIn | undefined>>();
  const load = (token: string, now: Date) => {
    const pending = reading.get(token);
    if (pending) return pending;
    const startedAt = epoch;
    const promise = (async () => {
      const session = await findSessionByTokenHash(db, sha256(token));
      const liveness = sessionLiveness(session, policy, now);
      if (!session || liveness === 'ended') return undefined;
      if (liveness === 'touch') {
        await touchSession(db, session.id, now);
        session.lastSeenAt = now;
      }
      const row = await findMemberById(db, session.memberId);
      if (!row) return undefined;
      const value: SignedIn = {
        session,
        member: { id: row.id, merchantId: row.merchantId, status: row.status, type: row.type },
      };
      if (value.member.status === 'active' && epoch === startedAt && !fenced(row.id)) keep(token, value);
      return value;
    })().finally(() => reading.delete(token));
    reading.set(token, promise);
    return promise;
  };

  const fromDatabase = async (token: string, now: Date): Promise<Resolved | undefined> => {
    const value = await load(token, now);
    return value && { ...value, kept: false };
  };

  const touching = new Set<number>();

  // kept answers are keyed by the token itself (hashing every call cost more than the rest of
  // the lookup); expired ones are swept so no token outlives its answer for long in memory
  const sweep = setInterval(() => {
    const at = clock();
    for (const [token, entry] of entries) if (entry.expiresAt <= at) drop(token);
    for (const [memberId, until] of fencedUntil) if (until <= at) fencedUntil.delete(memberId);
  }, sweepEveryMs);
  sweep.unref();

  /** a kept answer whose session was seen within the minute and has not reached its end */
  const ready = (token: string, at: number) => {
    const entry = entries.get(token);
    if (!entry || entry.expiresAt <= clock()) return undefined;
    const { session } = entry.value;
    return at - session.lastSeenAt.getTime() <= 60_000 && session.expiresAt.getTime() > at
      ? entry
      : undefined;
  };

  const cache: SessionCache = {
    peek: (token) => ready(token, Date.now())?.kept,
    async resolve(token, options = {}) {
      const at = options.now?.getTime() ?? Date.now();
      const fast = options.fresh ? undefined : ready(token, at);
      if (fast) return fast.kept;
      const entry = options.fresh ? undefined : entries.get(token);
      if (!entry || entry.expiresAt <= clock()) return fromDatabase(token, options.now ?? new Date());
      const { session } = entry.value;
      const now = new Date(at);
      const liveness = sessionLiveness(session, policy, now);
      // a kept answer that says "ended" may be stale (another instance kept it alive): ask again
      if (liveness === 'ended') {
        drop(token);
        return fromDatabase(token, now);
      }
      // last seen: one write a minute per session at most, whichever call or instance makes it
      if (liveness === 'touch' && !touching.has(session.id)) {
        touching.add(session.id);
        try {
          await touchSession(db, session.id, now);
          session.lastSeenAt = now;
        } finally {
          touching.delete(session.id);
        }
      }
      return entry.kept;
    },
    forgetMember,
    size: () => entries.size,
    async close() {
      clearInterval(sweep);
      entries.clear();
      byMember.clear();
      openCaches.delete(registration);
      subscriber?.disconnect();
    },
  };

  const { redis } = deps;
  const subscriber = redis?.duplicate();
  if (subscriber) {
    subscriber.on('error', (err: unknown) => deps.log?.warn({ err }, 'session cache: Redis subscriber'));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== sessionsChannel) return;
      try {
        const { from, memberId } = JSON.parse(message) as { from?: string; memberId?: unknown };
        // the sender may have written inside a transaction that commits a moment later: fence
        if (from !== instance && Number.isSafeInteger(memberId)) forgetMember(memberId as number, true);
      } catch {
        // not ours
      }
    });
    subscriber
      .subscribe(sessionsChannel)
      .catch((err: unknown) => deps.log?.error({ err }, 'session cache: subscribing to Redis failed'));
  }
  const announce = (memberId: number) => {
    redis
      ?.publish(sessionsChannel, JSON.stringify({ from: instance, memberId }))
      .catch((err: unknown) => deps.log?.warn({ err }, 'session cache: publishing to Redis failed'));
  };
  const registration = { db, cache, announce };
  openCaches.add(registration);
  return cache;
};

/**
 * A member's sessions or access changed (revoked, forced change ended, status or type changed):
 * call right after the write. Written on a database handle, the change is committed and the
 * caches on that database forget the member at once; written in a transaction (not committed
 * yet), every cache of this process forgets and fences the member. Other instances hear it over
 * Redis.
 */
export const sessionsChanged = (executor: Executor, memberId: number) => {
  const onThisDb = [...openCaches].filter((open) => open.db === executor);
  const targets = onThisDb.length > 0 ? onThisDb : [...openCaches];
  for (const open of targets) {
    open.cache.forgetMember(memberId, onThisDb.length === 0);
    open.announce(memberId);
  }
};

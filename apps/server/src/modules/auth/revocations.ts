import type { Executor } from '../../db/client.ts';
import { sessionsChanged } from './session-cache.ts';
import * as store from './store.ts';

// Every write that ends a session or changes what it may do goes through here, so the session
// caches (session-cache.ts) forget the member right after it.

/** Logout: ends one session. */
export const revokeSession = async (executor: Executor, sessionId: number, now: Date) => {
  const ended = await store.revokeSession(executor, sessionId, now);
  for (const { memberId } of ended) sessionsChanged(executor, memberId);
};

/** A password reset, or an operator's lock: every session of the account ends; how many did. */
export const revokeMemberSessions = async (executor: Executor, memberId: number, now: Date) => {
  const ended = await store.revokeMemberSessions(executor, memberId, now);
  sessionsChanged(executor, memberId);
  return ended.length;
};

/** A password change: every session of the account but the one that changed it ends. */
export const revokeOtherSessions = async (
  executor: Executor,
  memberId: number,
  keepId: number,
  now: Date,
) => {
  await store.revokeOtherSessions(executor, memberId, keepId, now);
  sessionsChanged(executor, memberId);
};

/** The password was changed: the session may call every route again. */
export const endForcedChange = async (executor: Executor, sessionId: number) => {
  const changed = await store.endForcedChange(executor, sessionId);
  for (const { memberId } of changed) sessionsChanged(executor, memberId);
};

/**
 * A member's status (lock) or type changed: call right after writing it, on the same executor,
 * so signed-in calls see it at once on this instance and within moments on the others.
 */
export const memberAccessChanged = (executor: Executor, memberId: number) =>
  sessionsChanged(executor, memberId);

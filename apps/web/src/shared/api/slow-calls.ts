import { useSyncExternalStore } from 'react';

/**
 * How long an API call may wait before the player is told the network is slow (spec §8 "page
 * slow"): 3 s. Most answers take well under a second, so a call past 3 s is one the player has
 * already noticed; a shorter limit would flash the notice on ordinary hiccups.
 */
export const slowCallThresholdMs = 3_000;

let slowCalls = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Marks one call as under way; the returned function marks it finished. Only a call still
 * waiting after the threshold counts as slow, so fast calls never show the notice.
 */
export const trackCall = (): (() => void) => {
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    slowCalls += 1;
    changed();
  }, slowCallThresholdMs);
  return () => {
    clearTimeout(timer);
    if (!slow) return;
    slow = false;
    slowCalls -= 1;
    changed();
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** true while at least one call has waited longer than the threshold */
export const useNetworkSlow = () =>
  useSyncExternalStore(
    subscribe,
    () => slowCalls > 0,
    () => false,
  );

/** The first wait after a lost live stream, and the longest. */
export const firstDelayMs = 1_000;
export const longestDelayMs = 30_000;
/** each wait is its step ± this share, so many tabs dropped at once do not all return at once */
export const jitter = 0.2;

/**
 * The wait before reconnect number `attempt` (0 for the first): 1 s, 2 s, 4 s … capped at 30 s,
 * each spread by ±20 %. `random` is Math.random (a fixed one in tests).
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) => {
  const step = Math.min(longestDelayMs, firstDelayMs * 2 ** Math.max(0, attempt));
  return Math.round(step * (1 - jitter + 2 * jitter * random()));
};

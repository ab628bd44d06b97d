import { Cron } from 'croner';

/**
 * The one file that turns a cron pattern into timer calls (croner, a well-kept dependency-free
 * scheduler); everything else in jobs/ only names patterns. With `protect`, a fire that comes while
 * the last is still busy is skipped; timers are unref'd so they never keep a stopping process up.
 */
export interface Trigger {
  stop(): void;
}

export type OnSchedule = (
  pattern: string,
  fire: () => Promise<void>,
  onError: (error: unknown) => void,
) => Trigger;

/** Refuses a pattern croner cannot read, at start rather than at the first missed run. */
export const checkPattern = (pattern: string) => {
  new Cron(pattern, { paused: true }).stop();
};

export const onSchedule: OnSchedule = (pattern, fire, onError) => {
  const cron = new Cron(pattern, { protect: true, unref: true, catch: onError }, () => fire());
  return { stop: () => cron.stop() };
};

/**
 * The one file that turns a cron pattern into timer calls; everything else in jobs/ only names
 * patterns. It is meant to be `croner` (pinned in apps/server/package.json once installed):
 *
 *   import { Cron } from 'croner';
 *   export const onSchedule: OnSchedule = (pattern, fire, onError) => {
 *     const cron = new Cron(pattern, { protect: true, unref: true, catch: onError }, () => fire());
 *     return { stop: () => cron.stop() };
 *   };
 *
 * Until it is, this stand-in understands the only patterns the jobs use, minute steps
 * (`* * * * *`, `*\/5 * * * *`, `30 * * * *`), and refuses any other so nothing is silently
 * mis-scheduled. Like croner with `protect`, a fire that comes while the last is still busy is skipped.
 */
export interface Trigger {
  stop(): void;
}

export type OnSchedule = (
  pattern: string,
  fire: () => Promise<void>,
  onError: (error: unknown) => void,
) => Trigger;

/** Which minutes of the hour a minute-only pattern fires on; throws on anything it cannot honour. */
export const minutesOf = (pattern: string): ReadonlySet<number> => {
  const fields = pattern.trim().split(/\s+/);
  const [minute, ...rest] = fields;
  if (fields.length !== 5 || rest.some((field) => field !== '*') || minute === undefined) {
    throw new Error(`cron pattern not supported until croner is installed: ${pattern}`);
  }
  const step = /^\*(?:\/(\d+))?$/.exec(minute);
  if (step) {
    const every = Number(step[1] ?? 1);
    if (every < 1 || every > 59) throw new Error(`bad minute step in cron pattern: ${pattern}`);
    return new Set(Array.from({ length: 60 }, (_, m) => m).filter((m) => m % every === 0));
  }
  if (/^\d+$/.test(minute) && Number(minute) < 60) return new Set([Number(minute)]);
  throw new Error(`cron pattern not supported until croner is installed: ${pattern}`);
};

export const onSchedule: OnSchedule = (pattern, fire, onError) => {
  const minutes = minutesOf(pattern);
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const now = Date.now();
    const nextMinute = Math.floor(now / 60_000) * 60_000 + 60_000;
    timer = setTimeout(() => {
      if (minutes.has(new Date(nextMinute).getUTCMinutes()) && !busy) {
        busy = true;
        fire()
          .catch(onError)
          .finally(() => {
            busy = false;
          });
      }
      arm();
    }, nextMinute - now);
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
};

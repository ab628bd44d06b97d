/**
 * Calendar periods in a merchant's time zone: the one place that says when a merchant's hour,
 * day, week (Monday first), half-month (1st–15th, 16th–end) or month starts and ends. Every
 * daily count, report and settlement asks here, so "today" means the same thing everywhere.
 *
 * Built on Intl (Node ships full ICU): no date library needed. Local times a DST change skips
 * are taken as the first instant after the gap; local times it repeats as the first of the two,
 * so consecutive periods always touch (one period's end is the next one's start).
 */
export type PeriodKind = 'hour' | 'day' | 'week' | 'half-month' | 'month';

export const periodKinds: readonly PeriodKind[] = ['hour', 'day', 'week', 'half-month', 'month'];

export interface Period {
  kind: PeriodKind;
  /** the first instant of the period */
  start: Date;
  /** the first instant after it (the next period's start) */
  end: Date;
  /**
   * The period's name in the merchant's calendar, unique per kind and zone: `2026-03-29` (day),
   * `2026-W13` (ISO week), `2026-03-H1` / `2026-03-H2` (half-month), `2026-03` (month), and for
   * hours the local start with its UTC offset, `2026-10-25T02:00+01:00`, because a clock change
   * can show the same local hour twice.
   */
  key: string;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** True for a time zone name Intl knows (`Asia/Shanghai`, `UTC`); offsets like `+08:00` are refused. */
export const isTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    formatFor(name);
    return true;
  } catch {
    return false;
  }
};

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of `instant` in `timeZone` (seconds precision). */
const wallOf = (instant: number, timeZone: string): Wall => {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
};

const wallAsUtc = (wall: Wall) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The zone's offset from UTC at `instant`, in ms (whole seconds). */
const offsetAt = (instant: number, timeZone: string) =>
  wallAsUtc(wallOf(instant, timeZone)) - Math.floor(instant / 1000) * 1000;

/**
 * The instant the wall clock of `timeZone` shows `wallUtc` (a wall time written as if UTC). Of two
 * such instants (clocks set back) the earlier; of none (clocks set forward) the instant the same
 * time after the gap, which for a skipped midnight is the moment the day begins.
 */
const instantOf = (wallUtc: number, timeZone: string) => {
  const before = offsetAt(wallUtc - dayMs, timeZone);
  const after = offsetAt(wallUtc + dayMs, timeZone);
  const candidates = [wallUtc - before, wallUtc - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wallUtc,
  );
  return candidates.length > 0 ? Math.min(...candidates) : wallUtc - before;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Calendar arithmetic on dates written as UTC midnights. */
const civil = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/** ISO 8601 week of the Monday `monday` (UTC midnight): the year that holds its Thursday. */
const isoWeekKey = (monday: number) => {
  const thursday = new Date(monday + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - civil(year, 1, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${pad(week)}`;
};

const offsetText = (offsetMs: number) => {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/**
 * The local hour holding `at`: it began as many minutes and seconds ago as the local clock shows,
 * which stays right across DST because zones move their clocks by whole hours on the hour (the one
 * exception, Australia/Lord_Howe's half-hour shift, is not a merchant's zone). Hours are one hour
 * long; a repeated local hour gets two keys by its offset.
 */
const hourOf = (at: number, timeZone: string): Period => {
  const wall = wallOf(at, timeZone);
  const start = at - ((wall.minute * 60 + wall.second) * 1000 + (((at % 1000) + 1000) % 1000));
  const key = `${dateKey(wall.year, wall.month, wall.day)}T${pad(wall.hour)}:00${offsetText(offsetAt(start, timeZone))}`;
  return { kind: 'hour', start: new Date(start), end: new Date(start + hourMs), key };
};

/** The local calendar span [fromDate, toDate) (UTC-midnight dates) as instants in `timeZone`. */
const span = (kind: PeriodKind, from: number, to: number, key: string, timeZone: string): Period => ({
  kind,
  start: new Date(instantOf(from, timeZone)),
  end: new Date(instantOf(to, timeZone)),
  key,
});

/** The period of `kind` that holds `at`, in the merchant's `timeZone`. */
export const periodOf = (kind: PeriodKind, at: Date, timeZone: string): Period => {
  const instant = at.getTime();
  if (Number.isNaN(instant)) throw new RangeError('periodOf: invalid date');
  if (kind === 'hour') return hourOf(instant, timeZone);
  const { year, month, day } = wallOf(instant, timeZone);
  switch (kind) {
    case 'day': {
      const date = civil(year, month, day);
      return span(kind, date, date + dayMs, dateKey(year, month, day), timeZone);
    }
    case 'week': {
      const date = civil(year, month, day);
      const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * dayMs;
      return span(kind, monday, monday + 7 * dayMs, isoWeekKey(monday), timeZone);
    }
    case 'half-month': {
      const first = day <= 15;
      const from = civil(year, month, first ? 1 : 16);
      const to = first ? civil(year, month, 16) : civil(year, month + 1, 1);
      return span(kind, from, to, `${year}-${pad(month)}-H${first ? 1 : 2}`, timeZone);
    }
    case 'month':
      return span(kind, civil(year, month, 1), civil(year, month + 1, 1), `${year}-${pad(month)}`, timeZone);
  }
};

/** The period right after `period`. */
export const nextPeriod = (period: Period, timeZone: string): Period =>
  periodOf(period.kind, period.end, timeZone);

/** The period right before `period`. */
export const previousPeriod = (period: Period, timeZone: string): Period =>
  periodOf(period.kind, new Date(period.start.getTime() - 1), timeZone);

/**
 * Where a records page of the last `days` days starts: the first instant of today's merchant day,
 * `days - 1` days back, so "today" begins at the merchant's midnight, not 24 hours ago.
 */
export const recordsSince = (timeZone: string, days: number, now = new Date()) =>
  periodOf('day', new Date(now.getTime() - (days - 1) * 86_400_000), timeZone).start;

/** The day `date` (YYYY-MM-DD) of the merchant's calendar, as instants in its time zone. */
export const calendarDay = (date: string, timeZone: string): Period => {
  // UTC noon of that date is that date, or a neighbour, in every zone (offsets are within ±14 h),
  // so a step or two finds it. The bound keeps a key that never matches (an unpadded year below
  // 1000, which the contract refuses anyway) from stepping for ever, as it once did.
  let day = periodOf('day', new Date(`${date}T12:00:00Z`), timeZone);
  for (let step = 0; step < 2 && day.key < date; step += 1) day = nextPeriod(day, timeZone);
  for (let step = 0; step < 2 && day.key > date; step += 1) day = previousPeriod(day, timeZone);
  return day;
};

/** The days of a merchant's calendar from `from` to `to` (keys), both included, oldest first. */
export const daysBetween = (from: string, to: string, timeZone: string) => {
  const days: Period[] = [];
  for (let day = calendarDay(from, timeZone); day.key <= to; day = nextPeriod(day, timeZone)) days.push(day);
  return days;
};

/** Today and the `days - 1` days before it in the merchant's calendar, oldest first. */
export const recentDays = (timeZone: string, days: number, now = new Date()) =>
  daysBetween(
    periodOf('day', recordsSince(timeZone, days, now), timeZone).key,
    periodOf('day', now, timeZone).key,
    timeZone,
  );

import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { pageOf } from '../wallet/index.ts';
import { gameTypeSchema } from './catalogue.ts';

export const betStatuses = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** One bet as the member's betting record (personalHistoryCopy) shows it. */
export const betRowSchema = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  roundId: z.string(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout - stake, from the member's side ("-10.00" lost ten) */
  profit: z.string(),
  status: z.enum(betStatuses),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRow = z.infer<typeof betRowSchema>;

export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profit: z.string(),
});

/** Whether YYYY-MM-DD names a day that exists, between the years 2000 and 2100. */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The longest period a staff search or report covers, in days. */
export const maxCalendarRangeDays = 366;

/** What a refused calendar date or period says; the back office picks its translation by these. */
export const calendarMessages = {
  format: 'must be a date YYYY-MM-DD',
  real: 'must be a real date between 2000 and 2100',
  order: 'must not be before from',
  length: `must be within ${maxCalendarRangeDays} days of from`,
} as const;

/**
 * A date of the merchant's calendar, YYYY-MM-DD: a day that exists (no 2024-13-01) in a year the
 * platform can have records of (a year like 0999 sent the server's day search into a loop).
 */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, calendarMessages.format)
  .refine(isCalendarDate, calendarMessages.real);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The check of a from/to pair of calendar dates: in order, and at most a year apart. */
export const checkCalendarRange = (
  query: { from: string; to: string },
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) => {
  if (query.from > query.to)
    context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.order });
  else if (dayNumber(query.to) - dayNumber(query.from) >= maxCalendarRangeDays)
    context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.length });
};

export const betRecordsQuery = z.object({
  /** today, 7 or 30 days of the merchant's calendar */
  days: z.coerce
    .number()
    .int()
    .refine((value) => [1, 7, 30].includes(value), 'must be 1, 7 or 30')
    .default(7),
  gameType: gameTypeSchema.optional(),
  vassalage: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -')
    .optional(),
  status: z.enum(betStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const betRecords = defineRoute({
  method: 'GET',
  path: '/wps/relay/GLS_betRecords',
  audience: 'player',
  summary:
    "The member's betting record (personalHistoryCopy): bets filtered and paged, with the filter's totals",
  tags: ['games'],
  query: betRecordsQuery,
  response: pageOf(betRowSchema).extend({ totals: betTotalsSchema }),
});

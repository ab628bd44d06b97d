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

/** A date of the merchant's calendar, YYYY-MM-DD. */
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

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

import { z } from 'zod';
import { playRequirementSchema } from '../cashier/index.ts';
import { calendarDate, checkCalendarRange } from '../games/bets.ts';
import { defineRoute } from '../route.ts';

const tags = ['admin'];

/** a decimal string in major units; results and net figures may be negative */
const amount = z.string();

/** The figures of one day, or of a period's days added up. Money in the merchant's currency. */
export const dailySummaryFiguresSchema = z.object({
  /** player and agent accounts opened (free-play guests not counted) */
  newAccounts: z.number().int(),
  /** players whose first confirmed deposit this is */
  firstDeposits: z.number().int(),
  depositCount: z.number().int(),
  deposits: amount,
  withdrawalCount: z.number().int(),
  /** withdrawals paid out (the day the cashier paid them) */
  withdrawals: amount,
  /** deposits − withdrawals */
  netDeposits: amount,
  /** bets placed (rolled-back ones not counted) */
  betCount: z.number().int(),
  /** valid bet of the bets placed */
  turnover: amount,
  /** stake and payout of the bets settled, and their difference: the house's result */
  settledStake: amount,
  payout: amount,
  houseProfit: amount,
  /** operators' balance adjustments to and from players' wallets */
  adjustmentsIn: amount,
  adjustmentsOut: amount,
});
export type DailySummaryFigures = z.infer<typeof dailySummaryFiguresSchema>;

export const dailySummaryRowSchema = dailySummaryFiguresSchema.extend({
  /** a day of the merchant's calendar (YYYY-MM-DD) */
  date: z.string(),
  /**
   * players and agents who signed in, players who deposited, and who bet, that day: each counted
   * once a day, so a period's total cannot add them up
   */
  signedIn: z.number().int(),
  depositors: z.number().int(),
  bettors: z.number().int(),
  /** closed: counted once after the day ended and kept; otherwise counted now (today, or not yet closed) */
  closed: z.boolean(),
});
export type DailySummaryRow = z.infer<typeof dailySummaryRowSchema>;

export const dailySummaryReport = defineRoute({
  method: 'GET',
  path: '/wps/admin/reports/daily',
  audience: 'admin',
  summary:
    "The merchant's day by day, in its time zone: new accounts, first deposits, deposits, withdrawals, " +
    'bets, turnover, the house result of settled bets and balance adjustments, newest day first, with the period totals',
  tags,
  query: z.object({ from: calendarDate, to: calendarDate }).superRefine(checkCalendarRange),
  response: z.object({
    timeZone: z.string(),
    /** every day of the period up to today, newest first, zeros included */
    rows: z.array(dailySummaryRowSchema),
    totals: dailySummaryFiguresSchema,
  }),
});

/** What a cashier looks at before paying a withdrawal: was the money played, is the card the player's. */
export const withdrawalCheckSchema = z.object({
  withdrawalId: z.number().int(),
  /** the player's last confirmed deposit before the request; null: none before it */
  lastDeposit: z.object({ amount, at: z.string() }).nullable(),
  /** valid bet of the bets placed since that deposit (since the account opened, without one), up to the request */
  turnover: amount,
  /** less was played than that deposit: money in and straight out again */
  lowPlay: z.boolean(),
  /** whether the name on the card is the account's real name; null when the account has none */
  nameMatches: z.boolean().nullable(),
  /** operators' notes on the account: how many, and the newest (null: none) */
  notes: z
    .object({
      count: z.number().int(),
      latest: z.object({ body: z.string(), author: z.string().nullable(), createdAt: z.string() }),
    })
    .nullable(),
});
export type WithdrawalCheck = z.infer<typeof withdrawalCheckSchema>;

export const withdrawalChecks = defineRoute({
  method: 'GET',
  path: '/wps/admin/reports/withdrawal-checks',
  audience: 'admin',
  summary:
    'For withdrawals of the merchant (ids, comma-separated, at most 50): the last deposit before each, ' +
    'the valid bet played since, whether the card name is the account real name, and the newest operator note',
  tags,
  query: z.object({
    ids: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15}){0,49}$/, 'must be 1 to 50 withdrawal ids, comma-separated')
      .transform((ids) => [...new Set(ids.split(',').map(Number))]),
  }),
  response: z.array(withdrawalCheckSchema),
});

/** A player's whole history with the site in figures: what the Members tab's details show. */
export const memberTotalsSchema = z.object({
  depositCount: z.number().int(),
  deposits: amount,
  firstDepositAt: z.string().nullable(),
  lastDepositAt: z.string().nullable(),
  withdrawalCount: z.number().int(),
  /** withdrawals paid out */
  withdrawals: amount,
  /** deposits − withdrawals paid */
  netDeposits: amount,
  /** bets placed, rolled-back ones left out, and their valid bet */
  betCount: z.number().int(),
  turnover: amount,
  /** settled stake − payout: positive when the house is ahead of this player */
  houseProfit: amount,
  /** operators' balance adjustments to and from the player's wallet */
  adjustmentsIn: amount,
  adjustmentsOut: amount,
  /** the play the player still owes before a withdrawal, as the withdraw page tells them (null: the merchant asks none) */
  playRequirement: playRequirementSchema.nullable(),
});
export type MemberTotals = z.infer<typeof memberTotalsSchema>;

export const memberTotals = defineRoute({
  method: 'GET',
  path: '/wps/admin/reports/member-totals',
  audience: 'admin',
  summary:
    "One player's all-time figures: deposits (first and last), withdrawals paid, net deposits, bets, " +
    'turnover, the house result and adjustments',
  tags,
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: memberTotalsSchema,
});

import { z } from 'zod';
import { moneyString, positiveMoneyString } from '../money.ts';

/**
 * The seamless wallet API the platform offers a vendor (ARCHITECTURE §6): the vendor calls
 * `POST /vendor-api/<vendorCode>/<action>`, every body signed with the vendor's secret
 * (`./signature.ts`, HMAC-SHA256 over the raw body). The player's money stays in the platform's
 * main wallet; each bet and win is one posting plus one bet record.
 *
 * Rules the platform keeps, the semantics of the major aggregators' seamless wallets:
 * - idempotent by the vendor's `transactionId`: a replay answers the first answer, the same id with
 *   other parameters is refused (`TRANSACTION_CONFLICT`);
 * - a win or rollback names the bet it settles (`betTransactionId`), a `roundId` groups them;
 * - a rollback of a bet never seen is recorded, so that bet arriving late is refused (`BET_ROLLED_BACK`);
 * - a bet needs the game token of a live launch (`GAME_TOKEN_INVALID` otherwise); wins and
 *   rollbacks are accepted after it expired;
 * - a bet above the balance is refused with `INSUFFICIENT_BALANCE`.
 */
export const seamlessActions = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessAction = (typeof seamlessActions)[number];
export const seamlessPath = (vendorCode: string, action: SeamlessAction) =>
  `/vendor-api/${vendorCode}/${action}`;

const transactionId = z.string().regex(/^[A-Za-z0-9_.:-]{6,64}$/, 'must be 6-64 letters, digits or _.:-');
const player = z.string().regex(/^[A-Za-z0-9]{2,16}_\d{1,18}$/, 'must be <merchant>_<member id>');
const currency = z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code');
const gameCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -');

export const seamlessBalanceBody = z.object({ player, currency });
export const seamlessBetBody = z.object({
  transactionId,
  player,
  currency,
  /** the game token the platform handed the vendor at launch */
  token: z.string().min(16).max(128),
  roundId: transactionId,
  gameCode,
  amount: positiveMoneyString,
});
export const seamlessWinBody = z.object({
  transactionId,
  betTransactionId: transactionId,
  player,
  currency,
  roundId: transactionId,
  gameCode,
  /** the payout, "0.00" for a lost bet (which settles it) */
  amount: moneyString,
});
export const seamlessRollbackBody = z.object({
  transactionId,
  betTransactionId: transactionId,
  player,
  currency,
  roundId: transactionId,
  gameCode,
});
export type SeamlessBetBody = z.infer<typeof seamlessBetBody>;
export type SeamlessWinBody = z.infer<typeof seamlessWinBody>;
export type SeamlessRollbackBody = z.infer<typeof seamlessRollbackBody>;

/** `value` of every successful answer: the player's main-wallet balance after the call. */
export const seamlessResult = z.object({
  balance: moneyString,
  currency,
  /** the platform's bet record id (bet, win and rollback) */
  betId: z.number().int().optional(),
  /** true when this transaction id was answered before: nothing moved this time */
  replayed: z.boolean().optional(),
});
export type SeamlessResult = z.infer<typeof seamlessResult>;

/** The error codes a vendor must handle (envelope `code`); anything else: retry win/rollback later. */
export const seamlessErrorCodes = [
  'SIGNATURE_INVALID',
  'VALIDATION_FAILED',
  'VENDOR_UNKNOWN',
  'PLAYER_UNKNOWN',
  'CURRENCY_MISMATCH',
  'GAME_TOKEN_INVALID',
  'INSUFFICIENT_BALANCE',
  'TRANSACTION_CONFLICT',
  'BET_NOT_FOUND',
  'BET_SETTLED',
  'BET_ROLLED_BACK',
] as const;

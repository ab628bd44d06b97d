import { z } from 'zod';
import { moneyString } from '../money.ts';

/**
 * What the platform asks a game vendor, signed like every vendor call (`./signature.ts`):
 * - launch: a URL on the vendor's origin where the player's game runs;
 * - bet feed (transfer-mode vendors): the settled bets played inside the vendor's own wallet, after
 *   a cursor, so the platform's bet records, P&L and team figures include them.
 */
export const vendorGamePaths = {
  launch: '/api/games/launch',
  betFeed: '/api/bets/feed',
} as const;

export const launchModes = ['real', 'free'] as const;

export const vendorLaunchBody = z.object({
  /** vendorPlayerName: `<merchant>_<member id>` */
  player: z.string().min(1).max(64),
  currency: z.string().length(3),
  /** the vendor code the game is launched under (one vendor may serve several) */
  vendorCode: z.string().min(1).max(32),
  gameCode: z.string().min(1).max(64),
  /** the platform's language code (CN, EN, KM ...) */
  language: z.string().min(2).max(8),
  /** free: play money kept by the vendor, no wallet calls at all */
  mode: z.enum(launchModes),
  /** seamless, real mode: the game token the vendor sends back with every bet */
  token: z.string().min(16).max(128).optional(),
  /** a table or room, when the game has them */
  roomId: z.string().max(64).optional(),
  /** where the game's "lobby" button goes */
  lobbyUrl: z
    .string()
    .max(2000)
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) address')
    .optional(),
});
export type VendorLaunchBody = z.infer<typeof vendorLaunchBody>;
export const vendorLaunchResult = z.object({ url: z.string().url() });

export const vendorBetFeedBody = z.object({
  vendorCode: z.string().min(1).max(32),
  /** '' for the start; otherwise the `next` of the previous page */
  after: z.string().max(64),
  limit: z.number().int().min(1).max(500),
});
export const vendorFeedBet = z.object({
  /** the vendor's bet id, unique per vendor code */
  betId: z.string().min(1).max(64),
  player: z.string().min(1).max(64),
  gameCode: z.string().min(1).max(64),
  roundId: z.string().min(1).max(64),
  currency: z.string().length(3),
  stake: moneyString,
  /** the turnover that counts (a push or a tie refund counts 0) */
  validBet: moneyString,
  payout: moneyString,
  placedAt: z.string().datetime(),
  settledAt: z.string().datetime(),
});
export type VendorFeedBet = z.infer<typeof vendorFeedBet>;
export const vendorBetFeedResult = z.object({ rows: z.array(vendorFeedBet), next: z.string() });

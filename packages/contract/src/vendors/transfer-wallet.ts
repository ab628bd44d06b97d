import { z } from 'zod';
import { moneyString, positiveMoneyString } from '../money.ts';

/** The transfer-wallet API a vendor offers the platform (the demo vendor implements it). */
export const vendorTransferBody = z.object({
  transferId: z.string().min(8).max(64),
  player: z.string().min(1).max(64),
  direction: z.enum(['deposit', 'withdraw']),
  amount: moneyString,
  currency: z.string().length(3),
});
export const vendorBalanceBody = z.object({
  player: z.string().min(1).max(64),
  currency: z.string().length(3),
});
export const vendorStatusBody = z.object({ transferId: z.string().min(8).max(64) });

export const vendorTransferResult = z.object({
  transferId: z.string(),
  status: z.enum(['ok', 'failed']),
  reason: z.string().optional(),
  balance: moneyString,
});
export type VendorTransferResult = z.infer<typeof vendorTransferResult>;
export const vendorStatusResult = z.object({
  transferId: z.string(),
  status: z.enum(['ok', 'failed', 'unknown']),
});

/**
 * Test play (the demo vendor's stand-in for games): a win or a loss applied inside the vendor's
 * wallet, idempotent by round id, so the platform sees its mirror go stale exactly as after real play.
 */
export const vendorPlayBody = z.object({
  roundId: z.string().min(8).max(64),
  player: z.string().min(1).max(64),
  result: z.enum(['win', 'loss']),
  amount: positiveMoneyString,
  currency: z.string().length(3),
});
export const vendorPlayResult = z.object({
  roundId: z.string(),
  status: z.enum(['ok', 'failed']),
  reason: z.string().optional(),
  balance: moneyString,
});
export type VendorPlayResult = z.infer<typeof vendorPlayResult>;

export const vendorPaths = {
  transfer: '/api/wallet/transfer',
  balance: '/api/wallet/balance',
  status: '/api/wallet/transfer-status',
  play: '/api/wallet/play',
} as const;

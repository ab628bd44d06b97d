import { z } from 'zod';
import { moneyString } from '../money.ts';

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

export const vendorPaths = {
  transfer: '/api/wallet/transfer',
  balance: '/api/wallet/balance',
  status: '/api/wallet/transfer-status',
} as const;

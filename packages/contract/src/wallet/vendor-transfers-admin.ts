import { z } from 'zod';
import { moneyString } from '../money.ts';
import { defineRoute } from '../route.ts';

const tags = ['admin'];

/** pending/unknown: waiting for the vendor's answer; confirmed: the vendor paid out, the ledger has not settled yet. */
export const vendorTransferStatuses = ['pending', 'unknown', 'confirmed', 'done', 'failed'] as const;

export const adminVendorTransferRowSchema = z.object({
  id: z.number().int(),
  /** the id the vendor knows the transfer by */
  transferId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  vendor: z.string(),
  direction: z.enum(['in', 'out']),
  amount: moneyString,
  status: z.enum(vendorTransferStatuses),
  /** why it is still open (e.g. VENDOR_SILENT, MIRROR_SHORT) or why it failed */
  reason: z.string().nullable(),
  /** reconciliation attempts that left it open */
  attempts: z.number().int(),
  /** open longer than the reconciliation grace: it should have settled by now */
  stuck: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVendorTransferRow = z.infer<typeof adminVendorTransferRowSchema>;

export const listOpenVendorTransfers = defineRoute({
  method: 'GET',
  path: '/wps/admin/wallet/vendor-transfers',
  audience: 'admin',
  summary:
    "The merchant's vendor wallet transfers still open (vendor silent, payout not settled), oldest first",
  tags,
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) }),
  response: z.array(adminVendorTransferRowSchema),
});

export const reconcileVendorTransferNow = defineRoute({
  method: 'POST',
  path: '/wps/admin/wallet/vendor-transfers/reconcile',
  audience: 'admin',
  summary:
    'Reconcile one open vendor transfer now: ask the vendor and settle what it confirms (owners and cashiers)',
  tags,
  body: z.object({ id: z.number().int().positive() }),
  response: adminVendorTransferRowSchema,
});

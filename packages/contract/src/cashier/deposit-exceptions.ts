import { z } from 'zod';
import { moneyString } from '../money.ts';
import { defineRoute } from '../route.ts';

// imports only leaf modules: ./index.ts re-exports this file

const tags = ['admin'];

/**
 * open: the gateway said "paid" for a deposit that was already cancelled or rejected, and nobody
 * has dealt with it. credited: staff credited the member (once, through the ledger). refunded:
 * staff returned the money outside the platform; nothing was posted.
 */
export const depositExceptionStatuses = ['open', 'credited', 'refunded'] as const;
export type DepositExceptionStatus = (typeof depositExceptionStatuses)[number];

export const depositExceptionRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['paid_after_cancel']),
  depositId: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channel: z.string(),
  channelName: z.string(),
  amount: moneyString,
  currency: z.string(),
  gatewayReference: z.string().nullable(),
  /** what the deposit was when the payment was reported */
  depositStatus: z.enum(['cancelled', 'rejected']),
  /** why the deposit was closed (e.g. gateway_cancelled, gateway_order_missing, a staff note) */
  depositNote: z.string().nullable(),
  status: z.enum(depositExceptionStatuses),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type DepositExceptionRow = z.infer<typeof depositExceptionRowSchema>;

export const listDepositExceptions = defineRoute({
  method: 'GET',
  path: '/wps/admin/cashier/deposit-exceptions',
  audience: 'admin',
  summary:
    'Payments the gateway reported for deposits already cancelled or rejected ("paid after cancel"), ' +
    'by status (default open), oldest first',
  tags,
  query: z.object({
    status: z.enum(depositExceptionStatuses).default('open'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(depositExceptionRowSchema),
});

export const resolveDepositException = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/deposit-exceptions/resolve',
  audience: 'admin',
  summary:
    'credit: the member gets the deposit through the ledger, once, and the deposit counts as confirmed; ' +
    'refunded: the money went back outside the platform, nothing is posted, a note is required ' +
    '(owners and cashiers; audited)',
  tags,
  body: z
    .object({
      exceptionId: z.number().int().positive(),
      action: z.enum(['credit', 'refunded']),
      note: z.string().trim().max(140, 'must be at most 140 characters').optional(),
    })
    .refine((value) => value.action !== 'refunded' || (value.note?.length ?? 0) >= 2, {
      path: ['note'],
      message: 'say how the money went back (at least 2 characters)',
    }),
  response: depositExceptionRowSchema,
});

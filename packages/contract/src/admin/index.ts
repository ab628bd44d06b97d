import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { moneyString, positiveMoneyString } from '../money.ts';
import { defineRoute } from '../route.ts';
import { idempotencyKeySchema } from '../wallet/index.ts';

const tags = ['admin'];

export const adminLoginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
});

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/wps/admin/session/login',
  audience: 'public',
  summary: 'Back-office sign-in (encrypted body: username, password)',
  tags,
  body: encryptedBodySchema,
  response: z.object({
    token: z.string(),
    role: z.enum(['owner', 'cashier', 'support']),
    username: z.string(),
  }),
});

export const adminLogout = defineRoute({
  method: 'DELETE',
  path: '/wps/admin/session/logout',
  audience: 'admin',
  summary: 'End the back-office session',
  tags,
  response: z.null(),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const listOutbox = defineRoute({
  method: 'GET',
  path: '/wps/admin/outbox',
  audience: 'admin',
  summary: "Messages the platform sent (SMS, email) for the admin's merchant, newest first",
  tags,
  query: z.object({
    destination: z.string().trim().max(128).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(outboxMessageSchema),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  action: z.string(),
  success: z.boolean(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const listAudit = defineRoute({
  method: 'GET',
  path: '/wps/admin/audit',
  audience: 'admin',
  summary: 'Security audit log (logins, codes, password changes), newest first',
  tags,
  query: z.object({
    memberId: z.coerce.number().int().positive().optional(),
    action: z.string().trim().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(auditEntrySchema),
});

export const adjustBalance = defineRoute({
  method: 'POST',
  path: '/wps/admin/balance/adjust',
  audience: 'admin',
  summary:
    "Credit or debit a member's main wallet against the house, with a reason (owners and cashiers; audited)",
  tags,
  body: z.object({
    memberId: z.number().int().positive(),
    direction: z.enum(['credit', 'debit']),
    amount: positiveMoneyString,
    reason: z.string().trim().min(5, 'must be at least 5 characters').max(200),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({ balance: moneyString, replayed: z.boolean() }),
});

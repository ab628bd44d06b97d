import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { paymentPasswordFactors } from '../members/index.ts';
import { moneyString, positiveMoneyString } from '../money.ts';
import { defineRoute } from '../route.ts';
import { idempotencyKeySchema, pageOf, periodPageQuery } from '../wallet/index.ts';

export * from './deposit-exceptions.ts';

const tags = ['cashier'];

// ---- deposits ----

export const depositChannelKinds = ['bank', 'gateway', 'crypto'] as const;
export const depositStatuses = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(depositChannelKinds),
  /** the English name, shown where `names` has none in the reader's language */
  name: z.string(),
  /** the name in other languages, by language code */
  names: z.record(z.string(), z.string()),
  min: moneyString,
  max: moneyString,
  /** where to send the money: bank account or crypto address (empty for a gateway) */
  details: z.object({
    bankName: z.string().optional(),
    accountName: z.string().optional(),
    accountNumber: z.string().optional(),
    network: z.string().optional(),
    address: z.string().optional(),
  }),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const getDepositChannels = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSH_depositChannels',
  audience: 'player',
  summary: "The merchant's open deposit channels with their limits, in display order",
  tags,
  response: z.object({ currency: z.string(), channels: z.array(depositChannelSchema) }),
});

export const depositRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channel: z.string(),
  channelName: z.string(),
  /** the channel's name in other languages (channelName is the English one) */
  channelNames: z.record(z.string(), z.string()),
  kind: z.enum(depositChannelKinds),
  amount: moneyString,
  status: z.enum(depositStatuses),
  payerReference: z.string().nullable(),
  /** gateway deposits still pending: where the player pays */
  paymentUrl: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DepositRow = z.infer<typeof depositRowSchema>;

export const createDeposit = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSH_deposit',
  audience: 'player',
  summary:
    'Start a deposit on a channel. Bank and crypto: staff confirm it once the money arrived; ' +
    'gateway: answers paymentUrl, the gateway confirms it with a signed callback',
  tags,
  body: z.object({
    channel: z.string().trim().min(1).max(32),
    amount: positiveMoneyString,
    /** bank: the name on the paying account; crypto: the transaction hash */
    payerReference: z.string().trim().max(128).optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({ deposit: depositRowSchema, replayed: z.boolean() }),
});

export const depositRecords = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSH_depositRecords',
  audience: 'player',
  summary: "The member's deposits, newest first",
  tags,
  query: periodPageQuery.extend({ status: z.enum(depositStatuses).optional() }),
  response: pageOf(depositRowSchema),
});

/** Where the payment gateway posts its signed result (apps/demo-vendor is the demo gateway). */
export const gatewayCallbackPath = '/wps/cashier/gateway/callback';

// ---- withdrawals ----

export const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'received',
  'disputed',
  'resolved',
] as const;
export const receiptOutcomes = ['received', 'partly', 'not_received'] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];

/** Proof images of a partly or not received withdrawal (spec §5: png/jpg, at most 5 MB, at most 3). */
export const proofLimits = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** only the last 4 digits are ever sent back */
  maskedNumber: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** The security changes that pause withdrawals for the merchant's cooling-off hours. */
export const withdrawalHoldReasons = [
  'password_reset',
  'payment_password_changed',
  'bank_card_added',
  'mobile_changed',
  'email_changed',
  'authenticator_removed',
] as const;
export type WithdrawalHoldReason = (typeof withdrawalHoldReasons)[number];

/**
 * A merchant's play requirement for one player: the valid bet to place before a withdrawal, a
 * percentage of the confirmed deposits since the last withdrawal request that was not rejected
 * (since the account opened, without one), and what has been played since then.
 */
export const playRequirementSchema = z.object({
  percent: z.number().int(),
  since: z.string(),
  deposits: moneyString,
  required: moneyString,
  played: moneyString,
  remaining: moneyString,
});

export const getWithdrawSettings = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSH_withdrawSettings',
  audience: 'player',
  summary: 'What the withdraw page needs: limits, the count left today, bound cards, payment password state',
  tags,
  response: z.object({
    currency: z.string(),
    min: moneyString,
    max: moneyString,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
    autoReceiptMinutes: z.number().int(),
    multipleWithdrawals: z.boolean(),
    maxBankCards: z.number().int(),
    inFlight: z.number().int(),
    hasPaymentPassword: z.boolean(),
    /** withdrawals wait until then after a security change (ISO time), or null */
    withdrawalHold: z
      .object({
        until: z.string(),
        reason: z.enum(withdrawalHoldReasons),
      })
      .nullable(),
    playRequirement: playRequirementSchema.nullable(),
    /** the merchant binds bank accounts only in the player's real name */
    cardsInRealName: z.boolean(),
    /** the player's real name, masked as member info shows it (null: not recorded yet) */
    realName: z.string().nullable(),
    /** the second factors the player holds; one must confirm a payment-password change (empty: none) */
    paymentPasswordFactors: z.array(z.enum(paymentPasswordFactors)),
    withdrawable: moneyString,
    cards: z.array(bankCardSchema),
  }),
});

export const bindBankCard = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSH_bindBankCard',
  audience: 'player',
  summary: 'Bind a bank account for withdrawals (needs the payment password)',
  tags,
  body: z.object({
    bankName: z.string().trim().min(2, 'Input cannot be empty').max(64),
    accountName: z.string().trim().min(2, 'Input cannot be empty').max(64),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{8,30}$/, 'must be 8-30 digits'),
    paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
  }),
  response: bankCardSchema,
});

export const withdrawalRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: moneyString,
  status: z.enum(withdrawalStatuses),
  bankName: z.string(),
  maskedNumber: z.string(),
  receipt: z.enum(receiptOutcomes).nullable(),
  receivedAmount: moneyString.nullable(),
  /** received less than paid: what is still missing */
  remainingAmount: moneyString.nullable(),
  refundedAmount: moneyString,
  forcedReceipt: z.boolean(),
  proofCount: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** paid and not confirmed yet: the time it will count as received */
  autoReceiptAt: z.string().nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRowSchema>;

export const withdrawPayloadSchema = z.object({
  cardId: z.number().int().positive(),
  amount: positiveMoneyString,
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
  idempotencyKey: idempotencyKeySchema,
});

export const requestWithdrawal = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSH_withdraw',
  audience: 'player',
  summary:
    'Request a withdrawal (encrypted body: cardId, amount, paymentPassword, idempotencyKey); ' +
    'the amount moves to the frozen wallet until staff pay or reject it',
  tags,
  body: encryptedBodySchema,
  response: z.object({ withdrawal: withdrawalRowSchema, replayed: z.boolean() }),
});

export const withdrawalRecords = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSH_withdrawalRecords',
  audience: 'player',
  summary: "The member's withdrawals, newest first",
  tags,
  query: periodPageQuery.extend({ status: z.enum(withdrawalStatuses).optional() }),
  response: pageOf(withdrawalRowSchema),
});

/** The text fields of the multipart receipt confirmation; the files are the `proof` parts. */
export const confirmReceiptFieldsSchema = z
  .object({
    withdrawalId: z.coerce.number().int().positive(),
    outcome: z.enum(receiptOutcomes),
    receivedAmount: moneyString.optional(),
  })
  .refine((value) => value.outcome !== 'partly' || value.receivedAmount !== undefined, {
    path: ['receivedAmount'],
    message: 'is required when partly received',
  });

export const confirmReceipt = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSH_confirmReceipt',
  audience: 'player',
  summary:
    'Confirm a paid withdrawal (multipart/form-data: withdrawalId, outcome received|partly|not_received, ' +
    'receivedAmount when partly, and 1-3 `proof` images png/jpg ≤5 MB when partly or not received)',
  tags,
  response: withdrawalRowSchema,
});

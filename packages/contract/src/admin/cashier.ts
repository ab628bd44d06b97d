import { z } from 'zod';
import {
  depositChannelKinds,
  depositChannelSchema,
  depositRowSchema,
  depositStatuses,
  withdrawalRowSchema,
  withdrawalStatuses,
} from '../cashier/index.ts';
import { serialId } from '../ids.ts';
import { languageCodes } from '../languages.ts';
import { isAmount, moneyString, positiveMoneyString, toMinor } from '../money.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';

const tags = ['admin'];
const note = z.string().trim().max(140, 'must be at most 140 characters');
/**
 * A queue's page: `limit` rows of one status, only one member's with `username` (any case), and
 * with `after` the rows that follow that id in the list's order (a work queue is oldest first, a
 * finished list newest first), so any list can be read to its end.
 */
const queueQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  username: z.string().trim().min(1).max(32).optional(),
  after: z.coerce.number().int().positive().optional(),
};
const memberFields = {
  memberId: z.number().int(),
  username: z.string(),
  /** the operator who last decided the order (confirmed or rejected it, approved, paid or resolved it) */
  handledBy: z.string().nullable(),
};

export const adminDepositRowSchema = depositRowSchema.extend({
  ...memberFields,
  note: z.string().nullable(),
});
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;

export const listDepositQueue = defineRoute({
  method: 'GET',
  path: '/wps/admin/cashier/deposits',
  audience: 'admin',
  summary:
    "The merchant's deposits by status (default pending), oldest first so the queue is worked in order",
  tags,
  query: z.object({ status: z.enum(depositStatuses).default('pending'), ...queueQuery }),
  response: z.array(adminDepositRowSchema),
});

export const reviewDeposit = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/deposits/review',
  audience: 'admin',
  summary: 'Confirm a pending deposit (credits the member) or reject it (owners and cashiers)',
  tags,
  body: z.object({
    depositId: z.number().int().positive(),
    decision: z.enum(['confirm', 'reject']),
    note: note.optional(),
  }),
  response: adminDepositRowSchema,
});

export const adminWithdrawalRowSchema = withdrawalRowSchema.extend({
  ...memberFields,
  accountName: z.string(),
  /** staff pay to it, so they see it whole */
  accountNumber: z.string(),
  proofIds: z.array(z.number().int()),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;

export const listWithdrawalQueue = defineRoute({
  method: 'GET',
  path: '/wps/admin/cashier/withdrawals',
  audience: 'admin',
  summary: "The merchant's withdrawals by status (default pending), oldest first",
  tags,
  query: z.object({ status: z.enum(withdrawalStatuses).default('pending'), ...queueQuery }),
  response: z.array(adminWithdrawalRowSchema),
});

export const reviewWithdrawal = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/withdrawals/review',
  audience: 'admin',
  summary:
    'approve (pending), reject (pending or approved: the frozen amount goes back to main) or ' +
    'pay (approved: the frozen amount leaves through the payout channel); owners and cashiers',
  tags,
  body: z.object({
    withdrawalId: z.number().int().positive(),
    action: z.enum(['approve', 'reject', 'pay']),
    note: note.optional(),
  }),
  response: adminWithdrawalRowSchema,
});

export const resolveWithdrawalDispute = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/withdrawals/resolve',
  audience: 'admin',
  summary:
    'Close a disputed withdrawal after reviewing its proof: refund (0 up to what the player did not receive) ' +
    'goes back to the main wallet; a note is required',
  tags,
  body: z.object({
    withdrawalId: z.number().int().positive(),
    refund: moneyString,
    note: note.min(2, 'Input cannot be empty'),
  }),
  response: adminWithdrawalRowSchema,
});

/** GET, admin: the bytes of one proof image (`?id=`), with its stored content type. */
export const withdrawalProofPath = '/wps/admin/cashier/proof';

export const findMember = defineRoute({
  method: 'GET',
  path: '/wps/admin/members/find',
  audience: 'admin',
  summary: 'Look a member up by username (for balance adjustments): id, type and main balance',
  tags,
  query: z.object({ username: z.string().trim().min(1, 'Input cannot be empty').max(64) }),
  response: z.object({
    memberId: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    balance: moneyString,
  }),
});

// ---- cashier settings (owners) ----

export const adminChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  min: moneyString,
  max: moneyString,
  details: depositChannelSchema.shape.details,
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const listChannels = defineRoute({
  method: 'GET',
  path: '/wps/admin/cashier/channels',
  audience: 'admin',
  summary: "The merchant's deposit channels, closed ones included",
  tags,
  response: z.array(adminChannelSchema),
});

const detailText = z.string().trim().max(128).optional();
const channelName = plainText(64).pipe(z.string().min(2, 'Input cannot be empty'));
export const saveChannelBodySchema = z
  .object({
    /** absent: a new channel */
    id: serialId().optional(),
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/, 'must be 2-32 capital letters, digits or _'),
    kind: z.enum(depositChannelKinds),
    /** the English name, which players of a language without its own name also see */
    name: channelName,
    /** the name in the merchant's other languages; a language left out shows the English one */
    names: z.partialRecord(z.enum(languageCodes), channelName).default({}),
    min: positiveMoneyString,
    max: positiveMoneyString,
    details: z.object({
      bankName: detailText,
      accountName: detailText,
      accountNumber: detailText,
      network: detailText,
      address: detailText,
    }),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(999),
  })
  // a malformed min or max is already reported on its own field
  .refine(
    (value) => !isAmount(value.max) || !isAmount(value.min) || toMinor(value.max) >= toMinor(value.min),
    {
      path: ['max'],
      message: 'must not be below min',
    },
  )
  .refine(
    (value) =>
      value.kind !== 'bank' ||
      Boolean(value.details.bankName && value.details.accountName && value.details.accountNumber),
    { path: ['details'], message: 'a bank channel needs bank name, account name and account number' },
  )
  .refine((value) => value.kind !== 'crypto' || Boolean(value.details.network && value.details.address), {
    path: ['details'],
    message: 'a crypto channel needs network and address',
  });

export const saveChannel = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/channels/save',
  audience: 'admin',
  summary:
    'Create or change a deposit channel: kind, name, limits, where the money goes, open or closed (owners)',
  tags,
  body: saveChannelBodySchema,
  response: adminChannelSchema,
});

export const cashierSettingsSchema = z.object({
  withdrawMin: positiveMoneyString,
  withdrawMax: positiveMoneyString,
  withdrawDailyCount: z.number().int().min(1).max(100),
  autoReceiptMinutes: z.number().int().min(5).max(10_080),
  multipleWithdrawals: z.boolean(),
  maxBankCards: z.number().int().min(1).max(10),
  /** hours withdrawals wait after a password reset, a payment-password change or another bank card; 0 turns it off */
  withdrawCoolingOffHours: z.number().int().min(0).max(720),
  /**
   * the valid bet a player must place before a withdrawal, as a percentage of the deposits since
   * their last withdrawal (100: each deposit played once); 0 turns it off
   */
  withdrawTurnoverPercent: z.number().int().min(0).max(5000),
  /** a bank account is bound only in the player's recorded real name (the player records it first) */
  cardsInRealName: z.boolean(),
});

export const getCashierSettings = defineRoute({
  method: 'GET',
  path: '/wps/admin/cashier/settings',
  audience: 'admin',
  summary:
    'Withdrawal limits, daily count, auto-receipt minutes, one or many in flight, bank cards per member',
  tags,
  response: cashierSettingsSchema,
});

export const saveCashierSettings = defineRoute({
  method: 'POST',
  path: '/wps/admin/cashier/settings',
  audience: 'admin',
  summary: 'Change the cashier settings of the merchant (owners; audited)',
  tags,
  body: cashierSettingsSchema.refine(
    (value) =>
      !isAmount(value.withdrawMax) ||
      !isAmount(value.withdrawMin) ||
      toMinor(value.withdrawMax) >= toMinor(value.withdrawMin),
    {
      path: ['withdrawMax'],
      message: 'must not be below withdrawMin',
    },
  ),
  response: cashierSettingsSchema,
});

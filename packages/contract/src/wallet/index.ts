import { z } from 'zod';
import { moneyString, positiveMoneyString } from '../money.ts';
import { defineRoute } from '../route.ts';

/** Wallet kinds as the client knows them: 1 main, 2 bonus, 3 frozen (withdrawals in flight), 100+ vendor wallets. */
export const walletTypeIds = { member_main: 1, member_bonus: 2, member_frozen: 3 } as const;

export const walletRowSchema = z.object({
  accountTypeId: z.number().int(),
  name: z.string(),
  availBalance: z.string(),
});

export const getBalance = defineRoute({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  audience: 'player',
  summary: 'Balance: sumBalance (main + bonus + vendor wallets, 2-place string) and one row per wallet',
  tags: ['wallet'],
  response: z.object({ sumBalance: z.string(), currency: z.string(), wallets: z.array(walletRowSchema) }),
});

/** A client-made key (8-64 chars) that makes a retried money call return the first result. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');

export const transferToUpline = defineRoute({
  method: 'POST',
  path: '/wps/relay/GCS_transferToUpline',
  audience: 'player',
  summary: 'Move money from the main wallet to the upline agent (members whose toUpline is "1", not type 2)',
  tags: ['wallet'],
  body: z.object({
    amount: positiveMoneyString,
    idempotencyKey: idempotencyKeySchema,
    paymentPassword: z.string().max(64).optional(),
  }),
  response: z.object({ transferId: z.number().int(), replayed: z.boolean(), balance: moneyString }),
});

export const transactionKinds = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_refund',
  'transfer_upline',
  'adjustment',
  'freeplay_credit',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_revert',
  /** a win (+) or loss (-) inside a transfer-mode vendor, recorded when the mirror is brought to the vendor's figure */
  'vendor_game_result',
  'bet',
  'win',
  /** a seamless vendor's rollback: the stake of a bet that did not happen, back */
  'bet_rollback',
  'bonus',
] as const;

export type TransactionKind = (typeof transactionKinds)[number];

export const transactionRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** signed, from the member's side: "-25.00" left the wallet */
  amount: z.string(),
  wallet: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** One page of rows with the total, as every record list answers. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A period shortcut of spec §9 (today, 7 or 30 days) and a page of it. */
export const periodPageQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => [1, 7, 30].includes(value), 'must be 1, 7 or 30')
    .default(7),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const transactionHistory = defineRoute({
  method: 'GET',
  path: '/wps/relay/GCS_transactionHistory',
  audience: 'player',
  summary: "The member's account record: every posting on its wallets, newest first, filtered and paged",
  tags: ['wallet'],
  query: periodPageQuery.extend({ kind: z.enum(transactionKinds).optional() }),
  response: pageOf(transactionRowSchema),
});

export const bonusDetails = defineRoute({
  method: 'GET',
  path: '/wps/relay/GCS_bonusDetails',
  audience: 'player',
  summary: "Bonus details: every posting on the member's bonus wallet (promotions, rebates), newest first",
  tags: ['wallet'],
  query: periodPageQuery,
  response: pageOf(transactionRowSchema),
});

export const profitRowSchema = z.object({
  /** UTC day, YYYY-MM-DD */
  date: z.string(),
  bets: moneyString,
  wins: moneyString,
  /** wins minus bets: negative is a loss */
  profit: z.string(),
});

export const personalProfit = defineRoute({
  method: 'GET',
  path: '/wps/relay/GCS_personalProfit',
  audience: 'player',
  summary: "Personal profit and loss: the member's bets and wins per day, with totals",
  tags: ['wallet'],
  query: periodPageQuery.pick({ days: true }),
  response: z.object({ rows: z.array(profitRowSchema), totals: profitRowSchema.omit({ date: true }) }),
});

export const walletTransfer = defineRoute({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  audience: 'player',
  summary:
    'Move money between the main wallet and a transfer-mode vendor wallet (in: main to vendor, out: vendor to main). ' +
    'status pending: the vendor has not answered yet; the transfer is settled by reconciliation',
  tags: ['wallet'],
  body: z.object({
    vendor: z.string().trim().min(1).max(32),
    direction: z.enum(['in', 'out']),
    amount: positiveMoneyString,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({
    transferId: z.string(),
    status: z.enum(['done', 'pending']),
    replayed: z.boolean(),
  }),
});

export const recallAllWallets = defineRoute({
  method: 'POST',
  path: '/wps/relay/GCS_recallAll',
  audience: 'player',
  summary: 'One-click recall (consolidateModal): every vendor wallet with money back to the main wallet',
  tags: ['wallet'],
  body: z.object({ idempotencyKey: idempotencyKeySchema }),
  response: z.object({
    results: z.array(
      z.object({
        vendor: z.string(),
        amount: moneyString,
        status: z.enum(['done', 'pending', 'failed']),
        code: z.string().optional(),
      }),
    ),
  }),
});

export const getMerchantWallet = defineRoute({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  audience: 'player',
  summary:
    'Wallet mode of the merchant: isSingle = one wallet, games settle seamlessly and no transfers are needed',
  tags: ['wallet'],
  response: z.object({ isSingle: z.boolean() }),
});

export const getConsolidated = defineRoute({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  audience: 'player',
  summary:
    'Consolidated summary: funds (balances, deposits and withdrawals under way, payouts awaiting the ' +
    "player's receipt) and the agent-contract requests waiting for an answer with the contract flags",
  tags: ['wallet'],
  response: z.object({
    funds: z.object({
      sumBalance: moneyString,
      main: moneyString,
      frozen: moneyString,
      pendingDeposits: z.number().int(),
      pendingWithdrawals: z.number().int(),
      /** paid withdrawals the player has not confirmed yet (spec §4 withdrawal confirmation) */
      awaitingReceipt: z.number().int(),
    }),
    /** contract requests waiting for this account's answer (spec §3): dividend, daily wage, hourly wage */
    dailysalreq: z.number().int(),
    divtypereq: z.number().int(),
    contracthoursalreq: z.number().int(),
    dailySalary: z.boolean(),
    hourSalary: z.boolean(),
    salary: z.boolean(),
    enableCt: z.boolean(),
  }),
});

import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  bets,
  depositChannels,
  deposits,
  ledgerBatches,
  ledgerTransfers,
  merchants,
  sessions,
  withdrawals,
} from '../src/db/schema.ts';
import { createLedger } from '../src/modules/wallet/index.ts';
import { uniqueName } from './accounts.ts';
import { newKey } from './cashier.ts';

/** The demo merchant and its first deposit channel: where the reports' tests write their rows. */
export const demoCashierIds = async (db: Db) => {
  const merchantId = (await db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!.id;
  const channelId = (
    await db.select().from(depositChannels).where(eq(depositChannels.merchantId, merchantId))
  )[0]!.id;
  return { merchantId, channelId };
};

/**
 * Rows of a merchant's money and play written straight into the tables at chosen times, for the
 * reports' tests: what the cashier, games, wallet and auth areas would have written by then.
 */
export const reportRows = (db: () => Db, where: () => { merchantId: number; channelId: number }) => {
  /** a deposit; a confirmed one was credited at `settledAt` */
  const deposit = (
    memberId: number,
    amount: bigint,
    settledAt: Date,
    status: 'confirmed' | 'rejected' = 'confirmed',
  ) =>
    db()
      .insert(deposits)
      .values({
        ...where(),
        memberId,
        orderNo: uniqueName('D'),
        amount,
        status,
        idempotencyKey: newKey(),
        createdAt: settledAt,
        settledAt: status === 'confirmed' ? settledAt : null,
      });

  /** a withdrawal to a card, pending unless paid (then requested when paid, unless told) */
  const withdrawal = async (
    memberId: number,
    amount: bigint,
    options: { paidAt?: Date; requestedAt?: Date; accountName?: string } = {},
  ) =>
    (
      await db()
        .insert(withdrawals)
        .values({
          merchantId: where().merchantId,
          memberId,
          orderNo: uniqueName('W'),
          amount,
          status: options.paidAt ? 'paid' : 'pending',
          idempotencyKey: newKey(),
          bankName: 'ICBC',
          accountName: options.accountName ?? 'Test',
          accountNumber: '6222020000000000',
          createdAt: options.requestedAt ?? options.paidAt ?? new Date(),
          paidAt: options.paidAt ?? null,
        })
        .returning({ id: withdrawals.id })
    )[0]!.id;

  /** a bet of the demo slot, valid for its whole stake */
  const bet = (
    memberId: number,
    row: {
      stake: bigint;
      payout?: bigint;
      status: 'open' | 'settled' | 'rolled_back';
      placedAt: Date;
      settledAt?: Date;
    },
  ) =>
    db()
      .insert(bets)
      .values({
        merchantId: where().merchantId,
        memberId,
        vendorCode: 'DSLOT',
        gameCode: 'golden-koi',
        gameType: 'RNG',
        roundId: newKey(),
        betTransactionId: newKey(),
        walletMode: 'seamless',
        currency: 'CNY',
        stake: row.stake,
        validBet: row.stake,
        payout: row.payout ?? 0n,
        status: row.status,
        placedAt: row.placedAt,
        settledAt: row.settledAt ?? null,
      });

  /** an operator's adjustment as the ledger posts it, moved to `when` */
  const adjustment = async (memberId: number, amount: bigint, direction: 'credit' | 'debit', when: Date) => {
    const { merchantId } = where();
    const wallet = { kind: 'member_main' as const, memberId };
    const house = { kind: 'house' as const };
    const idempotencyKey = `adjust:${newKey()}`;
    await createLedger(db()).post({
      merchantId,
      currency: 'CNY',
      idempotencyKey,
      legs: [
        {
          from: direction === 'credit' ? house : wallet,
          to: direction === 'credit' ? wallet : house,
          amount,
          kind: 'adjustment',
        },
      ],
    });
    const [batch] = await db()
      .select({ id: ledgerBatches.id })
      .from(ledgerBatches)
      .where(and(eq(ledgerBatches.merchantId, merchantId), eq(ledgerBatches.idempotencyKey, idempotencyKey)));
    await db().update(ledgerTransfers).set({ createdAt: when }).where(eq(ledgerTransfers.batchId, batch!.id));
  };

  /** a sign-in of a member at `when` (the session it opened) */
  const signIn = (memberId: number, when: Date) =>
    db()
      .insert(sessions)
      .values({
        memberId,
        tokenHash: newKey(),
        side: 'member',
        ip: '10.0.0.1',
        createdAt: when,
        lastSeenAt: when,
        expiresAt: new Date(when.getTime() + 3_600_000),
      });

  return { deposit, withdrawal, bet, adjustment, signIn };
};

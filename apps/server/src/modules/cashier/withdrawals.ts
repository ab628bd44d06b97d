import { fromMinor, type ReceiptOutcome, toMinor, type WithdrawalRow } from '@croupier/contract';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Messenger } from '../../lib/messaging.ts';
import { recordsSince } from '../../lib/periods.ts';
import { personNameKey } from '../../lib/person-name.ts';
import { insertAudit } from '../audit/index.ts';
import { balanceChanged, type EventBus, runMoneyCommand } from '../events/index.ts';
import {
  activeWithdrawalHold,
  findMemberById,
  maskRealName,
  messageLanguageOf,
  paymentPasswordFactorsOf,
  sendSecurityNotice,
  startWithdrawalHold,
  verifyPaymentPassword,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { maskAccountNumber, newOrderNo, startOfMerchantDay } from './order-numbers.ts';
import {
  playRequirementOf,
  playRequirementView,
  refuseUntilPlayed,
  type TurnoverSince,
} from './play-requirement.ts';
import type { ProofImage } from './proof-images.ts';
import { type CashierSettings, cashierSettingsOf, defaultCashierSettings } from './settings.ts';
import {
  advanceWithdrawal,
  findWithdrawalById,
  findWithdrawalByKey,
  insertCard,
  insertProofs,
  insertWithdrawal,
  listCards,
  lockMember,
  memberWithdrawalPage,
  proofIdsOf,
  unconfirmedPaidWithdrawals,
  type WithdrawalRecord,
  withdrawalCounts,
} from './store.ts';

const main = (memberId: number) => ({ kind: 'member_main' as const, memberId });
const frozen = (memberId: number) => ({ kind: 'member_frozen' as const, memberId });

export const toWithdrawalRow = (
  record: WithdrawalRecord,
  settings: Pick<CashierSettings, 'autoReceiptMinutes'>,
  proofCount: number,
): WithdrawalRow => ({
  id: record.id,
  orderNo: record.orderNo,
  amount: fromMinor(record.amount),
  status: record.status,
  bankName: record.bankName,
  maskedNumber: maskAccountNumber(record.accountNumber),
  receipt: record.receipt,
  receivedAmount: record.receivedAmount === null ? null : fromMinor(record.receivedAmount),
  remainingAmount: record.receivedAmount === null ? null : fromMinor(record.amount - record.receivedAmount),
  refundedAmount: fromMinor(record.refundedAmount),
  forcedReceipt: record.forcedReceipt,
  proofCount,
  note: record.note,
  createdAt: record.createdAt.toISOString(),
  paidAt: record.paidAt?.toISOString() ?? null,
  autoReceiptAt:
    record.status === 'paid' && record.paidAt
      ? new Date(record.paidAt.getTime() + settings.autoReceiptMinutes * 60_000).toISOString()
      : null,
});

export const withdrawSettings = async (
  deps: { db: Db; ledger: Ledger; turnoverSince: TurnoverSince },
  merchant: MerchantContext,
  actor: Actor,
) => {
  const { db, ledger } = deps;
  const [settings, member, cards, counts, withdrawable] = await Promise.all([
    cashierSettingsOf(db, merchant.id),
    findMemberById(db, actor.memberId),
    listCards(db, actor.memberId),
    withdrawalCounts(db, actor.memberId, startOfMerchantDay(merchant.timeZone)),
    ledger.balanceOf(merchant.id, merchant.currency, main(actor.memberId)),
  ]);
  const requirement = member
    ? await playRequirementOf(db, deps.turnoverSince, member, settings.withdrawTurnoverPercent)
    : null;
  return {
    currency: merchant.currency,
    min: fromMinor(settings.withdrawMin),
    max: fromMinor(settings.withdrawMax),
    dailyCount: settings.withdrawDailyCount,
    usedToday: counts.today,
    autoReceiptMinutes: settings.autoReceiptMinutes,
    multipleWithdrawals: settings.multipleWithdrawals,
    maxBankCards: settings.maxBankCards,
    inFlight: counts.inFlight,
    hasPaymentPassword: Boolean(member?.paymentPasswordHash),
    withdrawalHold: holdText(activeWithdrawalHold(member)),
    playRequirement: playRequirementView(requirement),
    cardsInRealName: settings.cardsInRealName,
    realName: maskRealName(member?.realName ?? null),
    paymentPasswordFactors: member ? paymentPasswordFactorsOf(member) : [],
    withdrawable: fromMinor(withdrawable),
    cards: cards.map((card) => ({
      id: card.id,
      bankName: card.bankName,
      accountName: card.accountName,
      maskedNumber: maskAccountNumber(card.accountNumber),
    })),
  };
};

const holdText = (hold: ReturnType<typeof activeWithdrawalHold>) =>
  hold ? { until: hold.until.toISOString(), reason: hold.reason } : null;

/** A second bank account (not the first) pauses withdrawals: it is where a takeover would cash out. */
export const bindBankCard = async (
  deps: { db: Db; messenger: Messenger },
  merchant: MerchantContext,
  actor: Actor,
  input: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string },
  client: ClientInfo,
) => {
  const { db } = deps;
  const ip = client.ip;
  const member = await verifyPaymentPassword(db, actor.memberId, input.paymentPassword, ip);
  const settings = await cashierSettingsOf(db, merchant.id);
  if (settings.cardsInRealName) {
    if (!member.realName)
      throw new AppError(
        'REAL_NAME_REQUIRED',
        'Record your real name in My account before binding a bank account',
      );
    if (personNameKey(member.realName) !== personNameKey(input.accountName))
      throw new AppError(
        'BANK_CARD_NAME_MISMATCH',
        'body.accountName: the account must be in your real name',
      );
  }
  // one step under the member's lock (the one withdrawals take): binds sent at once cannot pass the
  // card limit together, and no withdrawal ever sees the new card without its pause
  const { card, notice } = await db.transaction(async (tx) => {
    await lockMember(tx, actor.memberId);
    const cards = await listCards(tx, actor.memberId);
    if (cards.length >= settings.maxBankCards) {
      throw new AppError('BANK_CARD_LIMIT', `At most ${settings.maxBankCards} bank accounts can be bound`);
    }
    const bound = await insertCard(tx, {
      memberId: actor.memberId,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
    });
    if (!bound)
      throw new AppError('BANK_CARD_DUPLICATE', 'body.accountNumber: this account is already bound');
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: actor.memberId,
      action: 'bank_card_bind',
      success: true,
      ip,
      detail: { bankName: bound.bankName, last4: bound.accountNumber.slice(-4) },
    });
    if (cards.length === 0) return { card: bound, notice: undefined };
    const hold = await startWithdrawalHold(tx, {
      merchant,
      member,
      reason: 'bank_card_added',
      ip,
      language: messageLanguageOf(member, client),
      hours: settings.withdrawCoolingOffHours,
    });
    return { card: bound, notice: hold };
  });
  if (notice) await sendSecurityNotice(deps.messenger, notice);
  return {
    id: card.id,
    bankName: card.bankName,
    accountName: card.accountName,
    maskedNumber: maskAccountNumber(card.accountNumber),
  };
};

/** Withdrawals wait out the pause a security change started (members/withdrawal-hold.ts). */
const refuseWhileHeld = (member: Parameters<typeof activeWithdrawalHold>[0]) => {
  const hold = activeWithdrawalHold(member);
  if (!hold) return;
  throw new AppError(
    'WITHDRAWAL_COOLING_OFF',
    `Withdrawals are paused until ${hold.until.toISOString()} after a security change on this account`,
    holdText(hold),
  );
};

const replayOf = (
  existing: WithdrawalRecord,
  input: { amount: string; accountNumber: string },
  settings: CashierSettings,
) => {
  if (existing.amount !== toMinor(input.amount) || existing.accountNumber !== input.accountNumber) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different request',
    );
  }
  return { withdrawal: toWithdrawalRow(existing, settings, 0), replayed: true };
};

/**
 * A withdrawal request: the amount moves from main to frozen in the same transaction that records
 * the request, under a lock on the member row, so the in-flight and daily limits hold under
 * concurrent requests and a failed freeze leaves no request behind.
 */
export const requestWithdrawal = async (
  deps: { db: Db; ledger: Ledger; events: EventBus; turnoverSince: TurnoverSince },
  merchant: MerchantContext,
  actor: Actor,
  input: { cardId: number; amount: string; paymentPassword: string; idempotencyKey: string },
  ip: string,
) => {
  const { db, ledger } = deps;
  const settings = await cashierSettingsOf(db, merchant.id);
  const card = (await listCards(db, actor.memberId)).find((row) => row.id === input.cardId);
  if (!card) throw new AppError('BANK_CARD_UNKNOWN', 'body.cardId: no such bank account on this member');
  // a replay must ask for the same amount to the same account
  const asked = { amount: input.amount, accountNumber: card.accountNumber };
  const previous = await findWithdrawalByKey(db, actor.memberId, input.idempotencyKey);
  if (previous) return replayOf(previous, asked, settings);
  refuseWhileHeld(await findMemberById(db, actor.memberId));
  await verifyPaymentPassword(db, actor.memberId, input.paymentPassword, ip);
  const amount = toMinor(input.amount);
  if (amount < settings.withdrawMin || amount > settings.withdrawMax) {
    const limits = { min: fromMinor(settings.withdrawMin), max: fromMinor(settings.withdrawMax) };
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `body.amount: must be between ${limits.min} and ${limits.max}`,
      limits,
    );
  }
  try {
    const outcome = await runMoneyCommand(deps, async (tx, emit) => {
      await lockMember(tx, actor.memberId);
      // a request with the same key may have committed while this one waited for the lock
      const earlier = await findWithdrawalByKey(tx, actor.memberId, input.idempotencyKey);
      if (earlier) return { earlier };
      // and a security change (a new card, a new password) may have paused withdrawals meanwhile
      const member = await findMemberById(tx, actor.memberId);
      refuseWhileHeld(member);
      const counts = await withdrawalCounts(tx, actor.memberId, startOfMerchantDay(merchant.timeZone));
      if (!settings.multipleWithdrawals && counts.inFlight > 0) {
        throw new AppError('WITHDRAWAL_IN_FLIGHT', 'A withdrawal is already in progress');
      }
      if (counts.today >= settings.withdrawDailyCount) {
        throw new AppError(
          'WITHDRAWAL_DAILY_LIMIT',
          `At most ${settings.withdrawDailyCount} withdrawals a day`,
          {
            dailyCount: settings.withdrawDailyCount,
          },
        );
      }
      // under the member's lock: a request sent beside this one starts the requirement afresh only
      // once it has committed, and the deposits and bets counted are the ones committed by now
      refuseUntilPlayed(
        await playRequirementOf(tx, deps.turnoverSince, member!, settings.withdrawTurnoverPercent),
      );
      const withdrawal = await insertWithdrawal(tx, {
        merchantId: merchant.id,
        memberId: actor.memberId,
        orderNo: newOrderNo('W', merchant.timeZone),
        amount,
        idempotencyKey: input.idempotencyKey,
        bankName: card.bankName,
        accountName: card.accountName,
        accountNumber: card.accountNumber,
      });
      await ledger.post(
        {
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `withdraw:${withdrawal.id}`,
          legs: [
            {
              from: main(actor.memberId),
              to: frozen(actor.memberId),
              amount,
              kind: 'withdrawal_hold',
              reference: withdrawal.orderNo,
            },
          ],
        },
        tx,
      );
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: actor.memberId,
        action: 'withdrawal_request',
        success: true,
        ip,
        detail: { orderNo: withdrawal.orderNo, amount: input.amount },
      });
      emit(balanceChanged(merchant.id, actor.memberId, 'withdrawal_hold'));
      return { created: withdrawal };
    });
    if (outcome.earlier) return replayOf(outcome.earlier, asked, settings);
    return { withdrawal: toWithdrawalRow(outcome.created, settings, 0), replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // the same key raced in from a second request and won: answer what it made
    const winner = (await findWithdrawalByKey(db, actor.memberId, input.idempotencyKey))!;
    return replayOf(winner, asked, settings);
  }
};

export const withdrawalRecords = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  query: { status?: WithdrawalRecord['status']; days: number; page: number; pageSize: number },
) => {
  const [settings, { rows, total }] = await Promise.all([
    cashierSettingsOf(db, merchant.id),
    memberWithdrawalPage(db, {
      memberId: actor.memberId,
      since: recordsSince(merchant.timeZone, query.days),
      ...(query.status ? { status: query.status } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const proofs = await proofIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => toWithdrawalRow(row, settings, proofs.get(row.id)?.length ?? 0)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * The player's answer to a payout: received closes it; partly or not received needs proof images
 * and goes to staff for review.
 */
export const confirmReceipt = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  input: { withdrawalId: number; outcome: ReceiptOutcome; receivedAmount?: string },
  proofs: ProofImage[],
) => {
  const withdrawal = await findWithdrawalById(db, input.withdrawalId);
  if (!withdrawal || withdrawal.memberId !== actor.memberId) {
    throw new AppError('NOT_FOUND', 'withdrawalId: no such withdrawal');
  }
  if (withdrawal.status !== 'paid') {
    throw new AppError('WITHDRAWAL_STATE', 'This withdrawal is not waiting for a receipt confirmation');
  }
  let received = withdrawal.amount;
  if (input.outcome === 'partly') {
    received = toMinor(input.receivedAmount ?? '0');
    if (received <= 0n || received >= withdrawal.amount) {
      throw new AppError(
        'VALIDATION_FAILED',
        `receivedAmount: must be more than 0 and less than ${fromMinor(withdrawal.amount)}`,
      );
    }
  }
  if (input.outcome === 'not_received') received = 0n;
  if (input.outcome !== 'received' && proofs.length === 0) {
    throw new AppError('PROOF_REQUIRED', 'proof: add at least one image showing what you received');
  }
  const settings = await cashierSettingsOf(db, merchant.id);
  // past the merchant's minutes a payout counts as received, whether or not the job has run yet
  const due = withdrawal.paidAt && withdrawal.paidAt.getTime() + settings.autoReceiptMinutes * 60_000;
  if (input.outcome !== 'received' && due && due <= Date.now()) {
    await autoConfirmReceipts(db, [withdrawal]);
    throw new AppError(
      'WITHDRAWAL_STATE',
      `The ${settings.autoReceiptMinutes} minutes to report a problem with this payout have passed: it counts as received`,
    );
  }
  const updated = await db.transaction(async (tx) => {
    const row = await advanceWithdrawal(tx, withdrawal.id, ['paid'], {
      status: input.outcome === 'received' ? 'received' : 'disputed',
      receipt: input.outcome,
      receivedAmount: received,
      confirmedAt: new Date(),
    });
    if (!row)
      throw new AppError('WITHDRAWAL_STATE', 'This withdrawal is not waiting for a receipt confirmation');
    await insertProofs(
      tx,
      proofs.map((proof) => ({
        withdrawalId: row.id,
        contentType: proof.contentType,
        size: proof.data.length,
        data: proof.data,
      })),
    );
    return row;
  });
  return toWithdrawalRow(updated, settings, proofs.length);
};

/**
 * Forced receipt: a payout the player did not answer within the merchant's minutes counts as
 * received, and can no longer be disputed.
 */
/** Paid withdrawals due to count as received now: their merchant's minutes have passed. */
export const dueUnconfirmedReceipts = (db: Db, now: Date) =>
  unconfirmedPaidWithdrawals(db, now, defaultCashierSettings.autoReceiptMinutes);

export const autoConfirmReceipts = async (
  db: Db,
  paid: { id: number; merchantId: number; paidAt: Date | null }[],
  now = new Date(),
) => {
  const settingsByMerchant = new Map<number, CashierSettings>();
  let confirmed = 0;
  for (const row of paid) {
    if (!row.paidAt) continue;
    if (!settingsByMerchant.has(row.merchantId)) {
      settingsByMerchant.set(row.merchantId, await cashierSettingsOf(db, row.merchantId));
    }
    const minutes = settingsByMerchant.get(row.merchantId)!.autoReceiptMinutes;
    if (row.paidAt.getTime() + minutes * 60_000 > now.getTime()) continue;
    const withdrawal = await findWithdrawalById(db, row.id);
    const done = await advanceWithdrawal(db, row.id, ['paid'], {
      status: 'received',
      receipt: 'received',
      receivedAmount: withdrawal!.amount,
      forcedReceipt: true,
      confirmedAt: now,
    });
    if (done) confirmed += 1;
  }
  return confirmed;
};

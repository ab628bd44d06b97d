import { type Adjustment, fromMinor, toMinor } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { type AdminActor, operatorSettingsOf } from '../admin/index.ts';
import { auditDetailsSince, insertAudit } from '../audit/index.ts';
import { balanceChanged, type Emit, type EventBus, runMoneyCommand } from '../events/index.ts';
import { findMemberById } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as store from './adjustment-store.ts';
import type { Ledger } from './ledger.ts';
import { findBatch } from './ledger-store.ts';

interface Deps {
  db: Db;
  ledger: Ledger;
  events: EventBus;
}

interface AdjustmentInput {
  memberId: number;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  idempotencyKey: string;
}

const walletOf = (memberId: number) => ({ kind: 'member_main' as const, memberId });
const house = { kind: 'house' as const };

/** One ledger posting per adjustment: the key is the operator's, so a replay or a second approval posts nothing. */
const post = (
  deps: Deps,
  merchant: MerchantContext,
  row: { memberId: number; direction: 'credit' | 'debit'; amount: bigint; idempotencyKey: string },
  requestedBy: number,
  executor: Executor,
  emit: Emit,
) => {
  const wallet = walletOf(row.memberId);
  emit(balanceChanged(merchant.id, row.memberId, 'adjustment'));
  return deps.ledger.post(
    {
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `adjust:${row.idempotencyKey}`,
      legs: [
        {
          from: row.direction === 'credit' ? house : wallet,
          to: row.direction === 'credit' ? wallet : house,
          amount: row.amount,
          kind: 'adjustment',
          reference: `admin:${requestedBy}`,
        },
      ],
    },
    executor,
  );
};

const balanceOf = async (deps: Deps, merchant: MerchantContext, memberId: number) =>
  fromMinor(await deps.ledger.balanceOf(merchant.id, merchant.currency, walletOf(memberId)));

/** A repeated request with a key that already made a pending adjustment answers with that adjustment. */
const replayPending = async (
  deps: Deps,
  merchant: MerchantContext,
  row: store.AdjustmentRow,
  input: AdjustmentInput,
  amount: bigint,
) => {
  if (row.memberId !== input.memberId || row.direction !== input.direction || row.amount !== amount)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different request',
    );
  return {
    status: row.status,
    adjustmentId: row.id,
    balance: await balanceOf(deps, merchant, row.memberId),
    replayed: true,
  };
};

/** How far back an operator's own adjustments of a member count towards the approval threshold. */
const approvalWindowMs = 24 * 3_600_000;

/**
 * What one operator moved on one member's wallet without a second operator since a moment: the
 * adjustments posted at once (audited as `balance_adjust`; approved ones are audited otherwise).
 */
const directlyPostedBy = async (
  tx: Executor,
  merchantId: number,
  memberId: number,
  adminId: number,
  since: Date,
) =>
  (await auditDetailsSince(tx, merchantId, memberId, 'balance_adjust', since))
    .filter((detail) => detail.adminId === adminId && typeof detail.amount === 'string')
    .reduce((sum, detail) => sum + toMinor(detail.amount as string), 0n);

/**
 * A manual correction of a member's main wallet against the house, audited with its reason.
 * Refused above the merchant's limit. Nothing moves until a second operator approves
 * (`status: 'awaiting_approval'`) when it is above the approval threshold, or when with what the
 * same operator moved on this member at once in the last 24 hours it would be: otherwise ten
 * adjustments just under the threshold would move ten times it with no second pair of eyes.
 * Below that it posts at once (`'posted'`).
 */
export const adjustBalance = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: AdjustmentInput,
  ip: string,
) => {
  requirePermission(actor, 'balance.adjust');
  const { db } = deps;
  const member = await findMemberById(db, input.memberId);
  if (!member || member.merchantId !== merchant.id)
    throw new AppError('ACCOUNT_NOT_FOUND', 'body.memberId: no such member');
  const amount = toMinor(input.amount);
  const pending = await store.findAdjustmentByKey(db, merchant.id, input.idempotencyKey);
  if (pending) return replayPending(deps, merchant, pending, input, amount);
  const limits = await operatorSettingsOf(db, merchant.id);
  if (amount > limits.adjustMax) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `body.amount: above this merchant's adjustment limit of ${fromMinor(limits.adjustMax)}`,
      { max: fromMinor(limits.adjustMax) },
    );
  }
  const detail = {
    adminId: actor.adminId,
    direction: input.direction,
    amount: input.amount,
    reason: input.reason,
  };

  const outcome = await runMoneyCommand(deps, async (tx, emit) => {
    // one key's requests, then one member's adjustments, one at a time: a second request with this
    // key sees what the first did, and the rule below reads what the others posted
    await store.lockAdjustments(tx, merchant.id, input.idempotencyKey, member.id);
    const earlier = await store.findAdjustmentByKey(tx, merchant.id, input.idempotencyKey);
    if (earlier) return { kind: 'replay' as const, row: earlier };
    const posted = await findBatch(tx, merchant.id, `adjust:${input.idempotencyKey}`);
    const alreadyToday = posted
      ? 0n
      : await directlyPostedBy(
          tx,
          merchant.id,
          member.id,
          actor.adminId,
          new Date(Date.now() - approvalWindowMs),
        );
    if (!posted && amount + alreadyToday > limits.adjustApprovalAbove) {
      const created = await store.insertAdjustment(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        direction: input.direction,
        amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        requestedBy: actor.adminId,
      });
      // the key's lock and the look above leave no other row under this key
      if (!created) throw new Error(`adjustment key ${input.idempotencyKey} taken under its lock`);
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        action: 'balance_adjust_requested',
        success: true,
        ip,
        detail: {
          ...detail,
          adjustmentId: created.id,
          ...(alreadyToday > 0n ? { alreadyToday: fromMinor(alreadyToday) } : {}),
        },
      });
      return { kind: 'created' as const, row: created };
    }
    const result = await post(
      deps,
      merchant,
      { ...input, memberId: member.id, amount },
      actor.adminId,
      tx,
      emit,
    );
    if (!result.replayed) {
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        action: 'balance_adjust',
        success: true,
        ip,
        detail,
      });
    }
    return { kind: 'posted' as const, result };
  });
  if (outcome.kind === 'replay') return replayPending(deps, merchant, outcome.row, input, amount);
  if (outcome.kind === 'created') {
    return {
      status: outcome.row.status,
      adjustmentId: outcome.row.id,
      balance: await balanceOf(deps, merchant, member.id),
      replayed: false,
    };
  }
  return {
    status: 'posted' as const,
    adjustmentId: null,
    balance: await balanceOf(deps, merchant, member.id),
    replayed: outcome.result.replayed,
  };
};

const view = async (db: Db, merchant: MerchantContext, id: number) => {
  const [row] = await store.listAdjustments(db, merchant.id, { status: 'awaiting_approval', limit: 1, id });
  return row ? toWire(row) : undefined;
};

const toWire = (row: store.AdjustmentListRow): Adjustment => ({
  id: row.adjustment.id,
  memberId: row.adjustment.memberId,
  username: row.username,
  direction: row.adjustment.direction,
  amount: fromMinor(row.adjustment.amount),
  reason: row.adjustment.reason,
  status: row.adjustment.status,
  requestedBy: row.requestedBy,
  decidedBy: row.decidedBy,
  createdAt: row.adjustment.createdAt.toISOString(),
  decidedAt: row.adjustment.decidedAt?.toISOString() ?? null,
});

export const listAdjustments = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: { status: store.AdjustmentRow['status']; limit: number },
) => {
  requirePermission(actor, 'balance.approve');
  return (await store.listAdjustments(db, merchant.id, query)).map(toWire);
};

/**
 * Four eyes: an owner or cashier other than the requester approves (the ledger posts, once, in
 * the same transaction as the decision) or rejects. Concurrent deciders queue on the row; the
 * first decides, the rest replay its decision or are told it was already decided otherwise.
 */
export const decideAdjustment = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number; decision: 'approve' | 'reject' },
  ip: string,
) => {
  requirePermission(actor, 'balance.approve');
  const { db } = deps;
  const row = await store.findAdjustment(db, merchant.id, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'body.id: no such adjustment');
  if (row.requestedBy === actor.adminId)
    throw new AppError('FORBIDDEN', 'A different operator must approve or reject this adjustment');
  const status = input.decision === 'approve' ? 'posted' : 'rejected';
  let decided = false;
  if (row.status === 'awaiting_approval') {
    decided = await runMoneyCommand(deps, async (tx, emit) => {
      const claimed = await store.decidePendingAdjustment(tx, row.id, {
        status,
        decidedBy: actor.adminId,
        decidedAt: new Date(),
      });
      if (!claimed) return false;
      if (status === 'posted') await post(deps, merchant, claimed, claimed.requestedBy, tx, emit);
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: claimed.memberId,
        action: status === 'posted' ? 'balance_adjust_approved' : 'balance_adjust_rejected',
        success: true,
        ip,
        detail: {
          adminId: actor.adminId,
          adjustmentId: claimed.id,
          requestedBy: claimed.requestedBy,
          direction: claimed.direction,
          amount: fromMinor(claimed.amount),
          reason: claimed.reason,
        },
      });
      return true;
    });
  }
  const now = (await view(db, merchant, row.id))!;
  if (!decided && now.status !== status)
    throw new AppError('ADJUSTMENT_STATE', `This adjustment was already decided: ${now.status}`);
  return { ...now, balance: await balanceOf(deps, merchant, row.memberId), replayed: !decided };
};

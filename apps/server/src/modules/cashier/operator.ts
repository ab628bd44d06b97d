import {
  type AdminDepositRow,
  type AdminWithdrawalRow,
  type AuditAction,
  fromMinor,
  toMinor,
} from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { balanceChanged, type EventBus, runMoneyCommand } from '../events/index.ts';
import { findMemberById, findMemberByUsername } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { settleDeposit, toDepositRow } from './deposits.ts';
import { cashierSettingsOf } from './settings.ts';
import {
  advanceWithdrawal,
  type DepositRecord,
  depositQueue as depositQueueRows,
  findChannelById,
  findDepositById,
  findProof,
  findWithdrawalById,
  operatorNames,
  proofIdsOf,
  type QueuePage,
  type WithdrawalRecord,
  withdrawalQueue as withdrawalQueueRows,
} from './store.ts';
import { toWithdrawalRow } from './withdrawals.ts';

interface OperatorDeps {
  db: Db;
  ledger: Ledger;
  events: EventBus;
}

/** Roles are allow-lists (admin/permissions.ts): support may look, only the roles listed move money. */
const requireCashier = (actor: AdminActor) => requirePermission(actor, 'cashier.review');

const audit = (
  db: Executor,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  memberId: number,
  action: AuditAction,
  detail: Record<string, unknown>,
) =>
  insertAudit(db, {
    merchantId: merchant.id,
    memberId,
    action,
    success: true,
    ip,
    detail: { adminId: actor.adminId, ...detail },
  });

const adminDepositRow = async (
  db: Db,
  deposit: DepositRecord,
  username: string,
  operatorOf: (id: number | null) => string | null,
): Promise<AdminDepositRow> => ({
  ...toDepositRow(deposit, (await findChannelById(db, deposit.channelId))!),
  memberId: deposit.memberId,
  username,
  note: deposit.note,
  handledBy: operatorOf(deposit.reviewedBy),
});

export const depositQueue = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: QueuePage & { status: DepositRecord['status'] },
) => {
  requirePermission(actor, 'cashier.read');
  const rows = await depositQueueRows(db, merchant.id, query.status, query);
  const operatorOf = await operatorNames(
    db,
    rows.map((row) => row.deposit.reviewedBy),
  );
  return Promise.all(rows.map((row) => adminDepositRow(db, row.deposit, row.username, operatorOf)));
};

export const reviewDeposit = async (
  deps: OperatorDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { depositId: number; decision: 'confirm' | 'reject'; note?: string },
  ip: string,
) => {
  requireCashier(actor);
  const deposit = await findDepositById(deps.db, input.depositId);
  if (!deposit || deposit.merchantId !== merchant.id)
    throw new AppError('NOT_FOUND', 'body.depositId: no such deposit');
  if (deposit.status !== 'pending')
    throw new AppError('DEPOSIT_STATE', `This deposit is already ${deposit.status}`);
  const settled = await settleDeposit(
    deps,
    merchant,
    deposit.id,
    {
      status: input.decision === 'confirm' ? 'confirmed' : 'rejected',
      reviewedBy: actor.adminId,
      ...(input.note ? { note: input.note } : {}),
    },
    async (tx, row) => {
      // the gateway or another cashier settled it since it was read: this decision changed nothing
      if (!row) {
        const now = await findDepositById(tx, deposit.id);
        throw new AppError('DEPOSIT_STATE', `This deposit is already ${now?.status ?? 'settled'}`);
      }
      await audit(tx, merchant, actor, ip, deposit.memberId, `deposit_${input.decision}`, {
        orderNo: deposit.orderNo,
        amount: fromMinor(deposit.amount),
        outcome: row.status,
      });
    },
  );
  const member = await findMemberById(deps.db, deposit.memberId);
  return adminDepositRow(
    deps.db,
    settled,
    member?.username ?? '',
    await operatorNames(deps.db, [settled.reviewedBy]),
  );
};

const adminWithdrawalRows = async (
  db: Db,
  merchant: MerchantContext,
  rows: { withdrawal: WithdrawalRecord; username: string }[],
) => {
  const settings = await cashierSettingsOf(db, merchant.id);
  const proofs = await proofIdsOf(
    db,
    rows.map((row) => row.withdrawal.id),
  );
  const operatorOf = await operatorNames(
    db,
    rows.map((row) => row.withdrawal.handledBy),
  );
  return rows.map(({ withdrawal, username }): AdminWithdrawalRow => {
    const proofIds = proofs.get(withdrawal.id) ?? [];
    return {
      ...toWithdrawalRow(withdrawal, settings, proofIds.length),
      memberId: withdrawal.memberId,
      username,
      accountName: withdrawal.accountName,
      accountNumber: withdrawal.accountNumber,
      proofIds,
      handledBy: operatorOf(withdrawal.handledBy),
    };
  });
};

export const withdrawalQueue = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: QueuePage & { status: WithdrawalRecord['status'] },
) => {
  requirePermission(actor, 'cashier.read');
  return adminWithdrawalRows(db, merchant, await withdrawalQueueRows(db, merchant.id, query.status, query));
};

const withdrawalOf = async (db: Db, merchant: MerchantContext, id: number) => {
  const withdrawal = await findWithdrawalById(db, id);
  if (!withdrawal || withdrawal.merchantId !== merchant.id) {
    throw new AppError('NOT_FOUND', 'body.withdrawalId: no such withdrawal');
  }
  return withdrawal;
};

const stateError = (withdrawal: WithdrawalRecord) =>
  new AppError('WITHDRAWAL_STATE', `This withdrawal is ${withdrawal.status}; it cannot do that now`);

const answer = async (db: Db, merchant: MerchantContext, id: number) => {
  const withdrawal = (await findWithdrawalById(db, id))!;
  const member = await findMemberById(db, withdrawal.memberId);
  return (await adminWithdrawalRows(db, merchant, [{ withdrawal, username: member?.username ?? '' }]))[0]!;
};

/**
 * approve: pending -> approved. reject: the frozen amount goes back to main. pay: the frozen amount
 * leaves through the payout channel. Each status change commits with its money, or neither does.
 */
export const reviewWithdrawal = async (
  deps: OperatorDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { withdrawalId: number; action: 'approve' | 'reject' | 'pay'; note?: string },
  ip: string,
) => {
  requireCashier(actor);
  const withdrawal = await withdrawalOf(deps.db, merchant, input.withdrawalId);
  const note = input.note ? { note: input.note } : {};
  await runMoneyCommand(deps, async (tx, emit) => {
    const from: WithdrawalRecord['status'][] =
      input.action === 'approve'
        ? ['pending']
        : input.action === 'reject'
          ? ['pending', 'approved']
          : ['approved'];
    const status = input.action === 'approve' ? 'approved' : input.action === 'reject' ? 'rejected' : 'paid';
    const moved = await advanceWithdrawal(tx, withdrawal.id, from, {
      status,
      handledBy: actor.adminId,
      ...note,
      ...(status === 'paid' ? { paidAt: new Date() } : {}),
    });
    if (!moved) throw stateError((await findWithdrawalById(tx, withdrawal.id))!);
    await audit(tx, merchant, actor, ip, withdrawal.memberId, `withdrawal_${input.action}`, {
      orderNo: withdrawal.orderNo,
      amount: fromMinor(withdrawal.amount),
      ...note,
    });
    if (input.action === 'approve') return;
    emit(balanceChanged(merchant.id, withdrawal.memberId, `withdrawal_${input.action}`));
    const frozen = { kind: 'member_frozen' as const, memberId: withdrawal.memberId };
    await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `withdraw-${input.action}:${withdrawal.id}`,
        legs: [
          input.action === 'reject'
            ? {
                from: frozen,
                to: { kind: 'member_main', memberId: withdrawal.memberId },
                amount: withdrawal.amount,
                kind: 'withdrawal_refund',
                reference: withdrawal.orderNo,
              }
            : {
                from: frozen,
                to: { kind: 'channel', code: 'PAYOUT' },
                amount: withdrawal.amount,
                kind: 'withdrawal',
                reference: withdrawal.orderNo,
              },
        ],
      },
      tx,
    );
  });
  return answer(deps.db, merchant, withdrawal.id);
};

/**
 * Closes a dispute after staff looked at the proof: what the player shows it did not get (up to the
 * amount minus what it confirmed) comes back from the payout channel to main.
 */
export const resolveDispute = async (
  deps: OperatorDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { withdrawalId: number; refund: string; note: string },
  ip: string,
) => {
  requireCashier(actor);
  const withdrawal = await withdrawalOf(deps.db, merchant, input.withdrawalId);
  if (withdrawal.status !== 'disputed') throw stateError(withdrawal);
  const refund = toMinor(input.refund);
  const missing = withdrawal.amount - (withdrawal.receivedAmount ?? 0n);
  if (refund > missing) {
    throw new AppError(
      'VALIDATION_FAILED',
      `body.refund: must be at most ${fromMinor(missing)}, what was not received`,
    );
  }
  await runMoneyCommand(deps, async (tx, emit) => {
    const moved = await advanceWithdrawal(tx, withdrawal.id, ['disputed'], {
      status: 'resolved',
      refundedAmount: refund,
      note: input.note,
      handledBy: actor.adminId,
    });
    if (!moved) throw stateError((await findWithdrawalById(tx, withdrawal.id))!);
    await audit(tx, merchant, actor, ip, withdrawal.memberId, 'withdrawal_resolve', {
      orderNo: withdrawal.orderNo,
      refund: input.refund,
      note: input.note,
    });
    if (refund === 0n) return;
    emit(balanceChanged(merchant.id, withdrawal.memberId, 'withdrawal_refund'));
    await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `withdraw-resolve:${withdrawal.id}`,
        legs: [
          {
            from: { kind: 'channel', code: 'PAYOUT' },
            to: { kind: 'member_main', memberId: withdrawal.memberId },
            amount: refund,
            kind: 'withdrawal_refund',
            reference: withdrawal.orderNo,
          },
        ],
      },
      tx,
    );
  });
  return answer(deps.db, merchant, withdrawal.id);
};

export const proofImage = async (db: Db, merchant: MerchantContext, actor: AdminActor, id: number) => {
  requirePermission(actor, 'cashier.read');
  const found = await findProof(db, id);
  if (!found || found.merchantId !== merchant.id)
    throw new AppError('NOT_FOUND', 'querystring.id: no such proof');
  return found.proof;
};

export const findMember = async (
  deps: OperatorDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  username: string,
) => {
  requirePermission(actor, 'members.find');
  const member = await findMemberByUsername(deps.db, merchant.id, username);
  if (!member) throw new AppError('ACCOUNT_NOT_FOUND', 'querystring.username: no such member');
  const balance = await deps.ledger.balanceOf(merchant.id, merchant.currency, {
    kind: 'member_main',
    memberId: member.id,
  });
  return { memberId: member.id, username: member.username, type: member.type, balance: fromMinor(balance) };
};

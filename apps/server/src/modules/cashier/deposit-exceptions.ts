import { type DepositExceptionRow, fromMinor } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { type EventBus, runMoneyCommand } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { creditDeposit } from './deposits.ts';
import {
  closeOpenException,
  confirmClosedDeposit,
  type DepositExceptionRecord,
  depositExceptionQueue as exceptionQueueRows,
  findDepositException,
} from './store.ts';

type ExceptionRow = NonNullable<Awaited<ReturnType<typeof findDepositException>>>;

const toRow = ({
  exception,
  deposit,
  username,
  channelCode,
  channelName,
}: ExceptionRow): DepositExceptionRow => ({
  id: exception.id,
  kind: exception.kind,
  depositId: deposit.id,
  orderNo: deposit.orderNo,
  memberId: deposit.memberId,
  username,
  channel: channelCode,
  channelName,
  amount: fromMinor(exception.amount),
  currency: exception.currency,
  gatewayReference: exception.gatewayReference,
  depositStatus: exception.depositStatus,
  depositNote: deposit.note,
  status: exception.status,
  note: exception.note,
  createdAt: exception.createdAt.toISOString(),
  resolvedAt: exception.resolvedAt?.toISOString() ?? null,
});

/** The merchant's "paid after cancel" payments by status, oldest first; every operator role may look. */
export const depositExceptionQueue = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: { status: DepositExceptionRecord['status']; limit: number },
) => {
  requirePermission(actor, 'cashier.read');
  return (await exceptionQueueRows(db, merchant.id, query.status, query.limit)).map(toRow);
};

const stateError = (status: string) =>
  new AppError('DEPOSIT_STATE', `This payment is already ${status}; it cannot be resolved again`);

/**
 * credit: the member gets the deposit through the ledger and the deposit counts as confirmed.
 * refunded: the money went back outside the platform; nothing is posted. The exception, the
 * deposit, the posting and the audit row commit together; the row lock on the exception means
 * several staff acting at once resolve it once, and the posting's key `deposit:<id>` means a
 * deposit is never credited twice whatever path credits it.
 */
export const resolveDepositException = async (
  deps: { db: Db; ledger: Ledger; events: EventBus },
  merchant: MerchantContext,
  actor: AdminActor,
  input: { exceptionId: number; action: 'credit' | 'refunded'; note?: string | undefined },
  ip: string,
) => {
  requirePermission(actor, 'cashier.review');
  const found = await findDepositException(deps.db, input.exceptionId);
  if (!found || found.exception.merchantId !== merchant.id)
    throw new AppError('NOT_FOUND', 'body.exceptionId: no such payment');
  if (found.exception.status !== 'open') throw stateError(found.exception.status);
  const note = input.note?.trim() || null;
  await runMoneyCommand(deps, async (tx, emit) => {
    const closed = await closeOpenException(tx, found.exception.id, {
      status: input.action === 'credit' ? 'credited' : 'refunded',
      note,
      resolvedBy: actor.adminId,
    });
    if (!closed) throw stateError((await findDepositException(tx, found.exception.id))!.exception.status);
    if (input.action === 'credit') {
      const deposit = await confirmClosedDeposit(tx, found.deposit.id, {
        reviewedBy: actor.adminId,
        gatewayReference: found.exception.gatewayReference,
      });
      if (!deposit) throw stateError(`deposit ${found.deposit.status}`);
      const posted = await creditDeposit(tx, deps.ledger, merchant, deposit, emit);
      if (posted.replayed) throw stateError('credited');
    }
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: found.deposit.memberId,
      action: `deposit_exception_${input.action}`,
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        exceptionId: found.exception.id,
        orderNo: found.deposit.orderNo,
        amount: fromMinor(found.exception.amount),
        ...(note ? { note } : {}),
      },
    });
  });
  return toRow((await findDepositException(deps.db, found.exception.id))!);
};

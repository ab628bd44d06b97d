import { fromMinor, type MemberTotals } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { memberCashTotals } from '../cashier/index.ts';
import { memberBetTotals } from '../games/index.ts';
import { findMerchantMember } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { memberAdjustmentTotals } from '../wallet/index.ts';

/**
 * One player's all-time figures for the Members tab's details, each from its own area: deposits
 * and withdrawals (cashier), bets (games), adjustments (the ledger). Another merchant's id is not found.
 */
export const memberTotals = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  memberId: number,
): Promise<MemberTotals> => {
  requirePermission(actor, 'members.find');
  if (!(await findMerchantMember(db, merchant.id, memberId)))
    throw new AppError('ACCOUNT_NOT_FOUND', 'querystring.id: no such member');
  const cash = await memberCashTotals(db, memberId);
  const play = await memberBetTotals(db, memberId);
  const adjusted = await memberAdjustmentTotals(db, merchant.id, memberId);
  return {
    depositCount: cash.depositCount,
    deposits: fromMinor(cash.deposits),
    firstDepositAt: cash.firstDepositAt?.toISOString() ?? null,
    lastDepositAt: cash.lastDepositAt?.toISOString() ?? null,
    withdrawalCount: cash.withdrawalCount,
    withdrawals: fromMinor(cash.withdrawals),
    netDeposits: fromMinor(cash.deposits - cash.withdrawals),
    betCount: play.betCount,
    turnover: fromMinor(play.turnover),
    houseProfit: fromMinor(play.houseProfit),
    adjustmentsIn: fromMinor(adjusted.paidIn),
    adjustmentsOut: fromMinor(adjusted.takenOut),
  };
};

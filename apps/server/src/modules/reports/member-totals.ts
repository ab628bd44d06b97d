import { fromMinor, type MemberTotals } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import {
  cashierSettingsOf,
  memberCashTotals,
  playRequirementOf,
  playRequirementView,
} from '../cashier/index.ts';
import { memberBetTotals, turnoverSince } from '../games/index.ts';
import { findMerchantMember } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { memberAdjustmentTotals } from '../wallet/index.ts';

/**
 * One player's all-time figures for the Members tab's details, each from its own area: deposits
 * and withdrawals (cashier), bets (games), adjustments (the ledger); and the play they still owe
 * before a withdrawal, for support to answer "why can't I withdraw?". Another merchant's id is not found.
 */
export const memberTotals = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  memberId: number,
): Promise<MemberTotals> => {
  requirePermission(actor, 'members.find');
  const member = await findMerchantMember(db, merchant.id, memberId);
  if (!member) throw new AppError('ACCOUNT_NOT_FOUND', 'querystring.id: no such member');
  const cash = await memberCashTotals(db, memberId);
  const { withdrawTurnoverPercent } = await cashierSettingsOf(db, merchant.id);
  const requirement = await playRequirementOf(db, turnoverSince, member, withdrawTurnoverPercent);
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
    playRequirement: playRequirementView(requirement),
  };
};

import { fromMinor, type WithdrawalCheck } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { personNameKey } from '../../lib/person-name.ts';
import type { AdminActor } from '../admin/index.ts';
import { latestNotesOf } from '../auth/index.ts';
import { withdrawalsToCheck } from '../cashier/index.ts';
import { turnoverWithin } from '../games/index.ts';
import type { MerchantContext } from '../system/index.ts';

/**
 * What a cashier checks before paying withdrawals: the player's last deposit before each request,
 * the valid bet played since (since the account opened, without one), whether the card is in the
 * account's real name, and what operators noted on the account (the newest note and how many).
 * Ids of other merchants' withdrawals are left out of the answer.
 */
export const withdrawalChecks = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  ids: number[],
): Promise<WithdrawalCheck[]> => {
  requirePermission(actor, 'cashier.read');
  const found = await withdrawalsToCheck(db, merchant.id, ids);
  const turnover = await turnoverWithin(
    db,
    found.map((row) => ({
      key: row.id,
      memberId: row.memberId,
      from: row.lastDeposit?.at ?? row.openedAt,
      to: row.requestedAt,
    })),
  );
  const notes = await latestNotesOf(
    db,
    found.map((row) => row.memberId),
  );
  return found.map((row) => {
    const played = turnover.get(row.id) ?? 0n;
    return {
      withdrawalId: row.id,
      lastDeposit: row.lastDeposit
        ? { amount: fromMinor(row.lastDeposit.amount), at: row.lastDeposit.at.toISOString() }
        : null,
      turnover: fromMinor(played),
      lowPlay: row.lastDeposit !== null && played < row.lastDeposit.amount,
      nameMatches: row.realName ? personNameKey(row.realName) === personNameKey(row.accountName) : null,
      notes: notes.get(row.memberId) ?? null,
    };
  });
};

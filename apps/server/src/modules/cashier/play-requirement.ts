import { fromMinor } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { depositsSinceLastWithdrawal } from './report-store.ts';

/**
 * The valid bet a player has placed since a moment: the games area's answer, handed to the
 * cashier by the composition root (games sit above the cashier, so it cannot ask them itself).
 */
export type TurnoverSince = (db: Executor, memberId: number, since: Date) => Promise<bigint>;

export interface PlayRequirement {
  percent: number;
  since: Date;
  deposits: bigint;
  required: bigint;
  played: bigint;
  remaining: bigint;
}

/**
 * The merchant's play requirement for a player (docs/play-requirement.md): `percent` of the
 * deposits confirmed since their last withdrawal request that was not rejected (since the account
 * opened, without one) must be played as valid bet since then. A rejected request leaves the
 * requirement as it was; any other starts it afresh. Null when the merchant has none.
 */
export const playRequirementOf = async (
  db: Executor,
  turnoverSince: TurnoverSince,
  member: { id: number; createdAt: Date },
  percent: number,
): Promise<PlayRequirement | null> => {
  if (percent === 0) return null;
  const { since, deposits } = await depositsSinceLastWithdrawal(db, member.id, member.createdAt);
  // rounded up to the cent: a share of a deposit is never owed less than it is
  const required = (deposits * BigInt(percent) + 99n) / 100n;
  const played = required === 0n ? 0n : await turnoverSince(db, member.id, since);
  const remaining = played >= required ? 0n : required - played;
  return { percent, since, deposits, required, played, remaining };
};

export const playRequirementView = (requirement: PlayRequirement | null) =>
  requirement && {
    percent: requirement.percent,
    since: requirement.since.toISOString(),
    deposits: fromMinor(requirement.deposits),
    required: fromMinor(requirement.required),
    played: fromMinor(requirement.played),
    remaining: fromMinor(requirement.remaining),
  };

/** A withdrawal waits until the requirement is played; the answer says how much is left. */
export const refuseUntilPlayed = (requirement: PlayRequirement | null) => {
  if (!requirement || requirement.remaining === 0n) return;
  const view = playRequirementView(requirement)!;
  throw new AppError(
    'WITHDRAWAL_PLAY_REQUIRED',
    `Play ${view.remaining} more before withdrawing: ${view.played} of ${view.required} played since ${view.since}`,
    view,
  );
};

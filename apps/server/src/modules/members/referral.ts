import { randomInt } from 'node:crypto';
import { isFlagOn, type Referral, referralRecentMax } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { type Actor, agentTypes } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantContext } from '../system/index.ts';
import { requireMember } from './service.ts';
import { type MemberRow, setAffiliateCodeOnce, teamJoiners } from './store.ts';

/** unambiguous capitals and digits: no 0/O, 1/I/L — a code is read aloud and typed from a screen */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;
const newCode = () => Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

const requireInviting = async (deps: Pick<AppContext, 'db'>, merchant: MerchantContext, actor: Actor) => {
  if (!isFlagOn(merchant.flags, 'REFERRAL3')) {
    throw new AppError('FEATURE_DISABLED', 'Inviting friends is not enabled on this site');
  }
  return requireMember(deps, actor);
};

const answerFor = async (deps: Pick<AppContext, 'db'>, member: MemberRow): Promise<Referral> => {
  const canInvite = agentTypes.includes(member.type);
  if (!canInvite) return { code: null, canInvite, invitedCount: 0, recent: [] };
  const team = await teamJoiners(deps.db, member.id, referralRecentMax);
  return {
    code: member.affiliateCode,
    canInvite,
    invitedCount: team.count,
    // the agent's own team: its accounts are theirs to see whole, as in the agent centre
    recent: team.recent.map((row) => ({ account: row.username, regDate: row.createdAt.toISOString() })),
  };
};

/**
 * Invite friends (docs/invite-friends.md): an agent's invitation code, which registrations join
 * their team with, and who joined. A player's account does not invite: the page says how to become
 * an agent instead.
 */
export const referralOf = async (deps: Pick<AppContext, 'db'>, merchant: MerchantContext, actor: Actor) =>
  answerFor(deps, await requireInviting(deps, merchant, actor));

/** Gives an agent without one an invitation code: random, unique on the site, never changed after. */
export const createReferralCode = async (
  deps: Pick<AppContext, 'db'>,
  merchant: MerchantContext,
  actor: Actor,
) => {
  const member = await requireInviting(deps, merchant, actor);
  if (!agentTypes.includes(member.type)) {
    throw new AppError('FORBIDDEN', 'Only agent accounts have an invitation code');
  }
  for (let attempt = 0; attempt < 5 && !member.affiliateCode; attempt += 1) {
    const code = newCode();
    try {
      if (await setAffiliateCodeOnce(deps.db, member.id, code)) member.affiliateCode = code;
      else break;
    } catch (error) {
      // another account holds it: one in 31^8 ≈ 850 billion, so a second try is all it ever takes
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return answerFor(deps, await requireMember(deps, actor));
};

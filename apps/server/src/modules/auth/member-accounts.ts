import {
  type AuditAction,
  fromMinor,
  type MemberAction,
  type MemberDetail,
  type MemberListRow,
} from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import {
  findMemberById,
  findMerchantMember,
  type HoldReason,
  lockMerchantMember,
  type MemberRow,
  maskEmail,
  maskedDestination,
  maskMobile,
  maskRealName,
  memberPage,
  savedLanguageOf,
  sendSecurityNotice,
  startWithdrawalHold,
  updateMember,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { memberAccessChanged, revokeMemberSessions } from './revocations.ts';
import { signInLockedBy, wrongSecretsOf } from './service.ts';
import { countOpenSessions } from './store.ts';

// The back office's Members tab: the account side of a player (who they are, whether they may
// sign in), beside the cashier's money side. It lives in auth because locking an account, its
// sign-in lock-out and its sessions are this area's.

type Deps = Pick<AppContext, 'db' | 'ledger' | 'messenger' | 'withdrawCoolingOffHours'>;
type ListQuery = Parameters<typeof memberPage>[2];

const listRowOf = (member: MemberRow, balance: bigint): MemberListRow => ({
  id: member.id,
  username: member.username,
  type: member.type,
  status: member.status,
  balance: fromMinor(balance),
  createdAt: member.createdAt.toISOString(),
  lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
});

/** The merchant's accounts, newest first, found by the start of a username, a mobile number or an id. */
export const listMembers = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: ListQuery,
) => {
  requirePermission(actor, 'members.find');
  const rows = await memberPage(deps.db, merchant.id, query);
  const balances = await deps.ledger.mainBalancesOf(
    merchant.id,
    merchant.currency,
    rows.map((row) => row.id),
  );
  return rows.map((row) => listRowOf(row, balances.get(row.id) ?? 0n));
};

const detailOf = async (deps: Deps, merchant: MerchantContext, member: MemberRow): Promise<MemberDetail> => {
  const now = new Date();
  const [balance, loginFailures, openSessions, upline] = await Promise.all([
    deps.ledger.balanceOf(merchant.id, merchant.currency, { kind: 'member_main', memberId: member.id }),
    wrongSecretsOf(deps, merchant.id, member, now),
    countOpenSessions(deps.db, member.id, now),
    member.parentId ? findMemberById(deps.db, member.parentId) : undefined,
  ]);
  return {
    ...listRowOf(member, balance),
    nickname: member.nickname,
    mobile: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    upline: upline?.username ?? null,
    clubLabel: member.clubLabel,
    language: member.language,
    registerIp: member.registerIp,
    loginFailures,
    loginLocked: signInLockedBy(loginFailures),
    openSessions,
    withdrawalHoldUntil:
      member.withdrawalHoldUntil && member.withdrawalHoldUntil > now
        ? member.withdrawalHoldUntil.toISOString()
        : null,
    mustChangePassword: member.mustChangePassword,
    realName: member.realName,
    hasAuthenticator: member.totpSecret !== null,
  };
};

const notFound = (field: string) => new AppError('ACCOUNT_NOT_FOUND', `${field}: no such member`);

/** One account in full, contacts masked. */
export const memberDetail = async (deps: Deps, merchant: MerchantContext, actor: AdminActor, id: number) => {
  requirePermission(actor, 'members.find');
  const member = await findMerchantMember(deps.db, merchant.id, id);
  if (!member) throw notFound('querystring.id');
  return detailOf(deps, merchant, member);
};

const auditActionOf = {
  lock: 'member_lock',
  unlock: 'member_unlock',
  clearLoginFailures: 'member_login_unlock',
  endSessions: 'member_sessions_end',
  setRealName: 'member_real_name',
  removeAuthenticator: 'member_authenticator_removed',
  clearContact: 'member_contact_cleared',
} as const satisfies Record<MemberAction['action'], AuditAction>;

/**
 * Applies the action to the locked row: what the audit row says of it, or undefined when the account
 * is already as asked (locked, open, nothing to clear, no session), so a second operator's click at
 * the same moment changes and audits nothing.
 */
const apply = async (tx: Executor, member: MemberRow, action: MemberAction, now: Date) => {
  switch (action.action) {
    case 'lock': {
      if (member.status === 'locked') return undefined;
      await updateMember(tx, member.id, { status: 'locked' });
      // ending the sessions also makes every instance's session cache forget the member
      return { endedSessions: await revokeMemberSessions(tx, member.id, now), reason: action.reason };
    }
    case 'unlock':
      if (member.status === 'active') return undefined;
      await updateMember(tx, member.id, { status: 'active' });
      memberAccessChanged(tx, member.id);
      return { reason: action.reason };
    case 'clearLoginFailures': {
      const cleared = await wrongSecretsOf({ db: tx }, member.merchantId, member, now);
      if (cleared === 0) return undefined;
      await updateMember(tx, member.id, { loginFailuresClearedAt: now });
      return { cleared };
    }
    case 'endSessions': {
      const endedSessions = await revokeMemberSessions(tx, member.id, now);
      return endedSessions === 0 ? undefined : { endedSessions };
    }
    case 'setRealName': {
      if (member.realName === action.realName) return undefined;
      await updateMember(tx, member.id, { realName: action.realName });
      // masked as the player reads it: the name is a second factor, and the audit log is read widely
      return {
        from: maskRealName(member.realName),
        to: maskRealName(action.realName),
        reason: action.reason,
      };
    }
    case 'removeAuthenticator': {
      if (member.totpSecret === null && member.totpPendingSecret === null) return undefined;
      await updateMember(tx, member.id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      return { reason: action.reason, hold: 'authenticator_removed' as const };
    }
    case 'clearContact': {
      const bound = action.channel === 'sms' ? member.mobileNum : member.email;
      if (bound === null) return undefined;
      await updateMember(tx, member.id, action.channel === 'sms' ? { mobileNum: null } : { email: null });
      return {
        channel: action.channel,
        from: maskedDestination(action.channel, bound),
        reason: action.reason,
        hold: action.channel === 'sms' ? ('mobile_changed' as const) : ('email_changed' as const),
      };
    }
  }
};

/**
 * An operator locks or opens an account, lifts its sign-in lock-out or ends its sessions. The
 * change, the end of the sessions and the audit row commit together.
 */
export const changeMember = async (
  deps: Deps,
  merchant: MerchantContext,
  actor: AdminActor,
  action: MemberAction,
  ip: string,
) => {
  requirePermission(actor, 'members.manage');
  const now = new Date();
  const notice = await deps.db.transaction(async (tx) => {
    const member = await lockMerchantMember(tx, merchant.id, action.id);
    if (!member) throw notFound('body.id');
    const done = await apply(tx, member, action, now);
    if (!done) return null;
    const { hold, ...detail } = done as typeof done & { hold?: HoldReason };
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: auditActionOf[action.action],
      success: true,
      ip,
      detail: { adminId: actor.adminId, ...detail },
    });
    // a factor taken away is what a caller posing as the player asks for: withdrawals pause and the
    // player hears of it, at a mobile or email still bound (never at a lost, perhaps reissued, number)
    if (!hold) return null;
    const removed = action.action === 'clearContact' ? action.channel : null;
    return startWithdrawalHold(tx, {
      merchant,
      member: {
        ...member,
        mobileNum: removed === 'sms' ? null : member.mobileNum,
        email: removed === 'email' ? null : member.email,
      },
      reason: hold,
      ip,
      language: savedLanguageOf(member) ?? merchant.defaultLanguage,
      hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
    });
  });
  if (notice) await sendSecurityNotice(deps.messenger, notice);
  // read after the commit: the balance comes from the ledger's own connection
  return memberDetail(deps, merchant, actor, action.id);
};

import {
  changePasswordPayloadSchema,
  isFlagOn,
  type RegisterSettings,
  resetPasswordByLinkPayloadSchema,
  resetPasswordByPhonePayloadSchema,
} from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { checkRule, fieldError } from '../../lib/field-rules.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { insertAudit } from '../audit/index.ts';
import {
  endForcedChange,
  messageText,
  revokeMemberSessions,
  revokeOtherSessions,
  verifyNewestCode,
} from '../auth/index.ts';
import {
  consumePasswordReset,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  insertPasswordReset,
  type MemberRow,
  messageLanguageOf,
  requireMember,
  sendSecurityNotice,
  spendPasswordResets,
  startWithdrawalHold,
  updateMember,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';

/** Refuses a new password that breaks the merchant's password rule, before anything is spent or written. */
const assertPasswordRule = (settings: RegisterSettings, password: string, field: string) => {
  const problem = checkRule(settings.password, password);
  if (problem === 'length') {
    throw fieldError(
      field,
      `must be ${settings.password.minLength}-${settings.password.maxLength} characters`,
    );
  }
  if (problem) throw fieldError(field, 'format incorrect');
};

const setPassword = async (db: Executor, member: MemberRow, password: string) =>
  updateMember(db, member.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    mustChangePassword: false,
    firstLogin: false,
  });

/**
 * A forgotten password replaced: every session of the account ends, and withdrawals pause for the
 * cooling-off hours — a reset is the first step of an account takeover — with a notice to the player.
 */
const resetPassword = async (
  deps: AppContext,
  merchant: MerchantContext,
  member: MemberRow,
  password: string,
  client: ClientInfo,
  via: 'email' | 'sms',
) => {
  const passwordHash = await hashPassword(password);
  const notice = await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      firstLogin: false,
    });
    await revokeMemberSessions(tx, member.id, new Date());
    // another link sent before (to a mailbox someone else may read) must not reset it again
    await spendPasswordResets(tx, member.id, new Date());
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'password_reset',
      success: true,
      ip: client.ip,
      detail: { via },
    });
    return startWithdrawalHold(tx, {
      merchant,
      member,
      reason: 'password_reset',
      ip: client.ip,
      language: messageLanguageOf(member, client),
      hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
    });
  });
  await sendSecurityNotice(deps.messenger, notice);
};

/** Changes the password; every other session of the account is signed out. */
export const changePassword = async (
  deps: AppContext,
  merchant: MerchantContext,
  actor: Actor,
  raw: z.input<typeof changePasswordPayloadSchema>,
  client: ClientInfo,
) => {
  const payload = parseInput(changePasswordPayloadSchema, raw);
  const member = await requireMember(deps, actor);
  if (!actor.forcedChange) {
    if (!payload.oldPassword) throw fieldError('oldPassword', 'Input cannot be empty');
    if (!(await verifyPassword(payload.oldPassword, member.passwordHash))) {
      throw new AppError('PASSWORD_OLD_WRONG', 'body.oldPassword: the old password is incorrect');
    }
  }
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  await setPassword(deps.db, member, payload.newPassword);
  const now = new Date();
  await spendPasswordResets(deps.db, member.id, now);
  await revokeOtherSessions(deps.db, member.id, actor.sessionId, now);
  await endForcedChange(deps.db, actor.sessionId);
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'password_change',
    success: true,
    ip: client.ip,
  });
};

const resetLifetimeMinutes = 30;

/** Emails a single-use reset link when the username and email belong together. */
export const forgotPasswordByEmail = async (
  deps: AppContext,
  merchant: MerchantContext,
  input: { username: string; email: string },
  client: ClientInfo,
) => {
  if (!isFlagOn(merchant.flags, 'CHNGPASSMAIL3'))
    throw new AppError('FEATURE_DISABLED', 'Password reset by email is not enabled');
  const member = await findMemberByUsername(deps.db, merchant.id, input.username);
  if (!member?.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
    await insertAudit(deps.db, {
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      action: 'password_reset_email',
      success: false,
      ip: client.ip,
    });
    // the same answer as a sent link: nobody learns which username and email belong together
    return;
  }
  const token = newToken();
  await insertPasswordReset(deps.db, {
    tokenHash: sha256(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + resetLifetimeMinutes * 60_000),
  });
  const link = `${merchant.siteUrl}/?resetToken=${token}`;
  await deps.messenger.send({
    merchantId: merchant.id,
    channel: 'email',
    destination: member.email,
    subject: `${merchant.name} password reset`,
    body: messageText('reset', messageLanguageOf(member, client), {
      brand: merchant.name,
      code: '',
      minutes: resetLifetimeMinutes,
      link,
    }),
  });
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'password_reset_email',
    success: true,
    ip: client.ip,
  });
};

export const resetPasswordByLink = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: z.input<typeof resetPasswordByLinkPayloadSchema>,
  client: ClientInfo,
) => {
  const payload = parseInput(resetPasswordByLinkPayloadSchema, raw);
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  const reset = await consumePasswordReset(deps.db, sha256(payload.token), new Date());
  if (!reset) throw new AppError('CODE_INVALID', 'This reset link is invalid or has expired');
  const member = await findMemberById(deps.db, reset.memberId);
  if (!member || member.merchantId !== merchant.id)
    throw new AppError('CODE_INVALID', 'This reset link is invalid or has expired');
  await resetPassword(deps, merchant, member, payload.newPassword, client, 'email');
};

export const resetPasswordByPhone = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: z.input<typeof resetPasswordByPhonePayloadSchema>,
  client: ClientInfo,
) => {
  if (!isFlagOn(merchant.flags, 'CHNGPASSVERIF3'))
    throw new AppError('FEATURE_DISABLED', 'Password reset by phone is not enabled');
  const payload = parseInput(resetPasswordByPhonePayloadSchema, raw);
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  // the spec's noLogin call sends a code without a purpose (stored as 'login'); older clients said 'reset'
  const codeOf = (purpose: 'login' | 'reset') =>
    ({ merchantId: merchant.id, channel: 'sms', destination: payload.mobileNum, purpose }) as const;
  await verifyNewestCode(deps.db, [codeOf('reset'), codeOf('login')], payload.verificationCode, {
    field: 'body.verificationCode',
  });
  // after the code: an unregistered number never had one delivered, so this is not an oracle
  const member = await findMemberByMobile(deps.db, merchant.id, payload.mobileNum);
  if (!member)
    throw new AppError(
      'CODE_INVALID',
      'body.verificationCode: the verification code is invalid or has expired, please request a new one',
    );
  await resetPassword(deps, merchant, member, payload.newPassword, client, 'sms');
};

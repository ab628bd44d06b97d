import type { setPaymentPasswordPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { countLoginFailures, guardSecretTry, insertAudit } from '../audit/index.ts';
import {
  findMemberById,
  messageLanguageOf,
  paymentPasswordAttempts,
  sendSecurityNotice,
  startWithdrawalHold,
  updateMember,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { verifyHeldFactor } from './held-factor.ts';

/**
 * Sets or replaces the payment password. The login password proves the owner is at the keyboard,
 * a held second factor proves it is the owner; replacing one pauses withdrawals (cooling-off) and
 * tells the player.
 */
export const setPaymentPassword = async (
  deps: Pick<AppContext, 'db' | 'messenger' | 'withdrawCoolingOffHours'>,
  merchant: MerchantContext,
  actor: Actor,
  payload: z.infer<typeof setPaymentPasswordPayloadSchema>,
  client: ClientInfo,
) => {
  const member = await findMemberById(deps.db, actor.memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Please log in again');
  const replaced = member.paymentPasswordHash !== null;
  const lock = {
    subject: `member:${member.id}:payment_password_set`,
    limit: paymentPasswordAttempts.max,
    failures: () =>
      countLoginFailures(
        deps.db,
        member.merchantId,
        { memberId: member.id },
        new Date(Date.now() - paymentPasswordAttempts.windowMs),
        'payment_password_set',
      ),
    locked: async () => {
      throw new AppError('PAYMENT_PASSWORD_LOCKED', 'Too many wrong answers; try again in 15 minutes');
    },
  };
  await guardSecretTry(deps.db, lock, async () => {
    const ok = await verifyPassword(payload.loginPassword, member.passwordHash);
    await insertAudit(deps.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      action: 'payment_password_set',
      success: ok,
      ip: client.ip,
      detail: { replaced, step: 'login_password' },
    });
    if (!ok) throw new AppError('PASSWORD_OLD_WRONG', 'body.loginPassword: the login password is incorrect');
    try {
      await verifyHeldFactor(deps.db, member, payload, 'payment_password');
    } catch (error) {
      // a wrong factor counts towards the same lock as a wrong login password: without it, whoever
      // had the session and the login password could guess an authenticator code without end
      if (error instanceof AppError && error.code === 'CODE_INVALID') {
        await insertAudit(deps.db, {
          merchantId: member.merchantId,
          memberId: member.id,
          action: 'payment_password_set',
          success: false,
          ip: client.ip,
          detail: { replaced, step: 'factor', factor: payload.factor },
        });
      }
      throw error;
    }
  });
  const notice = await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { paymentPasswordHash: await hashPassword(payload.paymentPassword) });
    await insertAudit(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      action: replaced ? 'payment_password_changed' : 'payment_password_created',
      success: true,
      ip: client.ip,
      detail: { factor: payload.factor ?? null },
    });
    if (!replaced) return null;
    return startWithdrawalHold(tx, {
      merchant,
      member,
      reason: 'payment_password_changed',
      ip: client.ip,
      language: messageLanguageOf(member, client),
      hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
    });
  });
  if (notice) await sendSecurityNotice(deps.messenger, notice);
};

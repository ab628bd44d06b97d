import type { setPaymentPasswordPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { countLoginFailures, insertAudit } from '../auth/store.ts';
import { findMemberById, updateMember } from './store.ts';

/** Sets or replaces the payment password; the login password proves the owner is at the keyboard. */
export const setPaymentPassword = async (
  deps: Pick<AuthDeps, 'db'>,
  actor: Actor,
  payload: z.infer<typeof setPaymentPasswordPayloadSchema>,
  ip: string,
) => {
  const member = await findMemberById(deps.db, actor.memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Please log in again');
  const ok = await verifyPassword(payload.loginPassword, member.passwordHash);
  await insertAudit(deps.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    action: 'payment_password_set',
    success: ok,
    ip,
    detail: { replaced: member.paymentPasswordHash !== null },
  });
  if (!ok) throw new AppError('PASSWORD_OLD_WRONG', 'body.loginPassword: the login password is incorrect');
  await updateMember(deps.db, member.id, {
    paymentPasswordHash: await hashPassword(payload.paymentPassword),
  });
};

/** Wrong payment passwords tolerated per member before a pause: 6 digits must not be guessable. */
export const paymentPasswordAttempts = { max: 5, windowMs: 15 * 60_000 };

/**
 * Checks a payment password. A wrong one is audited; after 5 in 15 minutes the member is refused
 * until the window passes, even with the right one, so a stolen session cannot walk the 10^6 codes.
 * `required: false` lets members who never set one through (transfer to upline).
 */
export const verifyPaymentPassword = async (
  db: Db,
  memberId: number,
  given: string | undefined,
  ip: string,
  options: { required: boolean } = { required: true },
) => {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Please log in again');
  if (!member.paymentPasswordHash) {
    if (options.required) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
    return member;
  }
  const since = new Date(Date.now() - paymentPasswordAttempts.windowMs);
  const failures = await countLoginFailures(db, member.merchantId, { memberId }, since, 'payment_password');
  if (failures >= paymentPasswordAttempts.max) {
    throw new AppError(
      'PAYMENT_PASSWORD_LOCKED',
      'Too many wrong payment passwords; try again in 15 minutes',
    );
  }
  if (!(await verifyPassword(given ?? '', member.paymentPasswordHash))) {
    await insertAudit(db, {
      merchantId: member.merchantId,
      memberId,
      action: 'payment_password',
      success: false,
      ip,
      detail: { left: paymentPasswordAttempts.max - failures - 1 },
    });
    throw new AppError('PAYMENT_PASSWORD_WRONG', 'body.paymentPassword: the payment password is incorrect');
  }
  return member;
};

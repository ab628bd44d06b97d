import type { setPaymentPasswordPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { insertAudit } from '../auth/store.ts';
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

import type { PaymentPasswordFactor } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { countLoginFailures, guardSecretTry, insertAudit } from '../audit/index.ts';
import { findMemberById, type MemberRow } from './store.ts';

/** The second factors a player holds: a mobile, an email, an authenticator. */
export const paymentPasswordFactorsOf = (
  member: Pick<MemberRow, 'mobileNum' | 'email' | 'totpSecret'>,
): PaymentPasswordFactor[] => [
  ...(member.mobileNum ? (['SMS'] as const) : []),
  ...(member.email ? (['EMAIL'] as const) : []),
  ...(member.totpSecret ? (['TOTP'] as const) : []),
];

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
  const lock = {
    subject: `member:${memberId}:payment_password`,
    limit: paymentPasswordAttempts.max,
    failures: () => countLoginFailures(db, member.merchantId, { memberId }, since, 'payment_password'),
    locked: async () => {
      throw new AppError(
        'PAYMENT_PASSWORD_LOCKED',
        'Too many wrong payment passwords; try again in 15 minutes',
      );
    },
  };
  await guardSecretTry(db, lock, async (failures) => {
    if (await verifyPassword(given ?? '', member.paymentPasswordHash!)) return;
    await insertAudit(db, {
      merchantId: member.merchantId,
      memberId,
      action: 'payment_password',
      success: false,
      ip,
      detail: { left: Math.max(0, paymentPasswordAttempts.max - failures - 1) },
    });
    throw new AppError('PAYMENT_PASSWORD_WRONG', 'body.paymentPassword: the payment password is incorrect');
  });
  return member;
};

import type { LanguageCode } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { Messenger } from '../../lib/messaging.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { securityNoticeText } from './security-notice.ts';
import type { MemberRow } from './store.ts';

export type HoldReason = NonNullable<MemberRow['withdrawalHoldReason']>;

export interface HoldInput {
  merchant: MerchantContext;
  member: Pick<MemberRow, 'id' | 'mobileNum' | 'email'>;
  reason: HoldReason;
  ip: string;
  language: LanguageCode;
  /** the merchant's cooling-off hours (a cashier setting the caller reads; 0: no pause) */
  hours: number;
}

/**
 * A security change — password reset, new payment password, another bank card — is what an
 * account takeover needs before it can cash out. Each one pauses withdrawals for the merchant's
 * cooling-off hours (default 24), in the transaction of the change, and returns the notice to send
 * once it commits (`sendSecurityNotice`), so the real owner hears of it at once and has a day to
 * call support. A later change never shortens an earlier pause.
 */
export const startWithdrawalHold = async (db: Executor, input: HoldInput, now = new Date()) => {
  const { merchant, member, reason, hours } = input;
  const until = new Date(now.getTime() + hours * 3_600_000);
  if (hours > 0) {
    await db
      .update(members)
      .set({
        withdrawalHoldUntil: sql`greatest(coalesce(${members.withdrawalHoldUntil}, ${until}), ${until})`,
        withdrawalHoldReason: reason,
      })
      .where(sql`${members.id} = ${member.id}`);
  }
  await insertAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'withdrawal_hold',
    success: true,
    ip: input.ip,
    detail: { reason, hours, until: until.toISOString() },
  });
  return { ...input, until, hours };
};

/** Tells the player of a security change by SMS, or email when no mobile is bound; after commit. */
export const sendSecurityNotice = async (
  messenger: Messenger,
  notice: Awaited<ReturnType<typeof startWithdrawalHold>>,
) => {
  const { merchant, member, reason, until, hours } = notice;
  const destination = member.mobileNum ?? member.email;
  if (!destination) return;
  await messenger.send({
    merchantId: merchant.id,
    channel: member.mobileNum ? 'sms' : 'email',
    destination,
    ...(member.mobileNum ? {} : { subject: `${merchant.name} security notice` }),
    body: securityNoticeText(notice.language, { brand: merchant.name, reason, until, hours }),
  });
};

/** The pause in force now, if any. */
export const activeWithdrawalHold = (
  member: Pick<MemberRow, 'withdrawalHoldUntil' | 'withdrawalHoldReason'> | undefined,
  now = new Date(),
) =>
  member?.withdrawalHoldUntil && member.withdrawalHoldUntil > now
    ? { until: member.withdrawalHoldUntil, reason: member.withdrawalHoldReason ?? 'password_reset' }
    : null;

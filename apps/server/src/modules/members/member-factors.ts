import type { Executor } from '../../db/client.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { totpStep } from '../../lib/totp.ts';
import { claimTotpStep, type MemberRow } from './store.ts';

/** Where a code for a member goes: the account's phone (SMS) or mailbox (EMAIL). */
export const factorChannel = (member: Pick<MemberRow, 'mobileNum' | 'email'>, method: 'SMS' | 'EMAIL') =>
  method === 'SMS'
    ? { channel: 'sms' as const, destination: member.mobileNum! }
    : { channel: 'email' as const, destination: member.email! };

export const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : null;

/** Each word's first letter, the rest starred, counted in characters: "张三丰" → "张**", "John Smith" → "J*** S****". */
export const maskRealName = (name: string | null) =>
  name
    ? name
        .split(' ')
        .map((word) => {
          const [first = '', ...rest] = word;
          return first + '*'.repeat(rest.length);
        })
        .join(' ')
    : null;

export const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** A destination as the player may be shown it: enough to recognise, not enough to use. */
export const maskedDestination = (channel: 'sms' | 'email', destination: string) =>
  (channel === 'sms' ? maskMobile(destination) : maskEmail(destination))!;

/**
 * Whether an authenticator code is the member's and not used before. Its step is recorded in one
 * statement, so a code seen over a shoulder, or sent twice at once, works once.
 */
export const spendTotpCode = async (
  db: Executor,
  member: Pick<MemberRow, 'id' | 'totpSecret'>,
  code: string,
) => {
  const step = member.totpSecret ? totpStep(await openSecret(db, member.totpSecret), code) : null;
  return step !== null && (await claimTotpStep(db, member.id, step));
};

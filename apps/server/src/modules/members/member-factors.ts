import { Secret, TOTP } from 'otpauth';
import type { MemberRow } from './store.ts';

/** Where a code for a member goes: the account's phone (SMS) or mailbox (EMAIL). */
export const factorChannel = (member: Pick<MemberRow, 'mobileNum' | 'email'>, method: 'SMS' | 'EMAIL') =>
  method === 'SMS'
    ? { channel: 'sms' as const, destination: member.mobileNum! }
    : { channel: 'email' as const, destination: member.email! };

export const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : null;

export const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** A destination as the player may be shown it: enough to recognise, not enough to use. */
export const maskedDestination = (channel: 'sms' | 'email', destination: string) =>
  (channel === 'sms' ? maskMobile(destination) : maskEmail(destination))!;

/** Whether a 6-digit authenticator code fits a member's base32 secret (one 30 s step either way). */
export const totpMatches = (secret: string, code: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).validate({
    token: code.replace(/\s/g, ''),
    window: 1,
  }) !== null;

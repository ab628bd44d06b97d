import type { ContactChannel, setContactPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { checkNewMobile } from '../../lib/field-rules.ts';
import { auditDetailsSince, insertAudit } from '../audit/index.ts';
import { checkCode, sendCode, spendCode } from '../auth/index.ts';
import {
  findMemberByMobile,
  type MemberRow,
  maskedDestination,
  messageLanguageOf,
  replaceContact,
  requireMember,
  sendSecurityNotice,
  startWithdrawalHold,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { proveOwner } from './held-factor.ts';

const boundOf = (member: MemberRow, channel: ContactChannel) =>
  channel === 'sms' ? member.mobileNum : member.email;

/**
 * The account a mobile or email is for, checked before a code is sent or a change is made; a new
 * mobile must meet the site's mobile rule (its digits per region).
 */
const requireOwnChange = async (
  deps: Pick<AppContext, 'db'>,
  merchant: MerchantContext,
  actor: Actor,
  target: { channel: ContactChannel; destination: string },
) => {
  if (target.channel === 'sms') checkNewMobile(merchant.registerSettings, 'destination', target.destination);
  const member = await requireMember(deps, actor);
  if (boundOf(member, target.channel)?.toLowerCase() === target.destination.toLowerCase()) {
    throw new AppError(
      'CONTACT_UNCHANGED',
      `body.destination: this ${target.channel === 'sms' ? 'mobile' : 'email'} is bound already`,
    );
  }
  return member;
};

/**
 * Codes one account may send to new numbers and addresses in an hour. Each SMS costs the operator
 * money, and a signed-in script could otherwise send codes to premium numbers it rents (SMS
 * pumping) from many addresses; five is more than a player mistyping a number twice needs.
 */
const contactCodesPerHour = 5;

/** Sends the code that proves the player holds the mobile or email they want to bind. */
export const sendContactCode = async (
  deps: Pick<AppContext, 'db' | 'messenger'>,
  merchant: MerchantContext,
  actor: Actor,
  target: { channel: ContactChannel; destination: string },
  client: ClientInfo,
) => {
  const member = await requireOwnChange(deps, merchant, actor, target);
  const hourAgo = new Date(Date.now() - 3_600_000);
  if (
    (await auditDetailsSince(deps.db, merchant.id, member.id, 'code_sent:contact', hourAgo)).length >=
    contactCodesPerHour
  ) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many codes requested for this account; please try again in an hour',
    );
  }
  const sent = await sendCode(deps.db, deps.messenger, {
    memberId: member.id,
    merchant,
    channel: target.channel,
    destination: target.destination,
    purpose: 'contact',
    ip: client.ip,
    language: messageLanguageOf(member, client),
  });
  return { ...sent, destination: maskedDestination(target.channel, target.destination) };
};

const mobileTaken = () =>
  new AppError('REGISTER_MOBILE_TAKEN', 'body.destination: this mobile number belongs to another account');

/**
 * Binds a mobile or email, or replaces the bound one (docs/contact-change.md). Four proofs, in
 * order: the login password (the owner is at the keyboard), the new destination's code (they hold
 * it), a code from a factor already held (it is the owner, not someone with their password), and a
 * mobile no other account has. A replacement pauses withdrawals for the cooling-off hours and tells
 * the player at the old destination, where a thief cannot silence it.
 */
export const setContact = async (
  deps: Pick<AppContext, 'db' | 'messenger' | 'withdrawCoolingOffHours'>,
  merchant: MerchantContext,
  actor: Actor,
  payload: z.infer<typeof setContactPayloadSchema>,
  client: ClientInfo,
) => {
  const { channel, destination } = payload;
  const member = await requireOwnChange(deps, merchant, actor, payload);
  const previous = boundOf(member, channel);
  // the new destination's code is checked before the factor's code is spent, and spent with the
  // change: a mistyped one leaves both codes to try again
  const destinationCode = await proveOwner(
    deps,
    member,
    payload,
    { change: 'contact', channel },
    client,
    () =>
      checkCode(
        deps.db,
        { merchantId: merchant.id, channel, destination, purpose: 'contact' },
        payload.code,
        {
          field: 'body.code',
        },
      ),
  );
  // asked only now: the code proved the player holds the number, so the answer tells nothing new
  if (channel === 'sms' && (await findMemberByMobile(deps.db, merchant.id, destination))) throw mobileTaken();
  const notice = await deps.db
    .transaction(async (tx) => {
      await spendCode(tx, destinationCode, { field: 'body.code' });
      if (!(await replaceContact(tx, member.id, channel, previous, destination))) {
        throw new AppError(
          'CONTACT_CHANGED_MEANWHILE',
          'body.destination: your account changed meanwhile; please open it again',
        );
      }
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        action: 'contact_changed',
        success: true,
        ip: client.ip,
        detail: {
          channel,
          before: previous === null ? null : maskedDestination(channel, previous),
          after: maskedDestination(channel, destination),
          factor: payload.factor ?? null,
        },
      });
      if (previous === null) return null;
      return startWithdrawalHold(tx, {
        merchant,
        // the row before the change: the notice reaches the old mobile or email
        member,
        reason: channel === 'sms' ? 'mobile_changed' : 'email_changed',
        ip: client.ip,
        language: messageLanguageOf(member, client),
        hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw mobileTaken();
      throw error;
    });
  if (notice) await sendSecurityNotice(deps.messenger, notice);
};

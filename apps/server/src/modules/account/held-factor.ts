import type { PaymentPasswordFactor } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { sendCode, verifyCode } from '../auth/index.ts';
import {
  factorChannel,
  type MemberRow,
  maskedDestination,
  messageLanguageOf,
  paymentPasswordFactorsOf,
  requireMember,
  spendTotpCode,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';

/** What a code from a factor the player holds confirms: each purpose has codes of its own. */
export type FactorPurpose = 'payment_password' | 'contact_change';

const factorKey = (member: MemberRow, factor: 'SMS' | 'EMAIL', purpose: FactorPurpose) =>
  ({ merchantId: member.merchantId, ...factorChannel(member, factor), purpose }) as const;

/** Sends a code to the player's own bound mobile or email, to confirm a security change. */
export const sendFactorCode = async (
  deps: Pick<AppContext, 'db' | 'messenger'>,
  merchant: MerchantContext,
  actor: Actor,
  input: { method: 'SMS' | 'EMAIL'; purpose: FactorPurpose },
  client: ClientInfo,
) => {
  const member = await requireMember(deps, actor);
  if (!paymentPasswordFactorsOf(member).includes(input.method)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `body.method: no ${input.method === 'SMS' ? 'mobile' : 'email'} is bound`,
    );
  }
  const key = factorKey(member, input.method, input.purpose);
  const sent = await sendCode(deps.db, deps.messenger, {
    ...key,
    merchant,
    ip: client.ip,
    language: messageLanguageOf(member, client),
  });
  return { ...sent, destination: maskedDestination(key.channel, key.destination) };
};

/**
 * A thief who learned the login password must not make a security change: when the player holds a
 * second factor (mobile, email, authenticator), a code from one of them confirms it. A player who
 * holds none passes, as before they bound one.
 */
export const verifyHeldFactor = async (
  db: Db,
  member: MemberRow,
  payload: { factor?: PaymentPasswordFactor | undefined; factorCode?: string | undefined },
  purpose: FactorPurpose,
) => {
  const held = paymentPasswordFactorsOf(member);
  if (held.length === 0) return;
  if (!payload.factor || !held.includes(payload.factor) || !payload.factorCode) {
    throw new AppError(
      'AUTH_SECOND_FACTOR_REQUIRED',
      'body.factorCode: confirm the change with a code from your mobile, email or authenticator',
      { methods: held },
    );
  }
  if (payload.factor === 'TOTP') {
    if (!(await spendTotpCode(db, member, payload.factorCode))) {
      throw new AppError('CODE_INVALID', 'body.factorCode: the authenticator code is not right');
    }
    return;
  }
  await verifyCode(db, factorKey(member, payload.factor, purpose), payload.factorCode);
};

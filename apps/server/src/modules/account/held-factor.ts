import type { PaymentPasswordFactor } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { verifyPassword } from '../../lib/password.ts';
import { countLoginFailures, guardSecretTry, insertAudit } from '../audit/index.ts';
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
export type FactorPurpose = 'payment_password' | 'factor_change';

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
  await verifyCode(db, factorKey(member, payload.factor, purpose), payload.factorCode, {
    field: 'body.factorCode',
  });
};

/** Wrong login passwords and factor codes tolerated per member, over all security changes, before a pause. */
const securityChangeTries = { max: 5, windowMs: 15 * 60_000 };

export interface OwnerProof {
  loginPassword: string;
  factor?: PaymentPasswordFactor | undefined;
  factorCode?: string | undefined;
}

/**
 * The proofs every change of a second factor asks for: the login password (the owner is at the
 * keyboard) and a code from a factor held (it is the owner). A wrong one of either is audited as
 * `security_change` with `detail`; five in 15 minutes, over all such changes, pause them
 * (`SECURITY_CHANGE_LOCKED`), else a session and a password could guess codes without end.
 * `beforeFactor` runs between the two: a change's own proof that spends nothing (the new mobile's
 * code, checked), so a mistyped one does not cost the player their factor's code.
 */
export const proveOwner = async <Checked = void>(
  deps: Pick<AppContext, 'db'>,
  member: MemberRow,
  proof: OwnerProof,
  detail: Record<string, unknown>,
  client: ClientInfo,
  beforeFactor?: () => Promise<Checked>,
) => {
  const failed = (step: Record<string, unknown>) =>
    insertAudit(deps.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      action: 'security_change',
      success: false,
      ip: client.ip,
      detail: { ...detail, ...step },
    });
  const lock = {
    subject: `member:${member.id}:security_change`,
    limit: securityChangeTries.max,
    failures: () =>
      countLoginFailures(
        deps.db,
        member.merchantId,
        { memberId: member.id },
        new Date(Date.now() - securityChangeTries.windowMs),
        'security_change',
      ),
    locked: async () => {
      throw new AppError('SECURITY_CHANGE_LOCKED', 'Too many wrong answers; try again in 15 minutes');
    },
  };
  return guardSecretTry(deps.db, lock, async () => {
    if (!(await verifyPassword(proof.loginPassword, member.passwordHash))) {
      await failed({ step: 'login_password' });
      throw new AppError('PASSWORD_OLD_WRONG', 'body.loginPassword: the login password is incorrect');
    }
    const checked = (await beforeFactor?.()) as Checked;
    try {
      await verifyHeldFactor(deps.db, member, proof, 'factor_change');
    } catch (error) {
      if (error instanceof AppError && error.code === 'CODE_INVALID') {
        await failed({ step: 'factor', factor: proof.factor });
      }
      throw error;
    }
    return checked;
  });
};

import type { confirmAuthenticatorPayloadSchema, removeAuthenticatorPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { newTotpSecret, totpStep } from '../../lib/totp.ts';
import { insertAudit } from '../audit/index.ts';
import {
  clearTotp,
  enablePendingTotp,
  messageLanguageOf,
  requireMember,
  sendSecurityNotice,
  setPendingTotp,
  startWithdrawalHold,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { proveOwner } from './held-factor.ts';

const alreadySet = () =>
  new AppError(
    'AUTHENTICATOR_ALREADY_SET',
    'An authenticator is on already; remove it before setting up another',
  );

/**
 * A new secret for a player without an authenticator (docs/player-authenticator.md). It is kept
 * sealed and pending, and shown only in this answer; nothing is on until its first code confirms it.
 */
export const startAuthenticator = async (
  deps: Pick<AppContext, 'db'>,
  merchant: MerchantContext,
  actor: Actor,
) => {
  const member = await requireMember(deps, actor);
  if (member.totpSecret) throw alreadySet();
  const fresh = newTotpSecret(member.username, merchant.name);
  if (!(await setPendingTotp(deps.db, member.id, await sealSecret(deps.db, fresh.secret))))
    throw alreadySet();
  return fresh;
};

/**
 * Turns the pending authenticator on: the login password and a factor held prove the owner asks
 * (as for any new factor), the first code that the app holds the secret. Adding a factor pauses
 * nothing: it makes the account harder to take, not easier.
 */
export const confirmAuthenticator = async (
  deps: Pick<AppContext, 'db'>,
  merchant: MerchantContext,
  actor: Actor,
  payload: z.infer<typeof confirmAuthenticatorPayloadSchema>,
  client: ClientInfo,
) => {
  const member = await requireMember(deps, actor);
  if (member.totpSecret) throw alreadySet();
  const pending = member.totpPendingSecret;
  if (!pending) {
    throw new AppError('AUTHENTICATOR_NOT_SET', 'Start setting up the authenticator first: none is pending');
  }
  // checked first: it spends nothing, so a mistyped first code keeps the factor's code for the retry
  const step = totpStep(await openSecret(deps.db, pending), payload.code);
  if (step === null) {
    throw new AppError(
      'CODE_INVALID',
      "body.code: the authenticator's code is not right; check the phone's clock",
    );
  }
  await proveOwner(deps, member, payload, { change: 'authenticator' }, client);
  await deps.db.transaction(async (tx) => {
    if (!(await enablePendingTotp(tx, member.id, pending, step))) throw alreadySet();
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'authenticator_enabled',
      success: true,
      ip: client.ip,
      detail: { factor: payload.factor ?? null },
    });
  });
};

/**
 * Turns the authenticator off, proved by the login password and a factor held (the authenticator
 * itself, or the mobile or email when the phone is lost). Dropping a factor is what a thief does
 * before the owner can stop them, so it pauses withdrawals and tells the player, as a replaced
 * mobile does.
 */
export const removeAuthenticator = async (
  deps: Pick<AppContext, 'db' | 'messenger' | 'withdrawCoolingOffHours'>,
  merchant: MerchantContext,
  actor: Actor,
  payload: z.infer<typeof removeAuthenticatorPayloadSchema>,
  client: ClientInfo,
) => {
  const member = await requireMember(deps, actor);
  const sealed = member.totpSecret;
  if (!sealed) throw new AppError('AUTHENTICATOR_NOT_SET', 'No authenticator is on');
  await proveOwner(deps, member, payload, { change: 'authenticator_remove' }, client);
  const notice = await deps.db.transaction(async (tx) => {
    if (!(await clearTotp(tx, member.id, sealed))) {
      throw new AppError('AUTHENTICATOR_NOT_SET', 'No authenticator is on');
    }
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'authenticator_removed',
      success: true,
      ip: client.ip,
      detail: { factor: payload.factor ?? null },
    });
    return startWithdrawalHold(tx, {
      merchant,
      member,
      reason: 'authenticator_removed',
      ip: client.ip,
      language: messageLanguageOf(member, client),
      hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
    });
  });
  await sendSecurityNotice(deps.messenger, notice);
};

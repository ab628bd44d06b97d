import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { AdminActor } from './service.ts';
import { openAdminSession, openChallenge, type SignInDeps } from './sign-in.ts';
import * as store from './store.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from './totp.ts';

const alreadyEnrolled = () =>
  new AppError('FORBIDDEN', 'An authenticator is already enrolled for this operator');

/** A new secret for an operator who has none confirmed; the plain secret leaves the server only here. */
const startFor = async (db: Db, merchant: MerchantContext, admin: store.AdminRow) => {
  if (admin.totpEnabledAt) throw alreadyEnrolled();
  const fresh = newTotpSecret(admin.username, merchant.name);
  if (!(await store.setPendingTotp(db, admin.id, await sealSecret(db, fresh.secret))))
    throw alreadyEnrolled();
  return fresh;
};

/**
 * Confirms the pending secret with a first code; in one transaction the authenticator is enabled
 * and 10 new recovery codes replace any old ones. Returns the plain codes, shown this once.
 */
const confirmFor = async (
  db: Db,
  merchant: MerchantContext,
  admin: store.AdminRow,
  code: string,
  ip: string,
  now: Date,
  onConfirmed: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<boolean> = async () => true,
) => {
  if (admin.totpEnabledAt) throw alreadyEnrolled();
  if (!admin.totpSecret)
    throw new AppError('AUTH_CHALLENGE_INVALID', 'Start the enrolment first: no authenticator is pending');
  const step = totpStep(await openSecret(db, admin.totpSecret), code, now.getTime());
  if (step === null) throw new AppError('CODE_INVALID', 'code: the code is incorrect');
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await store.acceptTotpStep(tx, admin.id, step, now)) || !(await onConfirmed(tx)))
      throw alreadyEnrolled();
    await store.replaceRecoveryCodes(tx, admin.id, recoveryCodes.map(hashRecoveryCode));
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'admin_totp_enrolled',
      success: true,
      ip,
      detail: { adminId: admin.id },
    });
  });
  return recoveryCodes;
};

/** During a sign-in that needs enrolment. */
export const startSignInEnrolment = async (
  deps: SignInDeps,
  merchant: MerchantContext,
  input: { challengeId: string },
) => {
  const { admin } = await openChallenge(deps.db, merchant, input.challengeId, 'enrol', new Date());
  return startFor(deps.db, merchant, admin);
};

/** Ends a sign-in that needed enrolment: the authenticator is on, the session open. */
export const confirmSignInEnrolment = async (
  deps: SignInDeps,
  merchant: MerchantContext,
  input: { challengeId: string; code: string },
  ip: string,
) => {
  const now = new Date();
  const { challenge, admin, invalid } = await openChallenge(
    deps.db,
    merchant,
    input.challengeId,
    'enrol',
    now,
  );
  const recoveryCodes = await confirmFor(deps.db, merchant, admin, input.code, ip, now, async (tx) => {
    if (!(await store.consumeLoginChallenge(tx, challenge.id, now))) throw invalid;
    return true;
  });
  const signedIn = await openAdminSession(deps, merchant, admin, ip, now, 'enrolment');
  return { ...signedIn, recoveryCodes };
};

/** A signed-in operator opts in (support may; owners and cashiers of a merchant that does not require it). */
export const startEnrolment = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  const admin = await store.findAdminById(db, actor.adminId);
  if (!admin) throw new AppError('AUTH_REQUIRED', 'Please sign in');
  return startFor(db, merchant, admin);
};

export const confirmEnrolment = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { code: string },
  ip: string,
) => {
  const admin = await store.findAdminById(db, actor.adminId);
  if (!admin) throw new AppError('AUTH_REQUIRED', 'Please sign in');
  return { recoveryCodes: await confirmFor(db, merchant, admin, input.code, ip, new Date()) };
};

import type { AdminLoginValue, AuditAction, adminLoginPayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { movesMoney } from '../../lib/permissions.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { countLoginFailures, guardSecretTry, insertAudit } from '../audit/index.ts';
import type { SessionPolicy } from '../auth/index.ts';
import { checkCaptcha, issueCaptcha } from '../auth/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { operatorSettingsOf } from './operator-settings.ts';
import * as store from './store.ts';
import { hashRecoveryCode, totpStep } from './totp.ts';

export interface SignInDeps {
  db: Db;
  policy: SessionPolicy;
  /** browser tests only (CAPTCHA_TEST_ANSWER): the text every captcha shows */
  captchaText?: string;
}

const failureWindowMs = 15 * 60_000;
export const lockAfterFailures = 5;
const lockMs = 15 * 60_000;
const challengeLifetimeMs = 10 * 60_000;
const maxChallengeTries = 5;

type SignedIn = Extract<AdminLoginValue, { step: 'signedIn' }>;
type AdminRow = store.AdminRow;

let dummyHash: Promise<string> | undefined;
/** Unknown operator names still cost one scrypt, so timing does not tell which accounts exist. */
const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
};

const audit = (
  db: Db,
  merchant: MerchantContext,
  ip: string,
  action: AuditAction,
  success: boolean,
  detail: Record<string, unknown>,
) => insertAudit(db, { merchantId: merchant.id, action, success, ip, detail });

/** Failures standing against an operator account now: the lock's whole count while it is locked. */
export const failuresOf = (admin: AdminRow | undefined, now: Date) => {
  if (!admin) return 0;
  if (admin.lockedUntil && admin.lockedUntil > now) return lockAfterFailures;
  return admin.failuresSince && admin.failuresSince > new Date(now.getTime() - failureWindowMs)
    ? admin.failedLogins
    : 0;
};

export const lockedMessage = (until: Date) =>
  `Too many failed attempts: this operator account is locked until ${until.toISOString()}`;

/**
 * Counts a wrong password or code against the account; the answer that reaches the limit locks it
 * (audited as `admin_locked`) and is told so.
 */
export const countFailure = async (
  db: Db,
  merchant: MerchantContext,
  admin: AdminRow,
  ip: string,
  now: Date,
) => {
  const result = await store.recordAdminFailure(db, admin.id, {
    now,
    since: new Date(now.getTime() - failureWindowMs),
    lockAt: lockAfterFailures,
    lockUntil: new Date(now.getTime() + lockMs),
  });
  const lockedUntil = result?.lockedUntil;
  if (lockedUntil && lockedUntil > now) {
    if (result.failedLogins === lockAfterFailures) {
      await audit(db, merchant, ip, 'admin_locked', true, {
        adminId: admin.id,
        username: admin.username,
        lockedUntil: lockedUntil.toISOString(),
      });
    }
    return lockedUntil;
  }
  return undefined;
};

/** Every passed check ends here: the session, a clean failure count, the audit row. */
const openAdminSession = async (
  deps: SignInDeps,
  merchant: MerchantContext,
  admin: AdminRow,
  ip: string,
  now: Date,
  method: 'password' | 'totp' | 'recovery_code' | 'enrolment',
): Promise<SignedIn> => {
  const token = newToken();
  await store.clearAdminFailures(deps.db, admin.id);
  await store.insertAdminSession(deps.db, {
    adminId: admin.id,
    tokenHash: sha256(token),
    merchantId: merchant.id,
    ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.policy.absoluteHours * 3_600_000),
  });
  await audit(deps.db, merchant, ip, 'admin_login', true, { adminId: admin.id, method });
  return {
    step: 'signedIn',
    token,
    role: admin.role,
    username: admin.username,
    passwordChangeDue: admin.passwordChangeDue,
  };
};

/**
 * Back-office sign-in, step one. Failures are counted per address and per operator account;
 * after any recent failure a captcha is required; 5 wrong answers within 15 minutes lock the
 * account for 15 minutes. A right password may still need the authenticator (or enrolment).
 */
export const adminLogin = async (
  deps: SignInDeps,
  merchant: MerchantContext,
  input: z.infer<typeof adminLoginPayloadSchema>,
  ip: string,
): Promise<AdminLoginValue> => {
  const { db } = deps;
  const now = new Date();
  const since = new Date(now.getTime() - failureWindowMs);
  const found = await store.findAdminByUsername(db, input.username);
  // an operator of another merchant is treated exactly like an unknown name
  const admin = found && (found.merchantId === null || found.merchantId === merchant.id) ? found : undefined;
  const refuse = async (
    code: 'AUTH_BAD_CREDENTIALS' | 'AUTH_ACCOUNT_LOCKED' | 'AUTH_CAPTCHA_INVALID',
    message: string,
    extra: Record<string, unknown> = {},
  ): Promise<never> => {
    await audit(db, merchant, ip, 'admin_login', false, {
      username: input.username.slice(0, 64),
      ...(admin ? { adminId: admin.id } : {}),
      code,
    });
    const { answer: _answer, ...captcha } = await issueCaptcha(db, deps.captchaText);
    throw new AppError(code, message, { ...extra, captcha: captcha.image, captchaId: captcha.captchaId });
  };

  if (admin?.lockedUntil && admin.lockedUntil > now) {
    return refuse('AUTH_ACCOUNT_LOCKED', lockedMessage(admin.lockedUntil), {
      lockedUntil: admin.lockedUntil.toISOString(),
    });
  }
  const ipFailures = await countLoginFailures(db, merchant.id, { ip }, since, 'admin_login');
  if (ipFailures >= lockAfterFailures)
    return refuse(
      'AUTH_ACCOUNT_LOCKED',
      'Too many failed attempts from this address; try again in 15 minutes',
    );
  const checkPassword = async (accountFailures: number): Promise<AdminRow> => {
    if (accountFailures + ipFailures > 0 && !(await checkCaptcha(db, input.captchaId, input.captcha, now))) {
      return refuse('AUTH_CAPTCHA_INVALID', 'body.captcha: the code is incorrect');
    }
    const valid = admin
      ? await verifyPassword(input.password, admin.passwordHash)
      : await burnPasswordCheck(input.password);
    if (admin && valid) return admin;
    const lockedUntil = admin ? await countFailure(db, merchant, admin, ip, now) : undefined;
    if (lockedUntil)
      return refuse('AUTH_ACCOUNT_LOCKED', lockedMessage(lockedUntil), {
        lockedUntil: lockedUntil.toISOString(),
      });
    return refuse('AUTH_BAD_CREDENTIALS', 'Account or password incorrect');
  };
  // the row read again for each try: tries sent at once must not all pass on one early read
  const lockOf = (operator: AdminRow) => ({
    subject: `admin:${operator.id}:sign_in`,
    limit: lockAfterFailures,
    failures: async () => failuresOf(await store.findAdminById(db, operator.id), now),
    locked: async () => {
      const lockedUntil = (await store.findAdminById(db, operator.id))?.lockedUntil;
      return lockedUntil && lockedUntil > now
        ? refuse('AUTH_ACCOUNT_LOCKED', lockedMessage(lockedUntil), {
            lockedUntil: lockedUntil.toISOString(),
          })
        : refuse('AUTH_ACCOUNT_LOCKED', 'Too many sign-ins at once for this account; try again in a minute');
    },
  });
  const account = admin ? await guardSecretTry(db, lockOf(admin), checkPassword) : await checkPassword(0);
  if (account.status !== 'active') return refuse('AUTH_ACCOUNT_LOCKED', 'This account is locked');

  const step = account.totpEnabledAt
    ? 'totp'
    : movesMoney(account.role) && (await operatorSettingsOf(db, merchant.id)).totpRequired
      ? 'enrol'
      : null;
  if (!step) return openAdminSession(deps, merchant, account, ip, now, 'password');
  const challengeId = newToken();
  await store.insertLoginChallenge(db, {
    id: sha256(challengeId),
    adminId: account.id,
    merchantId: merchant.id,
    step,
    ip,
    expiresAt: new Date(now.getTime() + challengeLifetimeMs),
  });
  await audit(db, merchant, ip, 'admin_login_challenge', true, { adminId: account.id, step });
  return { step, challengeId, username: account.username };
};

/**
 * The open challenge of this step and merchant with its operator, after counting the try;
 * anything else is AUTH_CHALLENGE_INVALID.
 */
export const openChallenge = async (
  db: Db,
  merchant: MerchantContext,
  challengeId: string,
  step: 'totp' | 'enrol',
  now: Date,
) => {
  const invalid = new AppError(
    'AUTH_CHALLENGE_INVALID',
    'challengeId: this sign-in has expired or was already used; please sign in again',
  );
  const challenge = await store.findLoginChallenge(db, sha256(challengeId), now);
  if (!challenge || challenge.step !== step || challenge.merchantId !== merchant.id) throw invalid;
  if ((await store.countChallengeTry(db, challenge.id)) > maxChallengeTries) {
    await store.consumeLoginChallenge(db, challenge.id, now);
    throw invalid;
  }
  const admin = await store.findAdminById(db, challenge.adminId);
  if (admin?.status !== 'active') throw invalid;
  if (admin.lockedUntil && admin.lockedUntil > now) {
    throw new AppError('AUTH_ACCOUNT_LOCKED', lockedMessage(admin.lockedUntil), {
      lockedUntil: admin.lockedUntil.toISOString(),
    });
  }
  return { challenge, admin, invalid };
};

/** Step two: the authenticator code (each accepted once), or one of the single-use recovery codes. */
export const verifyTotp = async (
  deps: SignInDeps,
  merchant: MerchantContext,
  input: { challengeId: string; code: string },
  ip: string,
): Promise<SignedIn> => {
  const { db } = deps;
  const now = new Date();
  const { challenge, admin, invalid } = await openChallenge(db, merchant, input.challengeId, 'totp', now);
  if (!admin.totpSecret || !admin.totpEnabledAt) throw invalid;
  const digits = input.code.replace(/\s/g, '');
  let method: 'totp' | 'recovery_code' = 'totp';
  let passed: boolean;
  if (/^\d{6}$/.test(digits)) {
    const step = totpStep(await openSecret(db, admin.totpSecret), digits, now.getTime());
    passed = step !== null && (await store.acceptTotpStep(db, admin.id, step, now));
  } else {
    method = 'recovery_code';
    passed = await store.useRecoveryCode(db, admin.id, hashRecoveryCode(input.code), now);
  }
  if (!passed) {
    await audit(db, merchant, ip, 'admin_login', false, { adminId: admin.id, step: 'totp', method });
    const lockedUntil = await countFailure(db, merchant, admin, ip, now);
    if (lockedUntil) {
      await store.consumeLoginChallenge(db, challenge.id, now);
      throw new AppError('AUTH_ACCOUNT_LOCKED', lockedMessage(lockedUntil), {
        lockedUntil: lockedUntil.toISOString(),
      });
    }
    throw new AppError('CODE_INVALID', 'code: the code is incorrect');
  }
  if (!(await store.consumeLoginChallenge(db, challenge.id, now))) throw invalid;
  return openAdminSession(deps, merchant, admin, ip, now, method);
};

export { openAdminSession };

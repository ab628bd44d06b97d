import {
  type AuditAction,
  isFlagOn,
  type LoginPayload,
  type LoginValue,
  loginPayloadSchema,
  type SecondFactorMethod,
} from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { agentTypes, isAgentFlag, trialType } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { checkNewMobile } from '../../lib/field-rules.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { countLoginFailures, guardSecretTry, insertAudit, type SecretTryGuard } from '../audit/index.ts';
import {
  factorChannel,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
  maskEmail,
  maskedDestination,
  maskMobile,
  spendTotpCode,
  updateMember,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { checkCaptcha, issueCaptcha } from './captcha.ts';
import { revokeSession } from './revocations.ts';
import { openSession } from './sessions.ts';
import { findLinkedMemberId } from './social-login.ts';
import {
  consumeChallenge,
  countChallengeAttempt,
  findOpenChallenge,
  hasAnyKnownIp,
  insertChallenge,
  isKnownIp,
  rememberIp,
} from './store.ts';
import { sendCode, verifyCode } from './verification-codes.ts';

const failureWindowMs = 15 * 60_000;
const lockAfterFailures = 10;
/**
 * The refusals that count towards an account's lock-out: those that tried one of the account's
 * secrets (its password, the SMS code of a mobile login, or a second factor) and found it wrong. A
 * refused captcha or a refusal during a lock tried nothing: counting them let anyone lock any
 * account with ten requests and no captcha, and every try during a lock (the owner's own, too) kept
 * it locked for 15 more minutes. Second factors count too: each login from a new address opens a
 * challenge of its own, so five tries a challenge alone let whoever has the password guess on.
 */
const wrongSecrets = {
  actions: ['login', 'login_second_factor'],
  codes: ['AUTH_BAD_CREDENTIALS', 'CODE_INVALID'],
};

type LockableMember = Pick<MemberRow, 'id' | 'loginFailuresClearedAt'>;

/**
 * The account's wrong secrets that count now: those of the last 15 minutes, after the moment an
 * operator last cleared them (a player who proved who they are by phone need not wait).
 */
export const wrongSecretsOf = (
  deps: Pick<AppContext, 'db'>,
  merchantId: number,
  member: LockableMember,
  now: Date,
) => {
  const windowStart = now.getTime() - failureWindowMs;
  const cleared = member.loginFailuresClearedAt?.getTime() ?? 0;
  return countLoginFailures(
    deps.db,
    merchantId,
    { memberId: member.id },
    new Date(Math.max(windowStart, cleared)),
    wrongSecrets.actions,
    wrongSecrets.codes,
  );
};

/** As many wrong secrets as lock the account's sign-in. */
export const signInLockedBy = (failures: number) => failures >= lockAfterFailures;

const lockedOut = () =>
  new AppError('AUTH_ACCOUNT_LOCKED', 'Too many failed attempts; try again in 15 minutes');

/** One account's lock-out as a guard of each try at its secrets (login and second factor alike). */
const loginLock = (
  deps: AppContext,
  merchant: MerchantContext,
  member: LockableMember,
  client: ClientInfo,
  now: Date,
): SecretTryGuard => ({
  subject: `member:${member.id}:login`,
  limit: lockAfterFailures,
  failures: () => wrongSecretsOf(deps, merchant.id, member, now),
  // the refusal carries a captcha like any other: the next try (once the lock is over or an
  // operator lifts it) needs one, and the form must show it
  locked: () => refuse(deps, merchant, client, member, lockedOut()),
});
const challengeLifetimeMs = 10 * 60_000;
const maxChallengeAttempts = 5;

let dummyHash: Promise<string> | undefined;
/** Unknown usernames still cost one scrypt, so response time does not reveal which accounts exist. */
const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
};

export const passwordExpired = (merchant: MerchantContext, member: MemberRow, now: Date) => {
  const flag = merchant.flags.PWDEXPFORCECHANGE3;
  if (flag?.enabled !== '1') return false;
  const days = Number(flag.value ?? 90);
  return now.getTime() - member.passwordChangedAt.getTime() > days * 86_400_000;
};

/** Second-factor methods the merchant allows and this account can answer. */
export const secondFactorMethodsFor = (
  merchant: MerchantContext,
  member: MemberRow,
): SecondFactorMethod[] => {
  const flag = merchant.flags.SECONDFACTOR3;
  if (flag?.enabled !== '1') return [];
  const allowed = (flag.value ?? 'SMS,EMAIL,TOTP,REALNAME').split(',').map((method) => method.trim());
  const available: Record<SecondFactorMethod, boolean> = {
    SMS: Boolean(member.mobileNum),
    EMAIL: Boolean(member.email),
    TOTP: Boolean(member.totpSecret),
    REALNAME: Boolean(member.realName),
  };
  return (Object.keys(available) as SecondFactorMethod[]).filter(
    (method) => allowed.includes(method) && available[method],
  );
};

const audit = (
  deps: AppContext,
  merchant: MerchantContext,
  client: ClientInfo,
  action: AuditAction,
  success: boolean,
  memberId?: number,
  detail: Record<string, unknown> = {},
) =>
  insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: memberId ?? null,
    action,
    success,
    ip: client.ip,
    detail,
  });

/** Issues the session once every check has passed; shared by password, SMS, second-factor and registration logins. */
export const completeLogin = async (
  deps: AppContext,
  merchant: MerchantContext,
  member: MemberRow,
  side: 'member' | 'agent',
  client: ClientInfo,
  method: 'password' | 'sms' | 'social' | 'register' | 'freeplay',
): Promise<LoginValue> => {
  const now = new Date();
  const expired = passwordExpired(merchant, member, now);
  // first login of an account opened for the player, a default password, or an expired one (PWDEXPFORCECHANGE3)
  const forceChange = method === 'password' && (member.firstLogin || member.mustChangePassword || expired);
  await rememberIp(deps.db, member.id, client.ip, now);
  const token = await openSession(deps.db, deps.policy, {
    memberId: member.id,
    side,
    ip: client.ip,
    userAgent: client.userAgent,
    forcedChange: forceChange,
  });
  // a forced change stays owed until the password is changed, however often the player logs in
  await updateMember(deps.db, member.id, { lastLoginAt: now, ...(forceChange ? {} : { firstLogin: false }) });
  await audit(deps, merchant, client, 'login', true, member.id, { method, side });
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired: expired,
    forceChange,
    type: member.type,
    isAgent: isAgentFlag(member.type),
  };
};

const refuse = async (
  deps: AppContext,
  merchant: MerchantContext,
  client: ClientInfo,
  member: Pick<MemberRow, 'id'> | undefined,
  error: AppError,
): Promise<never> => {
  await audit(deps, merchant, client, 'login', false, member?.id, { code: error.code });
  const { answer: _answer, ...captcha } = await issueCaptcha(deps.db, deps.captchaText);
  const value = typeof error.value === 'object' && error.value !== null ? error.value : {};
  throw new AppError(error.code, error.message, {
    ...value,
    captcha: captcha.image,
    captchaId: captcha.captchaId,
  });
};

export const login = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: LoginPayload,
  client: ClientInfo,
) => {
  const payload = parseInput(loginPayloadSchema, raw);
  const now = new Date();
  const since = new Date(now.getTime() - failureWindowMs);
  if (payload.type === 'sms' && !isFlagOn(merchant.flags, 'MOBILEVERCODELOGIN3')) {
    throw new AppError('FEATURE_DISABLED', 'Login by SMS code is not enabled');
  }
  if (payload.type === 'social') return socialLogin(deps, merchant, payload, client);
  const member =
    payload.type === 'password'
      ? await findMemberByUsername(deps.db, merchant.id, payload.username!)
      : await findMemberByMobile(deps.db, merchant.id, payload.mobileNum!);

  const refuseWith = (error: AppError) => refuse(deps, merchant, client, member, error);
  const badCredentials = () =>
    refuseWith(new AppError('AUTH_BAD_CREDENTIALS', 'Account or password incorrect'));
  const checkSecret = async (accountFailures: number) => {
    const ipFailures = await countLoginFailures(deps.db, merchant.id, { ip: client.ip }, since);
    if (
      accountFailures + ipFailures > 0 &&
      !(await checkCaptcha(deps.db, payload.captchaId, payload.captcha, now))
    ) {
      return refuseWith(new AppError('AUTH_CAPTCHA_INVALID', 'body.captcha: the code is incorrect'));
    }
    if (payload.type === 'password') {
      const valid = member
        ? await verifyPassword(payload.password!, member.passwordHash)
        : await burnPasswordCheck(payload.password!);
      if (!valid) return badCredentials();
      return;
    }
    try {
      await verifyCode(
        deps.db,
        { merchantId: merchant.id, channel: 'sms', destination: payload.mobileNum!, purpose: 'login' },
        payload.smsCode,
        { field: 'body.smsCode', now },
      );
    } catch (error) {
      return refuseWith(error as AppError);
    }
    if (!member) return badCredentials();
  };
  if (member) await guardSecretTry(deps.db, loginLock(deps, merchant, member, client, now), checkSecret);
  else await checkSecret(0);

  const account = member!;
  if (account.status !== 'active') {
    return refuseWith(
      new AppError('AUTH_ACCOUNT_CLOSED', 'This account is locked; contact customer service'),
    );
  }
  if (account.type === trialType) {
    return refuseWith(new AppError('AUTH_TRIAL_ACCOUNT', 'Trial accounts cannot log in; please register'));
  }
  if (payload.side === 'agent' && !agentTypes.includes(account.type)) {
    return refuseWith(new AppError('AUTH_WRONG_SIDE', 'Non-agent accounts cannot log in to the agent side'));
  }

  const methods = secondFactorMethodsFor(merchant, account);
  if (
    methods.length > 0 &&
    (await hasAnyKnownIp(deps.db, account.id)) &&
    !(await isKnownIp(deps.db, account.id, client.ip))
  ) {
    const challengeId = newToken();
    await insertChallenge(deps.db, {
      id: challengeId,
      memberId: account.id,
      side: payload.side,
      loginMethod: payload.type,
      ip: client.ip,
      methods,
      expiresAt: new Date(now.getTime() + challengeLifetimeMs),
    });
    await audit(deps, merchant, client, 'login_challenge', true, account.id, { methods });
    throw new AppError(
      'AUTH_SECOND_FACTOR_REQUIRED',
      'Login from a new IP address needs a second verification',
      {
        challengeId,
        methods,
        mobileNum: maskMobile(account.mobileNum),
        email: maskEmail(account.email),
      },
    );
  }
  return completeLogin(deps, merchant, account, payload.side, client, payload.type);
};

/** Social login: the provider vouches for the person; the account must already be linked to that identity. */
const socialLogin = async (
  deps: AppContext,
  merchant: MerchantContext,
  payload: { provider?: string; idToken?: string; side: 'member' | 'agent' },
  client: ClientInfo,
) => {
  const provider = deps.socialProviders.get(payload.provider!);
  if (!provider) throw new AppError('FEATURE_DISABLED', 'This social login is not configured');
  const identity = await provider.verify(payload.idToken!).catch(() => null);
  const memberId = identity
    ? await findLinkedMemberId(deps.db, payload.provider!, identity.subject)
    : undefined;
  const member = memberId ? await findMemberById(deps.db, memberId) : undefined;
  if (!member || member.merchantId !== merchant.id || member.status !== 'active') {
    await audit(deps, merchant, client, 'login', false, member?.id, {
      method: 'social',
      provider: payload.provider,
    });
    throw new AppError('AUTH_BAD_CREDENTIALS', 'This social account is not linked to an account here');
  }
  if (payload.side === 'agent' && !agentTypes.includes(member.type)) {
    throw new AppError('AUTH_WRONG_SIDE', 'Non-agent accounts cannot log in to the agent side');
  }
  return completeLogin(deps, merchant, member, payload.side, client, 'social');
};

/**
 * The open challenge of a login at this merchant, from the address that logged in. Answered under
 * another merchant's name (the `Merchant` header), its wrong answers would count against that
 * merchant's lock-out rather than this member's, as many times over as there are merchants.
 */
const openChallenge = async (
  deps: AppContext,
  merchant: MerchantContext,
  challengeId: string,
  client: ClientInfo,
) => {
  const expired = () =>
    new AppError('AUTH_CHALLENGE_INVALID', 'This verification has expired; please log in again');
  const challenge = await findOpenChallenge(deps.db, challengeId, new Date());
  if (!challenge || challenge.ip !== client.ip || challenge.attempts >= maxChallengeAttempts) throw expired();
  const member = await findMemberById(deps.db, challenge.memberId);
  if (member?.merchantId !== merchant.id) throw expired();
  return { challenge, member };
};

export const sendSecondFactorCode = async (
  deps: AppContext,
  merchant: MerchantContext,
  input: { challengeId: string; method: 'SMS' | 'EMAIL' },
  client: ClientInfo,
) => {
  const { challenge, member } = await openChallenge(deps, merchant, input.challengeId, client);
  if (!challenge.methods.includes(input.method))
    throw new AppError('VALIDATION_FAILED', 'method: not offered for this login');
  const { channel, destination } = factorChannel(member, input.method);
  const sent = await sendCode(deps.db, deps.messenger, {
    merchant,
    channel,
    destination,
    purpose: 'second_factor',
    ip: client.ip,
    language: client.language,
  });
  return { ...sent, destination: maskedDestination(channel, destination) };
};

const normaliseName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export const verifySecondFactor = async (
  deps: AppContext,
  merchant: MerchantContext,
  input: { challengeId: string; method: SecondFactorMethod; code: string },
  client: ClientInfo,
) => {
  const { challenge, member } = await openChallenge(deps, merchant, input.challengeId, client);
  if (!challenge.methods.includes(input.method))
    throw new AppError('VALIDATION_FAILED', 'method: not offered for this login');
  const passed = await guardSecretTry(
    deps.db,
    loginLock(deps, merchant, member, client, new Date()),
    async () => {
      let right = false;
      try {
        if (input.method === 'SMS' || input.method === 'EMAIL') {
          const { channel, destination } = factorChannel(member, input.method);
          await verifyCode(
            deps.db,
            { merchantId: merchant.id, channel, destination, purpose: 'second_factor' },
            input.code,
            { field: 'body.code' },
          );
          right = true;
        } else if (input.method === 'TOTP') {
          right = await spendTotpCode(deps.db, member, input.code);
        } else {
          right = normaliseName(input.code) === normaliseName(member.realName!);
        }
      } finally {
        if (!right) {
          await countChallengeAttempt(deps.db, challenge.id);
          await audit(deps, merchant, client, 'login_second_factor', false, member.id, {
            method: input.method,
            code: 'CODE_INVALID',
          });
        }
      }
      return right;
    },
  );
  if (!passed) throw new AppError('CODE_INVALID', 'The verification is incorrect');
  if (!(await consumeChallenge(deps.db, challenge.id, new Date()))) {
    throw new AppError('AUTH_CHALLENGE_INVALID', 'This verification has expired; please log in again');
  }
  return completeLogin(deps, merchant, member, challenge.side, client, challenge.loginMethod);
};

export const logout = (deps: AppContext, sessionId: number) => revokeSession(deps.db, sessionId, new Date());

/** SMS code for login or password reset: only to a number that has an account. */
export const sendLoginSms = async (
  deps: AppContext,
  merchant: MerchantContext,
  input: { mobileNum: string; purpose?: 'login' | 'reset' | undefined },
  client: ClientInfo,
) => {
  const features = {
    login: ['MOBILEVERCODELOGIN3'],
    reset: ['CHNGPASSVERIF3'],
    any: ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'],
  }[input.purpose ?? 'any'];
  if (!features.some((feature) => isFlagOn(merchant.flags, feature)))
    throw new AppError('FEATURE_DISABLED', 'SMS codes are not enabled for this');
  const registered = Boolean(await findMemberByMobile(deps.db, merchant.id, input.mobileNum));
  return sendCode(deps.db, deps.messenger, {
    merchant,
    channel: 'sms',
    destination: input.mobileNum,
    purpose: input.purpose ?? 'login',
    ip: client.ip,
    language: client.language,
    deliver: registered ? 'code' : 'nothing',
  });
};

/**
 * SMS code for registration. A number that already has an account gets a note saying so instead
 * of a code, and the caller the same answer as for a new number: whether a number is registered is
 * told to whoever holds the phone, not to whoever asks.
 */
export const sendRegisterSms = async (
  deps: AppContext,
  merchant: MerchantContext,
  mobileNo: string,
  client: ClientInfo,
) => {
  checkNewMobile(merchant.registerSettings, 'mobileNo', mobileNo);
  const registered = Boolean(await findMemberByMobile(deps.db, merchant.id, mobileNo));
  return sendCode(deps.db, deps.messenger, {
    merchant,
    channel: 'sms',
    destination: mobileNo,
    purpose: 'register',
    ip: client.ip,
    language: client.language,
    deliver: registered ? 'registered-note' : 'code',
  });
};

import { randomBytes } from 'node:crypto';
import {
  changePasswordPayloadSchema,
  checkField,
  isFlagOn,
  type MemberInfo,
  type RegisterPayload,
  type RegisterSettings,
  registerPayloadSchema,
  resetPasswordByLinkPayloadSchema,
  resetPasswordByPhonePayloadSchema,
} from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type Executor, uniqueViolationOf } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { agentTypes, trialType } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { insertAudit } from '../audit/index.ts';
import type { ClientInfo } from '../auth/index.ts';
import {
  checkCaptcha,
  completeLogin,
  endForcedChange,
  maskEmail,
  maskMobile,
  messageText,
  revokeMemberSessions,
  revokeOtherSessions,
  verifyCode,
  verifyNewestCode,
} from '../auth/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { messageLanguageOf, savedLanguageOf } from './language.ts';
import { consumePasswordReset, insertPasswordReset } from './password-reset-store.ts';
import {
  countTrialAccounts,
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  lockTrialOpening,
  type MemberRow,
  updateMember,
} from './store.ts';
import { sendSecurityNotice, startWithdrawalHold } from './withdrawal-hold.ts';

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, { fields: [`body.${field}: ${message}`] });

/** Checks one field against the merchant's register settings (shown, required, length, pattern). */
const checkSetting = (
  settings: RegisterSettings,
  field: keyof RegisterSettings,
  value: string | undefined,
  force = false,
) => {
  const rule = settings[field];
  if (!rule.shown && !force) return;
  if (!value) {
    if (rule.required || force) throw fieldError(field, 'Input cannot be empty');
    return;
  }
  const problem = checkField(rule, value);
  if (problem)
    throw fieldError(
      field,
      problem === 'length' ? `must be ${rule.minLength}-${rule.maxLength} characters` : 'format incorrect',
    );
};

/** Two registrations racing past the checks meet at the unique indexes: name the field that collided. */
export const registrationConflict = (error: unknown): AppError | undefined => {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return undefined;
  if (constraint === 'members_mobile_key') {
    return new AppError('REGISTER_MOBILE_TAKEN', 'body.mobileNum: this mobile number is already registered');
  }
  return new AppError('REGISTER_USERNAME_TAKEN', 'body.username: this username is already registered');
};

const profileFields = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;

/** Spec §5: "at least 21 for birthday" */
export const minimumBirthdayAge = 21;

/** The birthday as year, month, day, read in the field's date family (yyyy-MM-dd or MM-dd-yyyy). */
const birthdayOf = (value: string) => {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [year, month, day] = ymd
    ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
    : mdy
      ? [Number(mdy[3]), Number(mdy[1]), Number(mdy[2])]
      : [Number.NaN, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 02-30 and the like roll over into another month: not a date anyone was born on
  if (Number.isNaN(year) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** Whole years from the birthday to today in the merchant's calendar. */
export const ageOn = (birthday: { year: number; month: number; day: number }, today: string) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthday.month || (month === birthday.month && day >= birthday.day);
  return year - birthday.year - (hadBirthday ? 0 : 1);
};

const checkBirthday = (value: string | undefined, timeZone: string) => {
  if (!value) return;
  const birthday = birthdayOf(value);
  if (!birthday) throw fieldError('birthday', 'format incorrect');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  if (ageOn(birthday, today) < minimumBirthdayAge)
    throw fieldError('birthday', `must be at least ${minimumBirthdayAge} years old`);
};

/**
 * MOBILENUMPASSREG3 off: the mobile form asks for no password. The account gets a random one
 * nobody knows; the player signs in with an SMS code and sets a password by the phone reset. With
 * neither of those switched on such an account could never sign in again, so the form keeps its
 * password (the web app reads the flags the same way).
 */
export const mobileRegistrationWithoutPassword = (flags: MerchantContext['flags']) =>
  !isFlagOn(flags, 'MOBILENUMPASSREG3') &&
  (isFlagOn(flags, 'MOBILEVERCODELOGIN3') || isFlagOn(flags, 'CHNGPASSVERIF3'));

/** Registration by username or by mobile; refuses before writing anything, then logs the new member in. */
export const register = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: RegisterPayload,
  client: ClientInfo,
  byMobile: boolean,
) => {
  const flag = byMobile ? 'MOBILENUMREG3' : 'USERNAMEREG3';
  if (!isFlagOn(merchant.flags, flag))
    throw new AppError('FEATURE_DISABLED', 'This way of registering is not enabled');
  const payload = parseInput(registerPayloadSchema, raw);
  const settings = merchant.registerSettings;
  const mobileNum = payload.mobileNum || undefined;
  const username = byMobile ? payload.username || `m${mobileNum ?? ''}` : payload.username;

  if (!byMobile) checkSetting(settings, 'username', username, true);
  if (byMobile && !mobileNum) throw fieldError('mobileNum', 'Input cannot be empty');
  checkSetting(settings, 'mobileNum', mobileNum, byMobile);
  const passwordless = byMobile && mobileRegistrationWithoutPassword(merchant.flags);
  if (!passwordless) {
    checkSetting(settings, 'password', payload.password, true);
    const confirmation = payload.confirmPassword || payload.password;
    if (confirmation !== payload.password) {
      throw new AppError('PASSWORD_MISMATCH', 'body.confirmPassword: passwords do not match');
    }
  }
  for (const field of ['payeeName', 'email', 'nickname', ...profileFields] as const) {
    checkSetting(settings, field, payload[field]);
  }
  if (settings.birthday.shown) checkBirthday(payload.birthday, merchant.timeZone);
  if (settings.paymentPassword.shown) checkSetting(settings, 'paymentPassword', payload.paymentPassword);

  if (await findMemberByUsername(deps.db, merchant.id, username!)) {
    throw new AppError('REGISTER_USERNAME_TAKEN', 'body.username: this username is already registered');
  }
  if (mobileNum && (await findMemberByMobile(deps.db, merchant.id, mobileNum))) {
    throw new AppError('REGISTER_MOBILE_TAKEN', 'body.mobileNum: this mobile number is already registered');
  }
  const code = payload.referralCode || payload.affiliateCode;
  let parentId: number | null = null;
  if (code) {
    const agent = await findMemberByAffiliateCode(deps.db, merchant.id, code);
    if (!agent || !agentTypes.includes(agent.type)) {
      throw new AppError('REGISTER_AFFILIATE_INVALID', 'body.affiliateCode: invitation code error');
    }
    parentId = agent.id;
  } else if (settings.affiliateCode.required) {
    throw fieldError('affiliateCode', 'Input cannot be empty');
  }

  if (settings.captcha.shown && !(await checkCaptcha(deps.db, payload.captchaId, payload.captcha))) {
    throw new AppError('AUTH_CAPTCHA_INVALID', 'body.captcha: the code is incorrect');
  }
  if (mobileNum && isFlagOn(merchant.flags, 'REGMOBVERF3')) {
    await verifyCode(
      deps.db,
      { merchantId: merchant.id, channel: 'sms', destination: mobileNum, purpose: 'register' },
      payload.verificationCode,
    );
  }

  // only what the form showed is kept: a hidden field was never checked against a rule
  const shown = (field: keyof RegisterSettings & keyof typeof payload) =>
    (settings[field].shown && (payload[field] as string | undefined)) || null;
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = shown(field);
    if (value) profile[field] = value;
  }
  let member: MemberRow;
  try {
    member = await insertMember(deps.db, {
      merchantId: merchant.id,
      username: username!,
      passwordHash: await hashPassword(passwordless ? newToken() : payload.password),
      paymentPasswordHash: shown('paymentPassword') ? await hashPassword(payload.paymentPassword!) : null,
      type: 0,
      nickname: shown('nickname'),
      parentId,
      mobileNum: mobileNum ?? null,
      email: shown('email'),
      realName: shown('payeeName') ?? shown('fullname'),
      toUpline: parentId ? '1' : '0',
      profile,
      registerIp: client.ip,
    });
  } catch (error) {
    throw registrationConflict(error) ?? error;
  }
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'register',
    success: true,
    ip: client.ip,
    detail: { byMobile, ...(passwordless ? { passwordless } : {}) },
  });
  const session = await completeLogin(deps, merchant, member, 'member', client, 'register');
  return { token: session.token, type: member.type, isAgent: session.isAgent };
};

/** A trial account (type 4) for free play; it can only ever sign in this way. */
/** Trial accounts one address, and one device, may open in 24 hours (beyond the 5-a-minute route limit). */
export const freePlayDailyCap = { perIp: 10, perDevice: 3 };

/**
 * A trial account with demo credit. Each is real promotion money on the ledger, so they are capped
 * per IP and per device id (the spec's `random` field, kept by the browser) for 24 hours; the
 * count and the insert run under advisory locks of that IP and device so a burst cannot slip past.
 */
export const freePlay = async (
  deps: AppContext,
  merchant: MerchantContext,
  client: ClientInfo,
  device: string | undefined,
) => {
  if (!isFlagOn(merchant.flags, 'FREEPLAY3'))
    throw new AppError('FEATURE_DISABLED', 'Free play is not enabled');
  const passwordHash = await hashPassword(newToken());
  const member = await deps.db.transaction(async (tx) => {
    await lockTrialOpening(tx, merchant.id, [`ip:${client.ip}`, device && `device:${device}`]);
    const since = new Date(Date.now() - 24 * 3_600_000);
    const opened = await countTrialAccounts(tx, merchant.id, since, { ip: client.ip, device });
    if (opened.byIp >= freePlayDailyCap.perIp || opened.byDevice >= freePlayDailyCap.perDevice) {
      throw new AppError(
        'FREEPLAY_DAILY_LIMIT',
        'Too many trial accounts from this device or network today; please register an account',
      );
    }
    return insertMember(tx, {
      merchantId: merchant.id,
      username: `guest${randomBytes(5).toString('hex')}`,
      passwordHash,
      type: trialType,
      nickname: 'Guest',
      registerIp: client.ip,
      registerDevice: device ?? null,
    });
  });
  // demo credit from the promotions account, so a guest can try the games at once
  await deps.ledger.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: `freeplay-credit-${member.id}`,
    legs: [
      {
        from: { kind: 'promotions' },
        to: { kind: 'member_main', memberId: member.id },
        amount: freePlayCredit,
        kind: 'freeplay_credit',
        reference: `member:${member.id}`,
      },
    ],
  });
  return completeLogin(deps, merchant, member, 'member', client, 'freeplay');
};

/** demo credit of a trial account, minor units (2,000.00) */
export const freePlayCredit = 200_000n;

const requireMember = async (deps: AppContext, actor: Actor) => {
  const member = await findMemberById(deps.db, actor.memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Your session has ended, please log in again');
  return member;
};

export const memberInfo = async (deps: AppContext, actor: Actor): Promise<MemberInfo> => {
  const member = await requireMember(deps, actor);
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname ?? member.username,
    type: member.type,
    toUpline: member.toUpline,
    regDate: member.createdAt.toISOString(),
    mobileNum: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    clubLabel: { labelName: member.clubLabel, rankLevel: member.rankLevel },
    hasPaymentPassword: member.paymentPasswordHash !== null,
    language: savedLanguageOf(member),
  };
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An avatar drawn from the account: its initials on a colour picked from its id. */
export const memberIcon = async (deps: AppContext, actor: Actor) => {
  const member = await requireMember(deps, actor);
  const hue = (member.id * 137) % 360;
  const initials = escapeXml([...(member.nickname ?? member.username)].slice(0, 2).join('').toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return { iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

/** Refuses a new password that breaks the merchant's password rule, before anything is spent or written. */
const assertPasswordRule = (settings: RegisterSettings, password: string, field: string) => {
  const problem = checkField(settings.password, password);
  if (problem === 'length') {
    throw fieldError(
      field,
      `must be ${settings.password.minLength}-${settings.password.maxLength} characters`,
    );
  }
  if (problem) throw fieldError(field, 'format incorrect');
};

const setPassword = async (db: Executor, member: MemberRow, password: string) =>
  updateMember(db, member.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    mustChangePassword: false,
    firstLogin: false,
  });

/**
 * A forgotten password replaced: every session of the account ends, and withdrawals pause for the
 * cooling-off hours — a reset is the first step of an account takeover — with a notice to the player.
 */
const resetPassword = async (
  deps: AppContext,
  merchant: MerchantContext,
  member: MemberRow,
  password: string,
  client: ClientInfo,
  via: 'email' | 'sms',
) => {
  const passwordHash = await hashPassword(password);
  const notice = await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      firstLogin: false,
    });
    await revokeMemberSessions(tx, member.id, new Date());
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'password_reset',
      success: true,
      ip: client.ip,
      detail: { via },
    });
    return startWithdrawalHold(tx, {
      merchant,
      member,
      reason: 'password_reset',
      ip: client.ip,
      language: messageLanguageOf(member, client),
      hours: await deps.withdrawCoolingOffHours(tx, merchant.id),
    });
  });
  await sendSecurityNotice(deps.messenger, notice);
};

/** Changes the password; every other session of the account is signed out. */
export const changePassword = async (
  deps: AppContext,
  merchant: MerchantContext,
  actor: Actor,
  raw: z.input<typeof changePasswordPayloadSchema>,
  client: ClientInfo,
) => {
  const payload = parseInput(changePasswordPayloadSchema, raw);
  const member = await requireMember(deps, actor);
  if (!actor.forcedChange) {
    if (!payload.oldPassword) throw fieldError('oldPassword', 'Input cannot be empty');
    if (!(await verifyPassword(payload.oldPassword, member.passwordHash))) {
      throw new AppError('PASSWORD_OLD_WRONG', 'body.oldPassword: the old password is incorrect');
    }
  }
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  await setPassword(deps.db, member, payload.newPassword);
  const now = new Date();
  await revokeOtherSessions(deps.db, member.id, actor.sessionId, now);
  await endForcedChange(deps.db, actor.sessionId);
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'password_change',
    success: true,
    ip: client.ip,
  });
};

const resetLifetimeMinutes = 30;

/** Emails a single-use reset link when the username and email belong together. */
export const forgotPasswordByEmail = async (
  deps: AppContext,
  merchant: MerchantContext,
  input: { username: string; email: string },
  client: ClientInfo,
) => {
  if (!isFlagOn(merchant.flags, 'CHNGPASSMAIL3'))
    throw new AppError('FEATURE_DISABLED', 'Password reset by email is not enabled');
  const member = await findMemberByUsername(deps.db, merchant.id, input.username);
  if (!member?.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
    await insertAudit(deps.db, {
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      action: 'password_reset_email',
      success: false,
      ip: client.ip,
    });
    // the same answer as a sent link: nobody learns which username and email belong together
    return;
  }
  const token = newToken();
  await insertPasswordReset(deps.db, {
    tokenHash: sha256(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + resetLifetimeMinutes * 60_000),
  });
  const link = `${merchant.siteUrl}/?resetToken=${token}`;
  await deps.messenger.send({
    merchantId: merchant.id,
    channel: 'email',
    destination: member.email,
    subject: `${merchant.name} password reset`,
    body: messageText('reset', messageLanguageOf(member, client), {
      brand: merchant.name,
      code: '',
      minutes: resetLifetimeMinutes,
      link,
    }),
  });
  await insertAudit(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'password_reset_email',
    success: true,
    ip: client.ip,
  });
};

export const resetPasswordByLink = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: z.input<typeof resetPasswordByLinkPayloadSchema>,
  client: ClientInfo,
) => {
  const payload = parseInput(resetPasswordByLinkPayloadSchema, raw);
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  const reset = await consumePasswordReset(deps.db, sha256(payload.token), new Date());
  if (!reset) throw new AppError('CODE_INVALID', 'This reset link is invalid or has expired');
  const member = await findMemberById(deps.db, reset.memberId);
  if (!member || member.merchantId !== merchant.id)
    throw new AppError('CODE_INVALID', 'This reset link is invalid or has expired');
  await resetPassword(deps, merchant, member, payload.newPassword, client, 'email');
};

export const resetPasswordByPhone = async (
  deps: AppContext,
  merchant: MerchantContext,
  raw: z.input<typeof resetPasswordByPhonePayloadSchema>,
  client: ClientInfo,
) => {
  if (!isFlagOn(merchant.flags, 'CHNGPASSVERIF3'))
    throw new AppError('FEATURE_DISABLED', 'Password reset by phone is not enabled');
  const payload = parseInput(resetPasswordByPhonePayloadSchema, raw);
  assertPasswordRule(merchant.registerSettings, payload.newPassword, 'newPassword');
  // the spec's noLogin call sends a code without a purpose (stored as 'login'); older clients said 'reset'
  const codeOf = (purpose: 'login' | 'reset') =>
    ({ merchantId: merchant.id, channel: 'sms', destination: payload.mobileNum, purpose }) as const;
  await verifyNewestCode(deps.db, [codeOf('reset'), codeOf('login')], payload.verificationCode);
  // after the code: an unregistered number never had one delivered, so this is not an oracle
  const member = await findMemberByMobile(deps.db, merchant.id, payload.mobileNum);
  if (!member)
    throw new AppError(
      'CODE_INVALID',
      'The verification code is invalid or has expired, please request a new one',
    );
  await resetPassword(deps, merchant, member, payload.newPassword, client, 'sms');
};

export const checkAffiliate = async (deps: AppContext, merchant: MerchantContext, code: string) => {
  const agent = await findMemberByAffiliateCode(deps.db, merchant.id, code);
  if (!agent || !agentTypes.includes(agent.type)) {
    throw new AppError('REGISTER_AFFILIATE_INVALID', 'query.code: this invitation code does not exist');
  }
  return { valid: true as const, upline: agent.nickname ?? agent.username };
};

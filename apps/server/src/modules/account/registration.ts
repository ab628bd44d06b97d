import { randomBytes } from 'node:crypto';
import {
  isFlagOn,
  type RegisterPayload,
  type RegisterSettings,
  registerPayloadSchema,
} from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, uniqueViolationOf } from '../../db/client.ts';
import { agentTypes } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { fieldError } from '../../lib/field-rules.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hashPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { insertAudit } from '../audit/index.ts';
import { checkCaptcha, completeLogin, verifyCode } from '../auth/index.ts';
import {
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  type MemberRow,
} from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { checkBirthday, checkSetting, profileFields } from './register-fields.ts';

/** Two registrations racing past the checks meet at the unique indexes: name the field that collided. */
export const registrationConflict = (error: unknown): AppError | undefined => {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return undefined;
  if (constraint === 'members_mobile_key') {
    return new AppError('REGISTER_MOBILE_TAKEN', 'body.mobileNum: this mobile number is already registered');
  }
  return new AppError('REGISTER_USERNAME_TAKEN', 'body.username: this username is already registered');
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

/**
 * The name a mobile registration gets when the player chose none: `m<number>`, or, when someone
 * already took that name on the username form, the number with a random tail. Without the tail
 * anyone could keep a number's owner from registering by registering `m<number>` first.
 */
const usernameForMobile = async (db: Db, merchantId: number, mobileNum: string) => {
  const plain = `m${mobileNum}`;
  if (!(await findMemberByUsername(db, merchantId, plain))) return plain;
  return `${plain}_${randomBytes(4).readUInt32BE().toString(36)}`;
};

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
  // a number the form did not ask for was never checked nor verified: it is not kept
  const mobileNum = byMobile || settings.mobileNum.shown ? payload.mobileNum || undefined : undefined;
  const generated = byMobile && !payload.username;

  // a name the player chose follows the rule on either form; one made from the number needs none
  if (!generated) checkSetting(settings, 'username', payload.username, true);
  if (byMobile && !mobileNum) throw fieldError('mobileNum', 'Input cannot be empty');
  const username = generated ? await usernameForMobile(deps.db, merchant.id, mobileNum!) : payload.username!;
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

  // who is registered is answered only after the captcha, and a number's only after its SMS code
  // (docs/registration-is-no-oracle.md)
  if (settings.captcha.shown && !(await checkCaptcha(deps.db, payload.captchaId, payload.captcha))) {
    throw new AppError('AUTH_CAPTCHA_INVALID', 'body.captcha: the code is incorrect');
  }
  if (!generated && (await findMemberByUsername(deps.db, merchant.id, username))) {
    throw new AppError('REGISTER_USERNAME_TAKEN', 'body.username: this username is already registered');
  }
  const code = payload.referralCode || payload.affiliateCode;
  let parentId: number | null = null;
  if (code) {
    const agent = await findMemberByAffiliateCode(deps.db, merchant.id, code);
    if (!agent || !agentTypes.includes(agent.type) || agent.status !== 'active') {
      throw new AppError('REGISTER_AFFILIATE_INVALID', 'body.affiliateCode: invitation code error');
    }
    parentId = agent.id;
  } else if (settings.affiliateCode.required) {
    throw fieldError('affiliateCode', 'Input cannot be empty');
  }

  if (mobileNum && isFlagOn(merchant.flags, 'REGMOBVERF3')) {
    await verifyCode(
      deps.db,
      { merchantId: merchant.id, channel: 'sms', destination: mobileNum, purpose: 'register' },
      payload.verificationCode,
      { field: 'body.verificationCode' },
    );
  }
  if (mobileNum && (await findMemberByMobile(deps.db, merchant.id, mobileNum))) {
    throw new AppError('REGISTER_MOBILE_TAKEN', 'body.mobileNum: this mobile number is already registered');
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
      username,
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

export const checkAffiliate = async (deps: AppContext, merchant: MerchantContext, code: string) => {
  const agent = await findMemberByAffiliateCode(deps.db, merchant.id, code);
  if (!agent || !agentTypes.includes(agent.type) || agent.status !== 'active') {
    throw new AppError('REGISTER_AFFILIATE_INVALID', 'query.code: this invitation code does not exist');
  }
  return { valid: true as const, upline: agent.nickname ?? agent.username };
};

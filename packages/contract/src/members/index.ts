import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';

const tags = ['members'];
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Spec §3 registration payload; which fields are shown/required/patterned comes from register settings. */
export const registerPayloadSchema = z.object({
  username: optionalText(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  recommenderId: optionalText(32),
  captchaId: optionalText(64),
  captcha: optionalText(8),
  verificationCode: optionalText(8),
  affiliateCode: optionalText(32),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(32),
  facebook: optionalText(64),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: optionalText(32),
  registerUrl: optionalText(512),
  domain: optionalText(253),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  nickname: optionalText(32),
  fullname: optionalText(64),
  telegram: optionalText(64),
  birthday: optionalText(10),
  zalo: optionalText(32),
  address: optionalText(256),
  nationality: optionalText(64),
  occupation: optionalText(64),
  sourceOfIncome: optionalText(64),
  placeOfBirth: optionalText(64),
  /** terms accepted and 18 or older */
  ageConsent: z.literal(true, { error: 'You must accept the terms and be 18 or older' }),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const registerValueSchema = z.object({
  token: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
});

export const register = defineRoute({
  method: 'PUT',
  path: '/wps/member/register',
  audience: 'public',
  summary: 'Register by username (encrypted body); logs the new member in',
  tags,
  body: encryptedBodySchema,
  response: registerValueSchema,
});

export const registerByMobile = defineRoute({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  audience: 'public',
  summary: 'Register by mobile number with an SMS code (encrypted body); logs the new member in',
  tags,
  body: encryptedBodySchema,
  response: registerValueSchema,
});

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.enum(['0', '1']),
  regDate: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  hasPaymentPassword: z.boolean(),
  /** whether an authenticator app is set up: a second factor, as a bound mobile or email is */
  hasAuthenticator: z.boolean(),
  /**
   * the name on the player's ID, masked past each word's first letter ("张**", "J*** S****"): the
   * real name is a second factor at a login from a new address, so a session never reads it whole
   */
  realName: z.string().nullable(),
  /** the interface language the player last chose while logged in (spec §7 language update), if any */
  language: z.enum(languageCodes).nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = defineRoute({
  method: 'GET',
  path: '/wps/member/info',
  audience: 'player',
  summary: 'The logged-in account',
  tags,
  response: memberInfoSchema,
});

export const updateMemberLanguage = defineRoute({
  method: 'POST',
  path: '/wps/member/language',
  audience: 'player',
  summary:
    "Spec §7 language update: saves the player's interface language (one the merchant offers); texts the server sends them without a Language header use it",
  tags,
  body: z.object({ language: z.enum(languageCodes) }),
  response: z.object({ language: z.enum(languageCodes) }),
});

export const getMemberIcon = defineRoute({
  method: 'GET',
  path: '/wps/member/info/icon',
  audience: 'player',
  summary: "The account's avatar as an SVG data URL (initials on a colour of the account)",
  tags,
  response: z.object({ iconUrl: z.string() }),
});

export const changePasswordPayloadSchema = z
  .object({
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().min(1, 'Input cannot be empty').max(128),
    confirmNewPassword: z.string().max(128),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'Passwords do not match',
  });

export const changePassword = defineRoute({
  method: 'POST',
  path: '/wps/member/password',
  audience: 'player',
  summary:
    'Change the password (encrypted body); the old one is required unless the session is in forced-change mode',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const forgotPasswordByEmail = defineRoute({
  method: 'POST',
  path: '/wps/member/password/email',
  audience: 'public',
  summary: 'Email a reset link (form body username, email); answers message in_been_out',
  tags,
  body: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().email().max(128) }),
  response: z.null(),
});

export const resetPasswordByPhonePayloadSchema = z.object({
  mobileNum: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/, 'Invalid phone number'),
  verificationCode: z.string().trim().min(4).max(8),
  newPassword: z.string().min(1).max(128),
});

export const resetPasswordByPhone = defineRoute({
  method: 'POST',
  path: '/wps/member/password/verification',
  audience: 'public',
  summary: 'Set a new password with an SMS code (encrypted body: mobileNum, verificationCode, newPassword)',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const resetPasswordByLinkPayloadSchema = z.object({
  token: z.string().min(10).max(128),
  newPassword: z.string().min(1).max(128),
});

export const resetPasswordByLink = defineRoute({
  method: 'POST',
  path: '/wps/member/password/reset',
  audience: 'public',
  summary: 'Set a new password with the token of an emailed reset link (encrypted body: token, newPassword)',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const checkAffiliate = defineRoute({
  method: 'GET',
  path: '/wps/agent/affiliate',
  audience: 'public',
  summary:
    'The upline an affiliate/referral code names; an unknown code fails with REGISTER_AFFILIATE_INVALID',
  tags,
  query: z.object({ code: z.string().trim().min(1).max(32) }),
  response: z.object({ valid: z.literal(true), upline: z.string().nullable() }),
});

/** The second factors a player may hold; one of them confirms a payment-password change. */
export const paymentPasswordFactors = ['SMS', 'EMAIL', 'TOTP'] as const;
export type PaymentPasswordFactor = (typeof paymentPasswordFactors)[number];

export const sendPaymentPasswordCode = defineRoute({
  method: 'POST',
  path: '/wps/member/paymentPassword/code',
  audience: 'player',
  summary:
    "Send a code to the player's own mobile (SMS) or email to confirm a payment-password change or the replacing of a mobile or email",
  tags,
  body: z.object({
    method: z.enum(['SMS', 'EMAIL']),
    /** what the code will confirm: a payment-password change (the default) or replacing a mobile or email */
    purpose: z.enum(['payment_password', 'factor_change']).default('payment_password'),
  }),
  response: z.object({ expiredMinutes: z.number().int(), destination: z.string() }),
});

/** Payment passwords are 6 digits: they guard withdrawals, card binding and transfers. */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'must be 6 digits');

export const setPaymentPasswordPayloadSchema = z
  .object({
    /** the login password proves it is the owner */
    loginPassword: z.string().min(1, 'Input cannot be empty').max(128),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string().max(64),
    /** required when the player holds a second factor: which one, and its code */
    factor: z.enum(paymentPasswordFactors).optional(),
    factorCode: z.string().trim().max(16).optional(),
  })
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, {
    path: ['confirmPaymentPassword'],
    message: 'Passwords do not match',
  });

export const realNameMax = 60;

/** A person's name as on an ID: letters (any script) and the marks names use, no digits. */
export const realNameSchema = plainText(realNameMax)
  .pipe(z.string().min(2, 'must be at least 2 characters'))
  .refine(
    (value) => /^\p{L}[\p{L}\p{M} .'’·-]*$/u.test(value),
    'must be letters as on your ID (spaces, dots, hyphens and apostrophes allowed)',
  );

export const setRealNamePayloadSchema = z.object({
  realName: realNameSchema,
  /** the login password proves the owner is at the keyboard */
  loginPassword: z.string().min(1, 'Input cannot be empty').max(128),
});

export const setRealName = defineRoute({
  method: 'POST',
  path: '/wps/member/info/realName',
  audience: 'player',
  summary:
    "Records the player's real name, once (encrypted body: realName, loginPassword); customer service corrects a wrong one",
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const setPaymentPassword = defineRoute({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  audience: 'player',
  summary:
    'Set or change the payment password (encrypted body: loginPassword, paymentPassword, confirm, and ' +
    'factor + factorCode when the player holds a second factor); a change pauses withdrawals for the cooling-off hours',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const memberRoutes = [
  register,
  registerByMobile,
  getMemberInfo,
  updateMemberLanguage,
  getMemberIcon,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByPhone,
  resetPasswordByLink,
  checkAffiliate,
  setPaymentPassword,
  sendPaymentPasswordCode,
  setRealName,
] as const;

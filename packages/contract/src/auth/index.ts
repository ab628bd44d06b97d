import { z } from 'zod';
import { defineRoute } from '../route.ts';

const tags = ['auth'];

/**
 * Encrypted calls (ARCHITECTURE §8): the JSON payload is sealed with a fresh AES-256-GCM key,
 * and that key is wrapped with the server's RSA-OAEP (SHA-256) public key.
 * `data` is base64 of ciphertext followed by the 16-byte tag; `keyId:ts` is the additional data.
 */
export const encryptedBodySchema = z.object({
  keyId: z.string().max(64),
  /** sealing time in ms; bound to the ciphertext as GCM additional data, so it cannot be altered */
  ts: z.number().int().positive(),
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(32),
  data: z.string().min(1).max(65_536),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const getPublicKey = defineRoute({
  method: 'GET',
  path: '/wps/session/key',
  audience: 'public',
  summary: 'The RSA-OAEP public key (base64 SPKI DER) that wraps the body key of encrypted calls',
  tags,
  response: z.object({
    keyId: z.string(),
    publicKey: z.string(),
    algorithm: z.literal('RSA-OAEP-256/A256GCM'),
  }),
});

const trimmed = (max: number) => z.string().trim().max(max);

export const loginPayloadSchema = z
  .object({
    type: z.enum(['password', 'sms', 'social']).default('password'),
    side: z.enum(['member', 'agent']).default('member'),
    username: trimmed(64).optional(),
    password: z.string().max(128).optional(),
    mobileNum: trimmed(20).optional(),
    smsCode: trimmed(8).optional(),
    captchaId: z.string().max(64).optional(),
    captcha: trimmed(8).optional(),
    /** social login: the provider's name and the identity token it issued */
    provider: trimmed(32).optional(),
    idToken: z.string().max(4096).optional(),
  })
  .superRefine((value, context) => {
    const need = {
      password: ['username', 'password'] as const,
      sms: ['mobileNum', 'smsCode'] as const,
      social: ['provider', 'idToken'] as const,
    }[value.type];
    for (const field of need) {
      if (!value[field])
        context.addIssue({ code: 'custom', path: [field], message: 'Input cannot be empty' });
    }
  });
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** the client must open the forced change-password modal */
  forceChange: z.boolean(),
  type: z.number().int(),
  isAgent: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const secondFactorMethods = ['SMS', 'EMAIL', 'TOTP', 'REALNAME'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

export const login = defineRoute({
  method: 'POST',
  path: '/wps/session/login',
  audience: 'public',
  summary:
    'Log in (encrypted body). Failures: AUTH_BAD_CREDENTIALS (value.captcha once required), ' +
    'AUTH_SECOND_FACTOR_REQUIRED (value.challengeId, methods) from a new IP, AUTH_WRONG_SIDE',
  tags,
  body: encryptedBodySchema,
  response: loginValueSchema,
});

export const sendSecondFactorCode = defineRoute({
  method: 'POST',
  path: '/wps/session/login/challenge/code',
  audience: 'public',
  summary: 'Send the code of a second-factor challenge by SMS or email',
  tags,
  body: z.object({ challengeId: z.string().max(64), method: z.enum(['SMS', 'EMAIL']) }),
  response: z.object({ expiredMinutes: z.number().int(), destination: z.string() }),
});

export const verifySecondFactor = defineRoute({
  method: 'POST',
  path: '/wps/session/login/challenge/verify',
  audience: 'public',
  summary: 'Answer a second-factor challenge; on success the login completes and a token is issued',
  tags,
  body: z.object({
    challengeId: z.string().max(64),
    method: z.enum(secondFactorMethods),
    code: z.string().trim().min(1).max(64),
  }),
  response: loginValueSchema,
});

export const freePlay = defineRoute({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  audience: 'public',
  summary: 'Create a trial account (type 4) with demo credit and log it in (FREEPLAY3)',
  tags,
  body: z.object({
    os: z.string().max(32).default('web'),
    platform: z.string().max(4).default('W'),
    gateway: z.coerce.number().int().default(3),
    /** the browser's own device id: trial accounts are capped per device and per IP each day */
    random: z.string().trim().max(128).optional(),
  }),
  response: loginValueSchema,
});

export const logout = defineRoute({
  method: 'DELETE',
  path: '/wps/session/logout',
  audience: 'player',
  summary: 'Revoke the current session token',
  tags,
  response: z.null(),
});

export const captchaValueSchema = z.object({ captchaId: z.string(), image: z.string() });
export const getCaptcha = defineRoute({
  method: 'GET',
  path: '/wps/captcha',
  audience: 'public',
  summary: 'A new captcha: base64 PNG data URL and its id (single use, expires in 5 minutes, at most 1/s)',
  tags,
  response: captchaValueSchema,
});

export const sendLoginSms = defineRoute({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  audience: 'public',
  summary: 'Send a login (or password reset) code by SMS; resend after 60 s',
  tags,
  body: z.object({
    mobileNum: z
      .string()
      .trim()
      .regex(/^\+?\d{6,15}$/, 'Invalid phone number'),
    /** not in the spec's call: without it the code serves SMS login and password reset alike */
    purpose: z.enum(['login', 'reset']).optional(),
  }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const sendRegisterSms = defineRoute({
  method: 'POST',
  path: '/wps/verification/sms/register',
  audience: 'public',
  summary: 'Send a registration code by SMS; resend after 60 s',
  tags,
  body: z.object({
    mobileNo: z
      .string()
      .trim()
      .regex(/^\+?\d{6,15}$/, 'Invalid phone number'),
  }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const authRoutes = [
  getPublicKey,
  login,
  sendSecondFactorCode,
  verifySecondFactor,
  freePlay,
  logout,
  getCaptcha,
  sendLoginSms,
  sendRegisterSms,
] as const;

import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { featureFlags } from '../flags.ts';
import { languageCodes } from '../languages.ts';
import { moneyString, positiveMoneyString } from '../money.ts';
import { defineRoute } from '../route.ts';
import { registerFieldNames, registerFieldSchema } from '../system/index.ts';
import { idempotencyKeySchema } from '../wallet/index.ts';
import { operatorRoles } from './permissions.ts';

const tags = ['admin'];

const roleSchema = z.enum(operatorRoles);

export const adminLoginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  /** required once this account or address has a recent failure (the refusal carries a new captcha) */
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(8).optional(),
});

const signedInSchema = z.object({
  step: z.literal('signedIn'),
  token: z.string(),
  role: roleSchema,
  username: z.string(),
  /** an owner gave this password: only the operator's own account opens until they choose another */
  passwordChangeDue: z.boolean(),
});

/**
 * A right password either signs in, or asks for the authenticator code (`totp`), or, for a role
 * that moves money without an authenticator yet, for enrolment (`enrol`). `challengeId` carries
 * the sign-in to that step (10 minutes, 5 tries).
 */
export const adminLoginValueSchema = z.discriminatedUnion('step', [
  signedInSchema,
  z.object({ step: z.literal('totp'), challengeId: z.string(), username: z.string() }),
  z.object({ step: z.literal('enrol'), challengeId: z.string(), username: z.string() }),
]);
export type AdminLoginValue = z.infer<typeof adminLoginValueSchema>;

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/wps/admin/session/login',
  audience: 'public',
  summary:
    'Back-office sign-in (encrypted body: username, password, captcha after a failure). Failures carry ' +
    'value.captcha/captchaId; 5 wrong answers in 15 minutes lock the account for 15 minutes (value.lockedUntil)',
  tags,
  body: encryptedBodySchema,
  response: adminLoginValueSchema,
});

const challengeIdSchema = z.string().trim().min(1, 'Input cannot be empty').max(128);
/** a 6-digit authenticator code, or one of the recovery codes */
const operatorCodeSchema = z
  .string()
  .trim()
  .min(6, 'must be a 6-digit code or a recovery code')
  .max(32)
  .regex(/^[A-Za-z0-9 -]+$/, 'must be a 6-digit code or a recovery code');

export const adminVerifyTotp = defineRoute({
  method: 'POST',
  path: '/wps/admin/session/totp',
  audience: 'public',
  summary: 'Second step of a back-office sign-in: the authenticator code, or a single-use recovery code',
  tags,
  body: z.object({ challengeId: challengeIdSchema, code: operatorCodeSchema }),
  response: signedInSchema,
});

export const totpEnrolmentSchema = z.object({
  /** base32, for typing into an authenticator by hand; shown only until enrolment is confirmed */
  secret: z.string(),
  /** otpauth:// URI, drawn as a QR code */
  otpauthUri: z.string(),
});

export const adminStartEnrolment = defineRoute({
  method: 'POST',
  path: '/wps/admin/session/enrol',
  audience: 'public',
  summary: 'During a sign-in that needs enrolment: a new authenticator secret (replaces any unconfirmed one)',
  tags,
  body: z.object({ challengeId: challengeIdSchema }),
  response: totpEnrolmentSchema,
});

const recoveryCodesSchema = z.object({
  /** 10 single-use codes, shown this once; only their hashes are kept */
  recoveryCodes: z.array(z.string()),
});

export const adminConfirmEnrolment = defineRoute({
  method: 'POST',
  path: '/wps/admin/session/enrol/confirm',
  audience: 'public',
  summary: 'Confirms the authenticator with its first code, signs in and returns the recovery codes',
  tags,
  body: z.object({
    challengeId: challengeIdSchema,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits'),
  }),
  response: signedInSchema.extend(recoveryCodesSchema.shape),
});

export const startTotpEnrolment = defineRoute({
  method: 'POST',
  path: '/wps/admin/totp/enrol',
  audience: 'admin',
  summary: 'A signed-in operator without an authenticator starts enrolment (any role may opt in)',
  tags,
  response: totpEnrolmentSchema,
});

export const confirmTotpEnrolment = defineRoute({
  method: 'POST',
  path: '/wps/admin/totp/confirm',
  audience: 'admin',
  summary: 'Confirms the authenticator with its first code; from then on every sign-in asks for a code',
  tags,
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits'),
  }),
  response: recoveryCodesSchema,
});

export const operatorSettingsSchema = z.object({
  /** owners and cashiers must sign in with an authenticator */
  totpRequired: z.boolean(),
  /** the largest single balance adjustment */
  adjustMax: positiveMoneyString,
  /** adjustments above this wait for a second operator */
  adjustApprovalAbove: positiveMoneyString,
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;

export const getOperatorSettings = defineRoute({
  method: 'GET',
  path: '/wps/admin/security/settings',
  audience: 'admin',
  summary: "The merchant's operator security: authenticator requirement and adjustment limits (owners)",
  tags,
  response: operatorSettingsSchema,
});

export const saveOperatorSettings = defineRoute({
  method: 'PUT',
  path: '/wps/admin/security/settings',
  audience: 'admin',
  summary: "Changes the merchant's operator security (owners; audited)",
  tags,
  body: operatorSettingsSchema,
  response: operatorSettingsSchema,
});

const languageCodeSchema = z.enum(languageCodes, { error: 'must be a registered language code' });

/** The merchant's own settings an owner may change from the back office. */
const merchantSettingsFields = z.object({
  /** IANA zone of the merchant's calendar: days, weeks and months of every count, report and settlement */
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be an IANA time zone such as Asia/Shanghai'),
  /** the interface languages the site offers, in the picker's order; codes without a catalogue read English */
  languages: z
    .array(languageCodeSchema)
    .min(1, 'must offer at least one language')
    .max(languageCodes.length)
    .refine((codes) => new Set(codes).size === codes.length, 'must name each language once'),
  /** the language a visitor starts in until they choose one; one of `languages` */
  defaultLanguage: languageCodeSchema,
});

export const merchantSettingsSchema = merchantSettingsFields.refine(
  (settings) => settings.languages.includes(settings.defaultLanguage),
  { path: ['defaultLanguage'], message: 'must be one of the offered languages' },
);
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

const merchantSettingsAnswer = merchantSettingsFields.extend({ code: z.string(), currency: z.string() });

export const getMerchantSettings = defineRoute({
  method: 'GET',
  path: '/wps/admin/merchant/settings',
  audience: 'admin',
  summary: "The merchant's calendar time zone and offered languages, with its code and currency (owners)",
  tags,
  response: merchantSettingsAnswer,
});

export const saveMerchantSettings = defineRoute({
  method: 'PUT',
  path: '/wps/admin/merchant/settings',
  audience: 'admin',
  summary:
    "Changes the merchant's calendar time zone and offered languages (owners; audited; periods already settled stay as they were)",
  tags,
  body: merchantSettingsSchema,
  response: merchantSettingsAnswer,
});

/**
 * The site's maintenance switch: on, players see the maintenance page (spec §4) and every call but
 * the system ones answers the maintenance refusal; the back office stays open.
 */
export const siteMaintenanceSchema = z.object({
  maintenance: z.boolean(),
  /** shown to players on the maintenance page, as plain text; empty: the page's own words */
  message: z.string().trim().max(500),
});
export type SiteMaintenance = z.infer<typeof siteMaintenanceSchema>;

export const getSiteMaintenance = defineRoute({
  method: 'GET',
  path: '/wps/admin/merchant/maintenance',
  audience: 'admin',
  summary: "Whether the site is in maintenance, and the players' message (owners)",
  tags,
  response: siteMaintenanceSchema,
});

export const saveSiteMaintenance = defineRoute({
  method: 'PUT',
  path: '/wps/admin/merchant/maintenance',
  audience: 'admin',
  summary: 'Puts the site in maintenance or opens it again, with the message players read (owners; audited)',
  tags,
  body: siteMaintenanceSchema,
  response: siteMaintenanceSchema,
});

export const adminLogout = defineRoute({
  method: 'DELETE',
  path: '/wps/admin/session/logout',
  audience: 'admin',
  summary: 'End the back-office session',
  tags,
  response: z.null(),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const listOutbox = defineRoute({
  method: 'GET',
  path: '/wps/admin/outbox',
  audience: 'admin',
  summary: "Messages the platform sent (SMS, email) for the admin's merchant, newest first",
  tags,
  query: z.object({
    destination: z.string().trim().max(128).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(outboxMessageSchema),
});

export const adjustmentStatuses = ['awaiting_approval', 'posted', 'rejected'] as const;

export const adjustBalance = defineRoute({
  method: 'POST',
  path: '/wps/admin/balance/adjust',
  audience: 'admin',
  summary:
    "Credit or debit a member's main wallet against the house, with a reason (owners and cashiers; audited). " +
    "Refused above the merchant's limit (AMOUNT_OUT_OF_RANGE); above the approval threshold it waits for a second operator",
  tags,
  body: z.object({
    memberId: z.number().int().positive(),
    direction: z.enum(['credit', 'debit']),
    amount: positiveMoneyString,
    reason: z.string().trim().min(5, 'must be at least 5 characters').max(200),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({
    /**
     * posted: the ledger moved the money; awaiting_approval: nothing moved yet, another operator
     * decides; rejected: only on a replay of a request another operator has since rejected
     */
    status: z.enum(['posted', 'awaiting_approval', 'rejected']),
    /** the pending adjustment, when it awaits approval */
    adjustmentId: z.number().int().nullable(),
    /** the member's main balance now */
    balance: moneyString,
    replayed: z.boolean(),
  }),
});

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: moneyString,
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const listAdjustments = defineRoute({
  method: 'GET',
  path: '/wps/admin/balance/adjustments',
  audience: 'admin',
  summary: 'Balance adjustments that needed a second operator, newest first (owners and cashiers)',
  tags,
  query: z.object({
    status: z.enum(adjustmentStatuses).default('awaiting_approval'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(adjustmentSchema),
});

export const decideAdjustment = defineRoute({
  method: 'POST',
  path: '/wps/admin/balance/adjustments/decide',
  audience: 'admin',
  summary:
    'A second operator (not the requester) approves, which posts once, or rejects a pending adjustment; ' +
    'repeating the same decision replays it',
  tags,
  body: z.object({
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
  }),
  response: adjustmentSchema.extend({ balance: moneyString, replayed: z.boolean() }),
});

/** What the back office edits of registration: every register field's rule and the feature flags on or off. */
export const registerSettingsAdminSchema = z.object({
  fields: z.record(
    z.enum(registerFieldNames),
    registerFieldSchema.extend({
      acceptedPattern: z.string().max(200),
      minLength: z.number().int().min(0).max(256),
      maxLength: z.number().int().min(1).max(256),
    }),
  ),
  flags: z.record(z.enum(featureFlags), z.boolean()),
});
export type RegisterSettingsAdmin = z.infer<typeof registerSettingsAdminSchema>;

export const getRegisterSettingsAdmin = defineRoute({
  method: 'GET',
  path: '/wps/admin/register/settings',
  audience: 'admin',
  summary: "The merchant's register fields (shown, required, pattern, lengths) and feature flags (owners)",
  tags,
  response: registerSettingsAdminSchema,
});

export const saveRegisterSettingsAdmin = defineRoute({
  method: 'PUT',
  path: '/wps/admin/register/settings',
  audience: 'admin',
  summary:
    'Changes the register fields and feature flags (owners; audited before/after); the site follows at once, other instances within 5 s',
  tags,
  body: registerSettingsAdminSchema,
  response: registerSettingsAdminSchema,
});

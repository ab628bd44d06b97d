import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { defineRoute } from '../route.ts';
import { auditActionGroups } from './audit.ts';
import { operatorRoles } from './permissions.ts';

const tags = ['admin'];

/** The signed-in operator's own account: who they are and how their sign-in is protected. */
export const operatorAccountSchema = z.object({
  username: z.string(),
  role: z.enum(operatorRoles),
  passwordChangeDue: z.boolean(),
  /** when the authenticator was confirmed; null: none */
  totpEnabledAt: z.string().nullable(),
  /** unused recovery codes left (each signs in once without the authenticator) */
  recoveryCodesLeft: z.number().int(),
  /** this merchant requires an authenticator of this operator's role */
  totpRequired: z.boolean(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const getOperatorAccount = defineRoute({
  method: 'GET',
  path: '/wps/admin/account',
  audience: 'admin',
  summary: "The signed-in operator's own account: role, authenticator and recovery codes left",
  tags,
  response: operatorAccountSchema,
});

/**
 * An operator's password: 8 to 128 characters with a letter and a digit (docs/operator-password.md).
 * Checked in the browser before sending and again by the server inside the sealed body.
 */
export const operatorPasswordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128)
  .regex(/\p{L}/u, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

/** Whether a password holds the operator's name, in any case: the operator password rule refuses it. */
export const passwordHoldsName = (password: string, username: string) =>
  username.length > 0 && password.toLowerCase().includes(username.toLowerCase());

export const operatorPasswordPayloadSchema = z
  .object({
    currentPassword: z.string().min(1, 'Input cannot be empty').max(128),
    newPassword: operatorPasswordSchema,
    confirmNewPassword: z.string().max(128),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'Passwords do not match',
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'must differ from the current password',
  });

export const changeOperatorPassword = defineRoute({
  method: 'POST',
  path: '/wps/admin/account/password',
  audience: 'admin',
  summary:
    "The signed-in operator changes their own password (encrypted body: currentPassword, newPassword, confirmNewPassword). A wrong current password counts toward the sign-in lock-out; the operator's other sessions end",
  tags,
  body: encryptedBodySchema,
  response: z.object({ endedSessions: z.number().int() }),
});

type OwnActivityAction =
  | Exclude<(typeof auditActionGroups.operatorAccess)[number], 'admin_login_challenge'>
  | (typeof auditActionGroups.operatorAccounts)[number];

/**
 * What happens to an operator's account that they are shown: their sign-ins (the challenge step of
 * a two-step sign-in left out, or each would show twice), lock-outs and own changes, and owners' changes.
 */
export const ownActivityActions: [OwnActivityAction, ...OwnActivityAction[]] = [
  ...auditActionGroups.operatorAccounts,
  ...auditActionGroups.operatorAccess.filter(
    (action): action is Exclude<typeof action, 'admin_login_challenge'> => action !== 'admin_login_challenge',
  ),
];

export const ownActivityRowSchema = z.object({
  id: z.number().int(),
  action: z.enum(ownActivityActions),
  success: z.boolean(),
  ip: z.string(),
  createdAt: z.string(),
  /** the owner who changed the account; null for the operator's own sign-ins and changes */
  by: z.string().nullable(),
  /** the role an account was opened with, or changed to */
  role: z.enum(operatorRoles).nullable(),
});
export type OwnActivityRow = z.infer<typeof ownActivityRowSchema>;

export const getOwnActivity = defineRoute({
  method: 'GET',
  path: '/wps/admin/account/activity',
  audience: 'admin',
  summary:
    "The signed-in operator's recent account activity on this site, newest first: sign-ins (and failed ones), " +
    'their own password and authenticator changes, and what owners changed on their account',
  tags,
  response: z.array(ownActivityRowSchema),
});

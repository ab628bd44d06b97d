import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { serialId } from '../ids.ts';
import { defineRoute } from '../route.ts';
import { operatorPasswordSchema, passwordHoldsName } from './own-account.ts';
import { operatorRoles } from './permissions.ts';

const tags = ['admin'];

/** An operator's name: 4 to 32 letters, digits or _, starting with a letter; unique in any case. */
export const operatorUsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be 4 to 32 letters, digits or _, starting with a letter');

/** One of the merchant's operators, as the owner's Operators tab lists them. */
export const operatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  /** disabled: no sign-in, no session, until an owner enables it again */
  status: z.enum(['active', 'disabled']),
  /** set while too many wrong passwords or codes keep it locked */
  lockedUntil: z.string().nullable(),
  totpEnabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  /** the password is one an owner gave, not yet replaced by the operator */
  passwordChangeDue: z.boolean(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

export const listOperators = defineRoute({
  method: 'GET',
  path: '/wps/admin/operators',
  audience: 'admin',
  summary: "The merchant's operators: role, status, lock-out, authenticator and last sign-in (owners)",
  tags,
  response: z.array(operatorRowSchema),
});

/** A new operator: name, role and a first password typed twice, not containing the name. */
export const newOperatorPayloadSchema = z
  .object({
    username: operatorUsernameSchema,
    role: z.enum(operatorRoles),
    password: operatorPasswordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((value) => !passwordHoldsName(value.password, value.username), {
    path: ['password'],
    message: "must not contain the operator's username",
  });

export const createOperator = defineRoute({
  method: 'POST',
  path: '/wps/admin/operators/create',
  audience: 'admin',
  summary:
    'An owner opens an operator account for the merchant (encrypted body: username, role, password, confirmPassword); audited',
  tags,
  body: encryptedBodySchema,
  response: operatorRowSchema,
});

/**
 * What an owner does to another operator's account. Every change but `enable` and `unlock` ends the
 * operator's sessions: they sign in again under the new rules (a new role may need an authenticator).
 */
export const operatorActionSchema = z.discriminatedUnion('action', [
  z.object({ id: serialId(), action: z.literal('role'), role: z.enum(operatorRoles) }),
  z.object({ id: serialId(), action: z.literal('disable') }),
  z.object({ id: serialId(), action: z.literal('enable') }),
  z.object({ id: serialId(), action: z.literal('unlock') }),
  z.object({ id: serialId(), action: z.literal('resetAuthenticator') }),
]);
export type OperatorAction = z.infer<typeof operatorActionSchema>;

export const changeOperator = defineRoute({
  method: 'POST',
  path: '/wps/admin/operators/change',
  audience: 'admin',
  summary:
    "An owner changes another operator's role, disables or enables the account, lifts a lock-out or resets the authenticator; audited",
  tags,
  body: operatorActionSchema,
  response: operatorRowSchema,
});

/** The owner gives a new password; the operator's name is the server's to know, so it is checked there. */
export const operatorNewPasswordPayloadSchema = z
  .object({ id: serialId(), password: operatorPasswordSchema, confirmPassword: z.string().max(128) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const resetOperatorPassword = defineRoute({
  method: 'POST',
  path: '/wps/admin/operators/password',
  audience: 'admin',
  summary:
    "An owner gives another operator a new password (encrypted body: id, password, confirmPassword); the operator's sessions end; audited",
  tags,
  body: encryptedBodySchema,
  response: operatorRowSchema,
});

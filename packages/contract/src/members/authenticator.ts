import { z } from 'zod';
import { totpEnrolmentSchema } from '../admin/index.ts';
import { encryptedBodySchema } from '../auth/index.ts';
import { defineRoute } from '../route.ts';
import { paymentPasswordFactors } from './index.ts';

const tags = ['members'];

/** The proofs a change of a second factor asks for (docs/player-authenticator.md). */
const ownerProof = {
  /** the login password proves the owner is at the keyboard */
  loginPassword: z.string().min(1, 'Input cannot be empty').max(128),
  /** a code from a factor the player holds: required when one is held */
  factor: z.enum(paymentPasswordFactors).optional(),
  factorCode: z.string().trim().max(16).optional(),
};

export const startAuthenticator = defineRoute({
  method: 'POST',
  path: '/wps/member/authenticator/start',
  audience: 'player',
  summary:
    'A new authenticator secret for a player without one (replaces any unconfirmed one); the secret is shown only now',
  tags,
  response: totpEnrolmentSchema,
});

export const confirmAuthenticatorPayloadSchema = z.object({
  /** the first code of the new authenticator: it proves the app holds the secret */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
  ...ownerProof,
});

export const confirmAuthenticator = defineRoute({
  method: 'POST',
  path: '/wps/member/authenticator/confirm',
  audience: 'player',
  summary:
    'Turns the authenticator on with its first code (encrypted body: code, loginPassword, and factor + factorCode when one is held)',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

export const removeAuthenticatorPayloadSchema = z.object(ownerProof);

export const removeAuthenticator = defineRoute({
  method: 'POST',
  path: '/wps/member/authenticator/remove',
  audience: 'player',
  summary:
    'Turns the authenticator off (encrypted body: loginPassword, factor + factorCode); pauses withdrawals for the cooling-off hours',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

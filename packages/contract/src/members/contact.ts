import { z } from 'zod';
import { encryptedBodySchema } from '../auth/index.ts';
import { defineRoute } from '../route.ts';
import { paymentPasswordFactors } from './index.ts';

const tags = ['members'];

/** Where codes and notices reach a player: a mobile (SMS) or a mailbox. */
export const contactChannels = ['sms', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** A mobile as registration and phone login take it: digits, an optional leading +. */
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/, 'Invalid phone number');

export const emailAddressSchema = z.string().trim().toLowerCase().email('Invalid email address').max(128);

/** A new mobile or email, checked by its channel's rule. */
export const contactDestinationSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('sms'), destination: mobileNumberSchema }),
  z.object({ channel: z.literal('email'), destination: emailAddressSchema }),
]);
export type ContactTarget = z.input<typeof contactDestinationSchema>;

export const sendContactCode = defineRoute({
  method: 'POST',
  path: '/wps/member/info/contact/code',
  audience: 'player',
  summary: 'Send a code to a mobile (SMS) or email the player wants to bind; the code proves they hold it',
  tags,
  body: contactDestinationSchema,
  response: z.object({ expiredMinutes: z.number().int(), destination: z.string() }),
});

const contactProof = z.object({
  /** the code sent to the new mobile or email */
  code: z.string().trim().min(4, 'Input cannot be empty').max(8),
  /** the login password proves the owner is at the keyboard */
  loginPassword: z.string().min(1, 'Input cannot be empty').max(128),
  /** replacing a bound one: a code from a factor the player already holds */
  factor: z.enum(paymentPasswordFactors).optional(),
  factorCode: z.string().trim().max(16).optional(),
});

export const setContactPayloadSchema = z.intersection(contactDestinationSchema, contactProof);
export type SetContactPayload = z.input<typeof setContactPayloadSchema>;

export const setContact = defineRoute({
  method: 'POST',
  path: '/wps/member/info/contact',
  audience: 'player',
  summary:
    'Bind or replace the mobile or email (encrypted body: channel, destination, code, loginPassword, and ' +
    'factor + factorCode when replacing one); a replacement pauses withdrawals for the cooling-off hours',
  tags,
  body: encryptedBodySchema,
  response: z.null(),
});

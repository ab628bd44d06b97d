import { z } from 'zod';
import { defineRoute } from '../route.ts';

const tags = ['members'];

/** How many of the latest friends the invite page lists; the count covers all of them. */
export const referralRecentMax = 20;

export const referralSchema = z.object({
  /** the code registrations join with (spec §3 referralCode); null until the account has one */
  code: z.string().nullable(),
  /** agents invite: a registration with their code joins their team. A player's account does not. */
  canInvite: z.boolean(),
  /** every account that joined with the code */
  invitedCount: z.number().int(),
  /** the latest of them, newest first */
  recent: z.array(z.object({ account: z.string(), regDate: z.string() })).max(referralRecentMax),
});
export type Referral = z.infer<typeof referralSchema>;

export const getReferral = defineRoute({
  method: 'GET',
  path: '/wps/member/referral',
  audience: 'player',
  summary:
    "Invite friends: the account's invitation code and the friends who joined with it (agents only invite; REFERRAL3 must be on)",
  tags,
  response: referralSchema,
});

export const createReferralCode = defineRoute({
  method: 'POST',
  path: '/wps/member/referral/code',
  audience: 'player',
  summary: 'An agent without an invitation code gets one (once; the same one after)',
  tags,
  response: referralSchema,
});

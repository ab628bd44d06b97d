import { z } from 'zod';
import { textLength } from '../content/paths-feedback.ts';
import { realNameSchema } from '../members/index.ts';
import { moneyString } from '../money.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import { pageOf, periodPageQuery, transactionKinds, transactionRowSchema } from '../wallet/index.ts';

const tags = ['admin'];

export const memberStatuses = ['active', 'locked'] as const;

/** The kinds of account the list narrows to: players (type 0), agents (1, 2, 41, 42), free-play guests (4). */
export const memberKinds = ['member', 'agent', 'trial'] as const;
export type MemberKind = (typeof memberKinds)[number];

/** A player or agent account as the back office's Members tab lists it. */
export const memberListRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** 0 member, 1/2/41/42 agents, 4 trial (spec §4) */
  type: z.number().int(),
  /** locked: an operator closed the account; no sign-in, no session, until one opens it again */
  status: z.enum(memberStatuses),
  /** the main wallet */
  balance: moneyString,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberListRow = z.infer<typeof memberListRowSchema>;

const memberId = z.number().int().positive();

export const listMembers = defineRoute({
  method: 'GET',
  path: '/wps/admin/members',
  audience: 'admin',
  summary:
    "The merchant's players and agents, newest first: `search` matches the start of a username (any case), " +
    'a whole mobile number or an id; `status` and `kind` (member, agent, trial) narrow it; `before` (an id) pages to older accounts',
  tags,
  query: z.object({
    search: z.string().trim().max(64).optional(),
    status: z.enum(memberStatuses).optional(),
    kind: z.enum(memberKinds).optional(),
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.array(memberListRowSchema),
});

/**
 * One account in full, for the operator who answers a player or looks into one. Contact details
 * are masked: enough to check what a caller says, not enough to copy them out.
 */
export const memberDetailSchema = memberListRowSchema.extend({
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** the upline agent's username */
  upline: z.string().nullable(),
  clubLabel: z.string(),
  language: z.string().nullable(),
  registerIp: z.string().nullable(),
  /** wrong passwords or codes in the last 15 minutes, since an operator last cleared them */
  loginFailures: z.number().int(),
  /** as many failures as lock the account's sign-in (until they age out, or an operator clears them) */
  loginLocked: z.boolean(),
  /** sessions neither ended nor past their end */
  openSessions: z.number().int(),
  /** withdrawals wait until then after a security change */
  withdrawalHoldUntil: z.string().nullable(),
  /** the player must choose a new password at the next sign-in */
  mustChangePassword: z.boolean(),
  /** the name on the player's ID, whole: operators compare it with ID documents and bank accounts */
  realName: z.string().nullable(),
  /** an authenticator app is on (a second factor) */
  hasAuthenticator: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const getMemberDetail = defineRoute({
  method: 'GET',
  path: '/wps/admin/members/detail',
  audience: 'admin',
  summary: 'One player or agent: profile (contacts masked), balance, sign-in lock-out, open sessions',
  tags,
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: memberDetailSchema,
});

/** Why an operator locks or opens an account: kept in the audit log. */
const reason = plainText(200).pipe(z.string().min(5, 'must be at least 5 characters'));

/**
 * What an operator does to an account. Locking ends every session at once; clearing the failures
 * lifts a sign-in lock-out (the player typed wrong passwords, then proved who they are by phone).
 */
export const memberActionSchema = z.discriminatedUnion('action', [
  z.object({ id: memberId, action: z.literal('lock'), reason }),
  z.object({ id: memberId, action: z.literal('unlock'), reason }),
  z.object({ id: memberId, action: z.literal('clearLoginFailures') }),
  z.object({ id: memberId, action: z.literal('endSessions') }),
  /** records or corrects the real name after the operator checked the player's ID */
  z.object({ id: memberId, action: z.literal('setRealName'), realName: realNameSchema, reason }),
  /**
   * for a player who lost the phone or number and proved who they are: turns the authenticator off,
   * or removes the bound mobile or email; each pauses withdrawals, as the player's own change does
   */
  z.object({ id: memberId, action: z.literal('removeAuthenticator'), reason }),
  z.object({ id: memberId, action: z.literal('clearContact'), channel: z.enum(['sms', 'email']), reason }),
]);
export type MemberAction = z.infer<typeof memberActionSchema>;

export const changeMember = defineRoute({
  method: 'POST',
  path: '/wps/admin/members/change',
  audience: 'admin',
  summary:
    'Lock or open an account (with a reason), lift its sign-in lock-out, or end its sessions (owners and support); ' +
    'audited; asking for the state the account is already in changes nothing',
  tags,
  body: memberActionSchema,
  response: memberDetailSchema,
});

/** An operator's note on an account: what was said or checked, for the next operator who opens it. */
export const memberNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** the operator who wrote it (null: the operator account is gone) */
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** how many of an account's notes the back office shows, newest first */
export const memberNotesShown = 100;
/** the longest note, in characters */
export const memberNoteMax = 500;

export const listMemberNotes = defineRoute({
  method: 'GET',
  path: '/wps/admin/members/notes',
  audience: 'admin',
  summary: `Operators' notes on one account, newest first (the last ${memberNotesShown})`,
  tags,
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: z.array(memberNoteSchema),
});

export const addMemberNote = defineRoute({
  method: 'POST',
  path: '/wps/admin/members/notes',
  audience: 'admin',
  summary:
    'Add a note to an account (every operator role; audited). Notes are kept as written: none is changed or removed',
  tags,
  body: z.object({
    memberId,
    // counted as a person counts (code points), as the back office's box counts it
    body: plainText(memberNoteMax * 2).pipe(
      z
        .string()
        .min(1, 'Input cannot be empty')
        .refine((value) => textLength(value) <= memberNoteMax, `must be at most ${memberNoteMax} characters`),
    ),
  }),
  response: memberNoteSchema,
});

export const memberStatement = defineRoute({
  method: 'GET',
  path: '/wps/admin/members/statement',
  audience: 'admin',
  summary:
    "One player's account record, as the player sees it: every posting on their wallets, newest first, " +
    'by period (1, 7 or 30 days on the site clock) and kind, paged',
  tags,
  query: periodPageQuery.extend({
    id: z.coerce.number().int().positive(),
    kind: z.enum(transactionKinds).optional(),
  }),
  response: pageOf(transactionRowSchema),
});

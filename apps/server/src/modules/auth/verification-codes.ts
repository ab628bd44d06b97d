import { randomInt } from 'node:crypto';
import type { LanguageCode } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Messenger } from '../../lib/messaging.ts';
import { sha256 } from '../../lib/tokens.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { messageText } from './messages.ts';
import {
  type CodeKey,
  claimCodeAttempt,
  consumeCode,
  countCodesFromIp,
  insertCode,
  latestCode,
} from './store.ts';

export const codeLifetimeMinutes = 5;
export const resendAfterSeconds = 60;
const maxAttempts = 5;
const maxCodesPerIpPerHour = 20;

const codeHash = (key: CodeKey, code: string) =>
  sha256(`${key.channel}:${key.destination}:${key.purpose}:${code}`);

export interface SendCodeInput {
  merchant: MerchantContext;
  channel: 'sms' | 'email';
  destination: string;
  purpose: CodeKey['purpose'];
  ip: string;
  language: LanguageCode;
  /** the signed-in account asking, when there is one: its audit row names it */
  memberId?: number;
  /**
   * What reaches the destination: the code (the default); nothing (a number with no account asking
   * to log in); or, to a number that already has an account and asks to register, a note saying so
   * in place of the code. A code is recorded either way, the caller answers exactly as when the code
   * was sent, and the resend and per-IP limits apply the same, so the answer does not tell who is
   * registered.
   */
  deliver?: 'code' | 'nothing' | 'registered-note';
}

/** Sends a 6-digit single-use code; one per destination per 60 s, at most 20 an hour per IP. */
export const sendCode = async (db: Db, messenger: Messenger, input: SendCodeInput, now = new Date()) => {
  const key: CodeKey = {
    merchantId: input.merchant.id,
    channel: input.channel,
    destination: input.destination,
    purpose: input.purpose,
  };
  const previous = await latestCode(db, key);
  const waited = previous ? (now.getTime() - previous.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (waited < resendAfterSeconds) {
    throw new AppError('CODE_RESEND_TOO_SOON', 'A code was sent recently; please wait before asking again', {
      retryAfterSeconds: Math.ceil(resendAfterSeconds - waited),
    });
  }
  if ((await countCodesFromIp(db, input.ip, new Date(now.getTime() - 3_600_000))) >= maxCodesPerIpPerHour) {
    throw new AppError('RATE_LIMITED', 'Too many codes requested, please retry after 5 minutes');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(db, {
    ...key,
    codeHash: codeHash(key, code),
    requestIp: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + codeLifetimeMinutes * 60_000),
  });
  const deliver = input.deliver ?? 'code';
  if (deliver !== 'nothing') {
    const values = { brand: input.merchant.name, code, minutes: codeLifetimeMinutes };
    await messenger.send({
      merchantId: input.merchant.id,
      channel: input.channel,
      destination: input.destination,
      subject: input.channel === 'email' ? `${input.merchant.name} verification code` : undefined,
      ...(deliver === 'code'
        ? { body: messageText('code', input.language, values), secret: code }
        : { body: messageText('registered', input.language, values) }),
    });
  }
  await insertAudit(db, {
    merchantId: input.merchant.id,
    memberId: input.memberId ?? null,
    action: `code_sent:${input.purpose}`,
    success: deliver === 'code',
    ip: input.ip,
    detail: { channel: input.channel },
  });
  return { expiredMinutes: codeLifetimeMinutes };
};

/** Verifies against the newest code of any of `keys` (one destination, several purposes). */
export const verifyNewestCode = async (
  db: Db,
  keys: CodeKey[],
  code: string | undefined,
  check: CodeCheck = {},
) => {
  const latest = await Promise.all(keys.map((key) => latestCode(db, key)));
  let newest = 0;
  latest.forEach((row, index) => {
    if (row && row.id > (latest[newest]?.id ?? 0)) newest = index;
  });
  await verifyCode(db, keys[newest]!, code, check);
};

/** How a code is checked: `field` names the request's field in a refusal, for forms asking two codes. */
export interface CodeCheck {
  field?: string;
  now?: Date;
}

const invalidCode = (field?: string) =>
  new AppError(
    'CODE_INVALID',
    `${field ? `${field}: the` : 'The'} verification code is invalid or has expired, please request a new one`,
  );

/**
 * Checks a code against the latest of its destination without spending it: the id to spend once
 * every other proof of the request holds, so one wrong proof does not cost the player the others.
 * Every try counts; five wrong ones end the code.
 */
export const checkCode = async (
  db: Executor,
  key: CodeKey,
  code: string | undefined,
  { field, now = new Date() }: CodeCheck = {},
) => {
  const latest = await latestCode(db, key);
  if (!code || !latest || latest.consumedAt || latest.expiresAt <= now) throw invalidCode(field);
  // every try counts, before the code is compared: a right one is spent after anyway
  if (!(await claimCodeAttempt(db, latest.id, maxAttempts))) {
    throw new AppError('CODE_TOO_MANY_ATTEMPTS', 'Too many wrong codes, please request a new one');
  }
  if (latest.codeHash !== codeHash(key, code.trim())) throw invalidCode(field);
  return latest.id;
};

/** Spends a checked code; a request that spent it meanwhile wins. */
export const spendCode = async (db: Executor, id: number, { field, now = new Date() }: CodeCheck = {}) => {
  if (!(await consumeCode(db, id, now))) throw invalidCode(field);
};

/** Uses up the latest code of a destination when it matches; five wrong tries spend it. */
export const verifyCode = async (
  db: Executor,
  key: CodeKey,
  code: string | undefined,
  check: CodeCheck = {},
) => spendCode(db, await checkCode(db, key, code, check), check);

import { randomBytes, randomInt } from 'node:crypto';
import { type LoginPayload, sealPayload } from '@croupier/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { auditLog, members, merchants, outbox } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { issueCaptcha } from '../src/modules/auth/captcha.ts';

let ipCounter = 0;
/** A fresh client address per scenario, so failure counters of one test do not leak into another. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export const uniqueName = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}`;

/**
 * A random mobile number: `prefix` and seven digits, always eleven long, so it meets the demo's
 * 8–15 digit rule (an unpadded random number was once three digits short and failed a test).
 */
export const randomMobile = (prefix: string) => `${prefix}${String(randomInt(10_000_000)).padStart(7, '0')}`;

const demoMerchantIds = new WeakMap<Db, Promise<number>>();
/** The seeded demo merchant's id, read once per database. */
export const demoMerchantId = (db: Db) => {
  let id = demoMerchantIds.get(db);
  if (!id) {
    id = db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'DEMO'))
      .then((rows) => rows[0]!.id);
    demoMerchantIds.set(db, id);
  }
  return id;
};

/** Inserts an account directly (password hashed) for scenarios that need a known starting state. */
export const createAccount = async (
  db: Db,
  overrides: Partial<typeof members.$inferInsert> = {},
  password = 'Passw0rd1',
) => {
  const [row] = await db
    .insert(members)
    .values({
      merchantId: await demoMerchantId(db),
      username: uniqueName(),
      passwordHash: await hashPassword(password),
      firstLogin: false,
      ...overrides,
    })
    .returning();
  return { ...row!, password };
};

const sessionKeys = new WeakMap<FastifyInstance, Promise<Parameters<typeof sealPayload>[0]>>();
/** Seals a payload with the app's public key, fetched once per app as a browser keeps it for the session. */
export const seal = async (app: FastifyInstance, payload: unknown) => {
  let key = sessionKeys.get(app);
  if (!key) {
    key = app.inject('/wps/session/key').then((response) => response.json().value);
    sessionKeys.set(app, key);
  }
  return sealPayload(await key, payload);
};

export const sealedCall = async (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: { ip?: string; token?: string } = {},
) =>
  app.inject({
    method,
    url,
    payload: await seal(app, payload),
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.token ? { authorization: options.token } : {},
  });

export const loginCall = (app: FastifyInstance, payload: LoginPayload, ip: string) =>
  sealedCall(app, 'POST', '/wps/session/login', payload, { ip });

/** An account inserted directly, then signed in from an address of its own: its session and that address. */
export const signedInAccount = async (
  app: FastifyInstance,
  db: Db,
  overrides: Partial<typeof members.$inferInsert> = {},
) => {
  const account = await createAccount(db, overrides);
  const ip = nextIp();
  const token = (await loginCall(app, { username: account.username, password: account.password }, ip)).json()
    .value.token as string;
  return { ...account, ip, token };
};

/** A captcha with its answer, as a person reading the picture would have it. */
export const solvedCaptcha = async (db: Db) => {
  const captcha = await issueCaptcha(db);
  return { captchaId: captcha.captchaId, captcha: captcha.answer };
};

/** The last code sent to a destination, read from the outbox as the phone or mailbox would show it. */
export const lastCodeSentTo = async (db: Db, destination: string) => {
  const [message] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.destination, destination))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${destination}`);
  return code;
};

export const lastMessageTo = async (db: Db, destination: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(eq(outbox.destination, destination))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0];

/** Ten wrong passwords of an account written to the audit log at `at`: enough to lock its sign-in. */
export const wrongPasswords = (db: Db, account: { id: number; merchantId: number }, at: Date) =>
  db.insert(auditLog).values(
    Array.from({ length: 10 }, () => ({
      merchantId: account.merchantId,
      memberId: account.id,
      action: 'login',
      success: false,
      ip: '10.99.0.1',
      detail: { code: 'AUTH_BAD_CREDENTIALS' },
      createdAt: at,
    })),
  );

/** A free-play trial account's session, opened from an address of its own. */
export const trialSession = async (app: FastifyInstance) => {
  const ip = nextIp();
  const guest = (
    await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, remoteAddress: ip })
  ).json().value;
  return { token: guest.token as string, ip };
};

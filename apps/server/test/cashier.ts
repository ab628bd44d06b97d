import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { admins } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { createAccount, loginCall, nextIp, seal, sealedCall, uniqueName } from './accounts.ts';

export const newKey = () => randomBytes(8).toString('hex');

/** A real 1×1 PNG and the start of a real JPEG, as a phone's screenshot would begin. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

/** A multipart/form-data body as a browser's FormData sends it. */
export const multipart = async (
  fields: Record<string, string>,
  files: { name?: string; type: string; data: Buffer; filename?: string }[] = [],
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name ?? 'proof',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.filename ?? 'proof.png',
    );
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
};

/** Money into a member's main wallet, as a confirmed deposit would put it. */
export const fund = async (db: Db, merchantId: number, memberId: number, amount: bigint, currency = 'CNY') =>
  createLedger(db).post({
    merchantId,
    currency,
    idempotencyKey: `fund-${newKey()}`,
    legs: [
      {
        from: { kind: 'channel', code: 'BANK' },
        to: { kind: 'member_main', memberId },
        amount,
        kind: 'deposit',
      },
    ],
  });

export const playerToken = async (app: FastifyInstance, account: { username: string; password: string }) =>
  (await loginCall(app, { username: account.username, password: account.password }, nextIp())).json().value
    .token as string;

/** A logged-in player with a payment password (123456), `funds` in main and, unless told, one bound card. */
export const readyPlayer = async (app: FastifyInstance, db: Db, funds: bigint, withCard = true) => {
  const account = await createAccount(db, { paymentPasswordHash: await hashPassword('123456') });
  if (funds > 0n) await fund(db, account.merchantId, account.id, funds);
  const token = await playerToken(app, account);
  let cardId = 0;
  if (withCard) {
    const card = await app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_bindBankCard',
      headers: { authorization: token },
      payload: {
        bankName: 'ABA Bank',
        accountName: 'Test Player',
        accountNumber: '1234567890',
        paymentPassword: '123456',
      },
      remoteAddress: nextIp(),
    });
    cardId = card.json().value.id;
  }
  return { account, token, cardId };
};

/** An operator of the demo merchant with the given role, signed in. */
export const adminSession = async (
  app: FastifyInstance,
  db: Db,
  role: 'owner' | 'cashier' | 'support' = 'cashier',
) => {
  const username = uniqueName('staff');
  await db.insert(admins).values({ username, passwordHash: await hashPassword('Staff1234'), role });
  const login = await sealedCall(
    app,
    'POST',
    '/wps/admin/session/login',
    { username, password: 'Staff1234' },
    { ip: nextIp() },
  );
  return login.json().value.token as string;
};

/** A withdrawal request of a ready player to its bound card, with the payment password 123456. */
export const requestWithdrawalCall = async (
  app: FastifyInstance,
  player: { token: string; cardId: number },
  amount: string,
  idempotencyKey = newKey(),
) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/CSH_withdraw',
    headers: { authorization: player.token },
    payload: await seal(app, { cardId: player.cardId, amount, paymentPassword: '123456', idempotencyKey }),
    remoteAddress: nextIp(),
  });

/** A player's deposit through the payment gateway (channel ONLINE); the deposit it opened. */
export const gatewayDepositCall = async (app: FastifyInstance, token: string, amount: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_deposit',
      headers: { authorization: token, origin: 'http://site.test' },
      payload: { channel: 'ONLINE', amount, idempotencyKey: newKey() },
      remoteAddress: nextIp(),
    })
  ).json().value.deposit as { id: number; orderNo: string; amount: string };

/** A player's total balance, as the wallet answers it. */
export const balanceOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json().value
    .sumBalance;

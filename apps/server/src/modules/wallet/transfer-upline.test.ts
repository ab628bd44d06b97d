import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { createLedger } from './ledger.ts';
import { findDrift } from './ledger-store.ts';

describe('transfer to upline and account record', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;
  const key = () => randomBytes(8).toString('hex');

  /** an agent with one downline member holding `funds` minor units, both logged in */
  const team = async (funds: bigint, member: Parameters<typeof createAccount>[1] = {}) => {
    const agent = await createAccount(db(), { type: 1 });
    const player = await createAccount(db(), { parentId: agent.id, toUpline: '1', ...member });
    if (funds > 0n) {
      await createLedger(db()).post({
        merchantId: player.merchantId,
        currency: 'CNY',
        idempotencyKey: `fund-${key()}`,
        legs: [
          {
            from: { kind: 'channel', code: 'BANK' },
            to: { kind: 'member_main', memberId: player.id },
            amount: funds,
            kind: 'deposit',
          },
        ],
      });
    }
    const token = async (account: { username: string; password: string }) =>
      (
        await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
      ).json().value.token as string;
    return { agent, player, playerToken: await token(player), agentToken: await token(agent) };
  };
  // each test's transfers come from its own address, so the per-IP limit of the route does not mix them
  let address = '';
  beforeEach(() => {
    address = nextIp();
  });
  const transfer = (token: string, body: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_transferToUpline',
      headers: { authorization: token },
      payload: body,
      remoteAddress: address,
    });
  const balance = async (token: string) =>
    (await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json()
      .value.sumBalance;
  const history = async (token: string, query = '') =>
    (
      await harness.app.inject({
        url: `/wps/relay/GCS_transactionHistory${query}`,
        headers: { authorization: token },
      })
    ).json();

  it('moves money to the upline and records it on both sides', async () => {
    const { playerToken, agentToken } = await team(10_000n);
    const response = await transfer(playerToken, { amount: '30.50', idempotencyKey: key() });
    expect(response.json().value).toMatchObject({ replayed: false, balance: '69.50' });
    expect(await balance(agentToken)).toBe('30.50');
    expect((await history(playerToken, '?kind=transfer_upline')).value.rows[0]).toMatchObject({
      amount: '-30.50',
      wallet: 'main',
    });
    expect((await history(agentToken)).value.rows[0]).toMatchObject({
      kind: 'transfer_upline',
      amount: '30.50',
    });
  });

  it('replays a repeated request instead of paying twice', async () => {
    const { playerToken } = await team(10_000n);
    const idempotencyKey = key();
    await transfer(playerToken, { amount: '10.00', idempotencyKey });
    const again = await transfer(playerToken, { amount: '10.00', idempotencyKey });
    expect(again.json().value).toMatchObject({ replayed: true, balance: '90.00' });
  });

  it.each([
    ['zero', '0.00'],
    ['negative', '-5'],
    ['over-precise', '1.234'],
    ['not a number', 'abc'],
  ])('refuses a %s amount naming the field', async (_name, amount) => {
    const { playerToken } = await team(10_000n);
    const response = await transfer(playerToken, { amount, idempotencyKey: key() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.amount');
    expect(await balance(playerToken)).toBe('100.00');
  });

  it('refuses more than the balance and changes nothing', async () => {
    const { playerToken, agentToken } = await team(1_000n);
    const response = await transfer(playerToken, { amount: '10.01', idempotencyKey: key() });
    expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(playerToken)).toBe('10.00');
    expect(await balance(agentToken)).toBe('0.00');
  });

  it('is closed to members without the right and to type-2 agents', async () => {
    for (const member of [{ toUpline: '0' as const }, { type: 2 }]) {
      const { playerToken } = await team(1_000n, member);
      expect((await transfer(playerToken, { amount: '1.00', idempotencyKey: key() })).json().code).toBe(
        'TRANSFER_NOT_ALLOWED',
      );
    }
  });

  it('pauses transfers out while withdrawals are paused after a security change, moving nothing', async () => {
    const until = new Date(Date.now() + 3_600_000);
    const { playerToken, agentToken } = await team(1_000n, {
      withdrawalHoldUntil: until,
      withdrawalHoldReason: 'password_reset',
    });
    const refused = await transfer(playerToken, { amount: '1.00', idempotencyKey: key() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TRANSFER_COOLING_OFF',
      value: { until: until.toISOString(), reason: 'password_reset' },
    });
    expect(await balance(playerToken)).toBe('10.00');
    expect(await balance(agentToken)).toBe('0.00');
  });

  it('checks the payment password when one is set', async () => {
    const { playerToken } = await team(1_000n, { paymentPasswordHash: await hashPassword('Pay123') });
    expect((await transfer(playerToken, { amount: '1.00', idempotencyKey: key() })).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    const ok = await transfer(playerToken, {
      amount: '1.00',
      idempotencyKey: key(),
      paymentPassword: 'Pay123',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('never overdraws under concurrent transfers', async () => {
    const { playerToken, agentToken } = await team(10_000n);
    const responses = await Promise.all(
      Array.from({ length: 16 }, () => transfer(playerToken, { amount: '15.00', idempotencyKey: key() })),
    );
    const codes = responses.map((response) => response.json().code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(6);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balance(playerToken)).toBe('10.00');
    expect(await balance(agentToken)).toBe('90.00');
    expect(await findDrift(db())).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });
  });

  it('pages the account record and validates its filters', async () => {
    const { playerToken } = await team(10_000n);
    for (let n = 0; n < 3; n += 1) await transfer(playerToken, { amount: '1.00', idempotencyKey: key() });
    const page = await history(playerToken, '?days=30&page=2&pageSize=2');
    expect(page.value).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.value.rows).toHaveLength(2);
    const bad = await harness.app.inject({
      url: '/wps/relay/GCS_transactionHistory?days=9',
      headers: { authorization: playerToken },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.days');
  });
});

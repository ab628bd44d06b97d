import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp, sealedCall } from '../../../test/accounts.ts';
import { demoOperatorToken, smsCodeToNewMember } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';

describe('back office', () => {
  let adminToken: string;
  const harness = useTestApp();
  beforeAll(async () => {
    adminToken = await demoOperatorToken(harness.app);
  });
  const asAdmin = (url: string, token = adminToken) =>
    harness.app.inject({ url, headers: { authorization: token } });

  it('signs the operator in', () => {
    expect(adminToken).toEqual(expect.any(String));
  });

  it('refuses a wrong operator password', async () => {
    const response = await sealedCall(
      harness.app,
      'POST',
      '/wps/admin/session/login',
      { username: 'admin', password: 'x' },
      { ip: nextIp() },
    );
    expect(response.json().code).toBe('AUTH_BAD_CREDENTIALS');
  });

  it('shows the outbox, filtered by destination', async () => {
    const mobile = await smsCodeToNewMember(harness.app, harness.database.db, '8553');
    const { value } = (await asAdmin(`/wps/admin/outbox?destination=${mobile}`)).json();
    expect(value).toHaveLength(1);
    expect(value[0]).toMatchObject({ channel: 'sms', destination: mobile, provider: 'outbox' });
    expect(value[0].body).toContain('••••••');
    expect(value[0].body).not.toMatch(/\d{6}/);
  });

  it('shows the audit log of logins', async () => {
    const account = await createAccount(harness.database.db);
    await loginCall(harness.app, { username: account.username, password: 'wrong' }, nextIp());
    const { value } = (await asAdmin(`/wps/admin/audit?memberId=${account.id}`)).json();
    expect(value[0]).toMatchObject({ action: 'login', success: false, memberId: account.id });
  });

  it('keeps players and strangers out of admin routes', async () => {
    expect((await asAdmin('/wps/admin/outbox', '')).statusCode).toBe(401);
    const account = await createAccount(harness.database.db);
    const player = (
      await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
    ).json().value.token;
    expect((await asAdmin('/wps/admin/outbox', player)).statusCode).toBe(401);
  });

  it('validates admin query parameters', async () => {
    const response = await asAdmin('/wps/admin/outbox?limit=5000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('querystring.limit');
  });

  it('ends the operator session on logout', async () => {
    // another operator: the wrong password above now asks `admin` for a captcha
    const token = await adminSession(harness.app, harness.database.db, 'owner');
    await harness.app.inject({
      method: 'DELETE',
      url: '/wps/admin/session/logout',
      headers: { authorization: token },
    });
    expect((await asAdmin('/wps/admin/outbox', token)).statusCode).toBe(401);
  });

  describe('balance adjustment', () => {
    const adjust = (body: Record<string, unknown>, token = adminToken) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/admin/balance/adjust',
        headers: { authorization: token },
        payload: body,
      });
    let seq = 0;
    const key = () => {
      seq += 1;
      return `adjust-${Date.now()}-${seq}`;
    };

    it('credits and debits a member against the house, audited with its reason', async () => {
      const account = await createAccount(harness.database.db);
      const credit = await adjust({
        memberId: account.id,
        direction: 'credit',
        amount: '50.00',
        reason: 'Goodwill credit',
        idempotencyKey: key(),
      });
      expect(credit.json().value).toEqual({
        status: 'posted',
        adjustmentId: null,
        balance: '50.00',
        replayed: false,
      });
      const debit = await adjust({
        memberId: account.id,
        direction: 'debit',
        amount: '20.25',
        reason: 'Duplicate credit',
        idempotencyKey: key(),
      });
      expect(debit.json().value.balance).toBe('29.75');
      const { value } = (
        await asAdmin(`/wps/admin/audit?memberId=${account.id}&action=balance_adjust`)
      ).json();
      expect(value.map((row: { detail: { reason: string } }) => row.detail.reason)).toEqual([
        'Duplicate credit',
        'Goodwill credit',
      ]);
    });

    it('refuses a debit below zero, a missing reason and an unknown member, changing nothing', async () => {
      const account = await createAccount(harness.database.db);
      const tooMuch = await adjust({
        memberId: account.id,
        direction: 'debit',
        amount: '1.00',
        reason: 'Correction',
        idempotencyKey: key(),
      });
      expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
      const noReason = await adjust({
        memberId: account.id,
        direction: 'credit',
        amount: '1.00',
        reason: 'x',
        idempotencyKey: key(),
      });
      expect(noReason.json().message).toContain('body.reason');
      const nobody = await adjust({
        memberId: 999_999,
        direction: 'credit',
        amount: '1.00',
        reason: 'Correction',
        idempotencyKey: key(),
      });
      expect(nobody.json().code).toBe('ACCOUNT_NOT_FOUND');
    });

    it('replays a repeated request and never overdraws under concurrent debits', async () => {
      const account = await createAccount(harness.database.db);
      const once = key();
      await adjust({
        memberId: account.id,
        direction: 'credit',
        amount: '10.00',
        reason: 'Opening credit',
        idempotencyKey: once,
      });
      const replay = await adjust({
        memberId: account.id,
        direction: 'credit',
        amount: '10.00',
        reason: 'Opening credit',
        idempotencyKey: once,
      });
      expect(replay.json().value).toMatchObject({ status: 'posted', balance: '10.00', replayed: true });
      const debits = await Promise.all(
        Array.from({ length: 8 }, () =>
          adjust({
            memberId: account.id,
            direction: 'debit',
            amount: '3.00',
            reason: 'Concurrent debit',
            idempotencyKey: key(),
          }),
        ),
      );
      expect(debits.filter((response) => response.statusCode === 200)).toHaveLength(3);
      const last = await adjust({
        memberId: account.id,
        direction: 'credit',
        amount: '0.01',
        reason: 'Balance probe',
        idempotencyKey: key(),
      });
      expect(last.json().value.balance).toBe('1.01');
    });
  });

  it('refuses to show sent codes in production', () => {
    expect(() => loadConfig({ OUTBOX_SHOW_CODES: 'true', NODE_ENV: 'production' })).toThrow(
      'OUTBOX_SHOW_CODES',
    );
    expect(loadConfig({ OUTBOX_SHOW_CODES: 'true', NODE_ENV: 'development' }).OUTBOX_SHOW_CODES).toBe(true);
  });

  it('refuses a fixed captcha answer in production', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'AB12', NODE_ENV: 'production' })).toThrow(
      'CAPTCHA_TEST_ANSWER',
    );
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'AB12', NODE_ENV: 'test' }).CAPTCHA_TEST_ANSWER).toBe('AB12');
  });
});

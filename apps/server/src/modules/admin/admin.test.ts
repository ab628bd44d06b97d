import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp, sealedCall } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';

describe('back office', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken: string;
  beforeAll(async () => {
    harness = await createTestApp();
    const login = await sealedCall(
      harness.app,
      'POST',
      '/wps/admin/session/login',
      { username: 'admin', password: 'Admin1234' },
      { ip: nextIp() },
    );
    adminToken = login.json().value.token;
  });
  afterAll(() => harness.close());
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
    const mobile = `8553${Math.floor(Math.random() * 1e7)}`;
    await createAccount(harness.database.db, { mobileNum: mobile });
    await harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile },
      remoteAddress: nextIp(),
    });
    const { value } = (await asAdmin(`/wps/admin/outbox?destination=${mobile}`)).json();
    expect(value).toHaveLength(1);
    expect(value[0]).toMatchObject({ channel: 'sms', destination: mobile, provider: 'outbox' });
    expect(value[0].body).toMatch(/\d{6}/);
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
    const login = await sealedCall(
      harness.app,
      'POST',
      '/wps/admin/session/login',
      { username: 'admin', password: 'Admin1234' },
      { ip: nextIp() },
    );
    const token = login.json().value.token;
    await harness.app.inject({
      method: 'DELETE',
      url: '/wps/admin/session/logout',
      headers: { authorization: token },
    });
    expect((await asAdmin('/wps/admin/outbox', token)).statusCode).toBe(401);
  });

  it('refuses a fixed captcha answer in production', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'AB12', NODE_ENV: 'production' })).toThrow(
      'CAPTCHA_TEST_ANSWER',
    );
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'AB12', NODE_ENV: 'test' }).CAPTCHA_TEST_ANSWER).toBe('AB12');
  });
});

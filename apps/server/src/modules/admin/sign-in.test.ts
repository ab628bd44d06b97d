import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp, sealedCall, uniqueName } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { demoWhitelabel } from '../../db/demo-data.ts';
import { admins, auditLog, merchants, operatorSettings } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

const captchaText = 'AB12';

describe('operator sign-in', () => {
  const harness = useTestApp({ config: { CAPTCHA_TEST_ANSWER: captchaText } });

  const staff = async (role: 'owner' | 'cashier' | 'support') => {
    const username = uniqueName('op');
    const [row] = await harness.database.db
      .insert(admins)
      .values({ username, passwordHash: await hashPassword('Staff1234'), role })
      .returning({ id: admins.id });
    return { username, id: row!.id };
  };
  const login = (body: Record<string, unknown>, ip = nextIp()) =>
    sealedCall(harness.app, 'POST', '/wps/admin/session/login', body, { ip });
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      ...(token ? { headers: { authorization: token } } : {}),
    });
  const setTotpRequired = async (totpRequired: boolean) => {
    const merchantId = await demoMerchantId(harness.database.db);
    await harness.database.db
      .update(operatorSettings)
      .set({ totpRequired })
      .where(eq(operatorSettings.merchantId, merchantId));
  };
  /** a code of the step after the last one used, so each call gives a fresh, acceptable code */
  const codeFor = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + offsetSteps * 30_000,
    });

  it('locks an operator account after 5 wrong passwords from 5 addresses, audited, even for the right one', async () => {
    const { username, id } = await staff('cashier');
    let captcha: Record<string, string> = {};
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login({ username, password: 'wrong-one', ...captcha });
      const { value } = response.json();
      captcha = { captchaId: value.captchaId, captcha: captchaText };
      expect(response.json().code).toBe(attempt < 4 ? 'AUTH_BAD_CREDENTIALS' : 'AUTH_ACCOUNT_LOCKED');
    }
    const right = await login({ username, password: 'Staff1234', ...captcha });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    expect(right.json().message).toContain('locked until');
    expect(new Date(right.json().value.lockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const locks = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin_locked'));
    expect(locks.filter((row) => row.detail.adminId === id)).toHaveLength(1);
  });

  it('checks at most 5 wrong passwords of an operator, however many arrive at once', async () => {
    const { username, id } = await staff('cashier');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ username, password: 'wrong-one' })),
    );
    const codes = answers.map((answer) => answer.json().code);
    for (const code of codes)
      expect([
        'AUTH_BAD_CREDENTIALS',
        'AUTH_ACCOUNT_LOCKED',
        'AUTH_CAPTCHA_INVALID',
        'TOO_MANY_AT_ONCE',
      ]).toContain(code);
    const [operator] = await harness.database.db.select().from(admins).where(eq(admins.id, id));
    expect(operator!.failedLogins).toBeLessThanOrEqual(5);
  });

  it('asks for a captcha after a failure, from any address, and then signs in', async () => {
    const { username } = await staff('support');
    const wrong = await login({ username, password: 'wrong-one' });
    expect(wrong.json().value.captcha).toMatch(/^data:image\/png;base64,/);
    const noCaptcha = await login({ username, password: 'Staff1234' });
    expect(noCaptcha.json().code).toBe('AUTH_CAPTCHA_INVALID');
    const withCaptcha = await login({
      username,
      password: 'Staff1234',
      captchaId: noCaptcha.json().value.captchaId,
      captcha: captchaText,
    });
    expect(withCaptcha.json().value).toMatchObject({ step: 'signedIn', role: 'support' });
  });

  it('signs the demo operator in with the password alone while the demo merchant does not require an authenticator', async () => {
    const response = await login({ username: 'admin', password: 'Admin1234' });
    expect(response.json().value).toMatchObject({
      step: 'signedIn',
      role: 'owner',
      token: expect.any(String),
    });
  });

  it("signs the demo merchant's cashier and support in, as the README lists them", async () => {
    for (const [username, password, role] of [
      ['cashier01', 'Cashier1234', 'cashier'],
      ['support01', 'Support1234', 'support'],
    ] as const) {
      expect((await login({ username, password })).json().value).toMatchObject({ step: 'signedIn', role });
    }
  });

  it("keeps a session to the merchant it was opened on, so no merchant's authenticator rule is skipped", async () => {
    // a merchant without operator settings requires the authenticator; the demo merchant does not
    const [other] = await harness.database.db
      .insert(merchants)
      .values({
        code: `T${Date.now() % 1e6}`,
        name: 'Strict merchant',
        currency: 'CNY',
        whitelabel: demoWhitelabel,
      })
      .returning({ code: merchants.code });
    const { username } = await staff('cashier');
    const { token } = (await login({ username, password: 'Staff1234' })).json().value;
    const queue = (merchant?: string) =>
      harness.app.inject({
        url: '/wps/admin/cashier/deposits?status=pending',
        headers: { authorization: token, ...(merchant ? { merchant } : {}) },
        remoteAddress: nextIp(),
      });
    expect((await queue()).statusCode).toBe(200);
    const elsewhere = await queue(other!.code);
    expect(elsewhere.statusCode).toBe(401);
  });

  describe('with the authenticator required', () => {
    beforeAll(() => setTotpRequired(true));
    afterAll(() => setTotpRequired(false));

    it('enrols a cashier with a QR secret and 10 recovery codes, keeping the secret sealed and never shown again', async () => {
      const { username, id } = await staff('cashier');
      const first = (await login({ username, password: 'Staff1234' })).json().value;
      expect(first).toEqual({ step: 'enrol', challengeId: expect.any(String), username });
      expect(first.token).toBeUndefined();
      const started = (await post('/wps/admin/session/enrol', { challengeId: first.challengeId })).json()
        .value;
      expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      const [row] = await harness.database.db.select().from(admins).where(eq(admins.id, id));
      expect(row!.totpSecret).not.toContain(started.secret);
      const wrong = await post('/wps/admin/session/enrol/confirm', {
        challengeId: first.challengeId,
        code: '000000',
      });
      expect(wrong.json().code).toBe('CODE_INVALID');
      const confirmed = await post('/wps/admin/session/enrol/confirm', {
        challengeId: first.challengeId,
        code: codeFor(started.secret),
      });
      const value = confirmed.json().value;
      expect(value).toMatchObject({ step: 'signedIn', role: 'cashier', token: expect.any(String) });
      expect(new Set(value.recoveryCodes).size).toBe(10);
      const again = await post('/wps/admin/totp/enrol', {}, value.token);
      expect(again.statusCode).toBe(403);
      expect(JSON.stringify(again.json())).not.toContain(started.secret);
    });

    it('then asks for a code at every sign-in: refuses a wrong or reused code, accepts a recovery code once', async () => {
      const { username } = await staff('owner');
      const enrol = (await login({ username, password: 'Staff1234' })).json().value;
      const { secret } = (await post('/wps/admin/session/enrol', { challengeId: enrol.challengeId })).json()
        .value;
      const firstCode = codeFor(secret);
      const { recoveryCodes } = (
        await post('/wps/admin/session/enrol/confirm', { challengeId: enrol.challengeId, code: firstCode })
      ).json().value;

      const next = (await login({ username, password: 'Staff1234' })).json().value;
      expect(next).toEqual({ step: 'totp', challengeId: expect.any(String), username });
      const verify = (code: string, challengeId = next.challengeId) =>
        post('/wps/admin/session/totp', { challengeId, code });
      expect((await verify('123456')).json().code).toBe('CODE_INVALID');
      expect((await verify(firstCode)).json().code).toBe('CODE_INVALID');
      const signedIn = await verify(codeFor(secret, 1));
      expect(signedIn.json().value).toMatchObject({ step: 'signedIn', role: 'owner' });

      const byRecovery = (await login({ username, password: 'Staff1234' })).json().value;
      expect((await verify(recoveryCodes[0], byRecovery.challengeId)).json().value.step).toBe('signedIn');
      const reuse = (await login({ username, password: 'Staff1234' })).json().value;
      expect((await verify(recoveryCodes[0], reuse.challengeId)).json().code).toBe('CODE_INVALID');
    });

    it('does not sign in a cashier who has not enrolled yet with the password alone', async () => {
      const { username } = await staff('cashier');
      const value = (await login({ username, password: 'Staff1234' })).json().value;
      expect(value.step).toBe('enrol');
      const challenge = await post('/wps/admin/session/totp', {
        challengeId: value.challengeId,
        code: '123456',
      });
      expect(challenge.json().code).toBe('AUTH_CHALLENGE_INVALID');
    });

    it('lets support sign in with the password, opt in, and then asks support for a code too', async () => {
      const { username } = await staff('support');
      const signedIn = (await login({ username, password: 'Staff1234' })).json().value;
      expect(signedIn.step).toBe('signedIn');
      const { secret } = (await post('/wps/admin/totp/enrol', {}, signedIn.token)).json().value;
      const confirmed = await post('/wps/admin/totp/confirm', { code: codeFor(secret) }, signedIn.token);
      expect(confirmed.json().value.recoveryCodes).toHaveLength(10);
      expect((await login({ username, password: 'Staff1234' })).json().value.step).toBe('totp');
    });

    it('counts wrong codes toward the account lock', async () => {
      const { username } = await staff('cashier');
      const enrol = (await login({ username, password: 'Staff1234' })).json().value;
      const { secret } = (await post('/wps/admin/session/enrol', { challengeId: enrol.challengeId })).json()
        .value;
      await post('/wps/admin/session/enrol/confirm', {
        challengeId: enrol.challengeId,
        code: codeFor(secret),
      });
      let last: Record<string, unknown> = {};
      for (let round = 0; round < 5; round += 1) {
        const step = (
          await login({
            username,
            password: 'Staff1234',
            captchaId: last.captchaId as string,
            captcha: captchaText,
          })
        ).json().value;
        const refused = await post('/wps/admin/session/totp', {
          challengeId: step.challengeId,
          code: '000000',
        });
        last = { code: refused.json().code };
        const fresh = (await harness.app.inject({ url: '/wps/captcha', remoteAddress: nextIp() })).json()
          .value;
        last.captchaId = fresh.captchaId;
      }
      expect(last.code).toBe('AUTH_ACCOUNT_LOCKED');
    });
  });

  it('lets only owners change the operator security settings', async () => {
    const { username } = await staff('cashier');
    const token = (await login({ username, password: 'Staff1234' })).json().value.token;
    const body = { totpRequired: true, adjustMax: '1000.00', adjustApprovalAbove: '100.00' };
    const put = (as: string) =>
      harness.app.inject({
        method: 'PUT',
        url: '/wps/admin/security/settings',
        headers: { authorization: as },
        payload: body,
      });
    expect((await put(token)).statusCode).toBe(403);
    const owner = (await login({ username: 'admin', password: 'Admin1234' })).json().value.token;
    const read = await harness.app.inject({
      url: '/wps/admin/security/settings',
      headers: { authorization: owner },
    });
    expect(read.json().value).toEqual({
      totpRequired: false,
      adjustMax: '1000000.00',
      adjustApprovalAbove: '10000.00',
    });
  });
});

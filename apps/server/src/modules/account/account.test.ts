import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  lastCodeSentTo,
  lastMessageTo,
  loginCall,
  nextIp,
  randomMobile,
  sealedCall,
  solvedCaptcha,
  uniqueName,
} from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema.ts';
import { sendCode } from '../auth/verification-codes.ts';
import { registrationConflict } from './registration.ts';

describe('account', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());
  const db = () => harness.database.db;
  const memberCount = async () => (await db().select({ n: count() }).from(members))[0]!.n;
  const info = (token: string) =>
    harness.app.inject({ url: '/wps/member/info', headers: { authorization: token } });

  const registration = async (
    overrides: Record<string, unknown> = {},
  ): Promise<
    Record<string, unknown> & { username: string; mobileNum: string; verificationCode?: string }
  > => ({
    username: uniqueName('u'),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: randomMobile('8557'),
    ageConsent: true,
    ...(await solvedCaptcha(db())),
    ...overrides,
  });
  const sendRegisterCode = async (mobileNo: string, ip: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo },
      remoteAddress: ip,
    });

  /** a registration by mobile with no username, its SMS code sent and read from the outbox */
  const registerByMobile = async (mobileNum: string, ip: string) => {
    await sendRegisterCode(mobileNum, ip);
    const payload = await registration({
      username: undefined,
      mobileNum,
      verificationCode: await lastCodeSentTo(db(), mobileNum),
    });
    return sealedCall(harness.app, 'PUT', '/wps/member/register/mobile', payload, { ip });
  };
  const newMobile = () => randomMobile('8556');
  /** a registration code for a number as the platform would send it, though the number has an account */
  const codeForRegistered = async (mobileNum: string) => {
    const merchant = (await harness.app.context.directory.byCode('DEMO'))!;
    const destination = { channel: 'sms', destination: mobileNum, purpose: 'register' } as const;
    // a minute on, past the resend pause of a code the number may have had just now
    const later = new Date(Date.now() + 61_000);
    await sendCode(
      db(),
      harness.app.context.messenger,
      { ...destination, merchant, ip: nextIp(), language: 'EN' },
      later,
    );
    return lastCodeSentTo(db(), mobileNum);
  };

  describe('registration', () => {
    it('registers by username with an SMS-verified mobile and logs the member in', async () => {
      const ip = nextIp();
      const payload = await registration();
      await sendRegisterCode(payload.mobileNum, ip);
      payload.verificationCode = await lastCodeSentTo(db(), payload.mobileNum);
      const response = await sealedCall(harness.app, 'PUT', '/wps/member/register', payload, { ip });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ type: 0, isAgent: false });
      const me = (await info(response.json().value.token)).json().value;
      expect(me.account).toBe(payload.username);
    });

    it('registers by mobile with the code from the outbox', async () => {
      const ip = nextIp();
      const mobileNum = randomMobile('8556');
      expect((await sendRegisterCode(mobileNum, ip)).json().value).toEqual({ expiredMinutes: 5 });
      const payload = await registration({
        username: undefined,
        mobileNum,
        verificationCode: await lastCodeSentTo(db(), mobileNum),
      });
      const response = await sealedCall(harness.app, 'PUT', '/wps/member/register/mobile', payload, { ip });
      expect(response.statusCode).toBe(200);
      const me = (await info(response.json().value.token)).json().value;
      expect(me.account).toBe(`m${mobileNum}`);
    });

    it('registers a mobile whose m<number> name someone took on the username form, under a name of its own', async () => {
      const mobileNum = newMobile();
      const squatter = await registration({ username: `M${mobileNum}` });
      await sendRegisterCode(squatter.mobileNum, nextIp());
      squatter.verificationCode = await lastCodeSentTo(db(), squatter.mobileNum);
      const squatted = await sealedCall(harness.app, 'PUT', '/wps/member/register', squatter, {
        ip: nextIp(),
      });
      expect(squatted.statusCode).toBe(200);

      const response = await registerByMobile(mobileNum, nextIp());
      expect(response.statusCode).toBe(200);
      const me = (await info(response.json().value.token)).json().value;
      expect(me.account).toMatch(new RegExp(`^m${mobileNum}_[0-9a-z]+$`));
      const [owner] = await db().select().from(members).where(eq(members.username, me.account));
      expect(owner!.mobileNum).toBe(mobileNum);
    });

    it('names the mobile, not the username made from it, when the number registers a second time', async () => {
      const mobileNum = newMobile();
      expect((await registerByMobile(mobileNum, nextIp())).statusCode).toBe(200);
      const payload = await registration({
        username: undefined,
        mobileNum,
        verificationCode: await codeForRegistered(mobileNum),
      });
      const again = await sealedCall(harness.app, 'PUT', '/wps/member/register/mobile', payload, {
        ip: nextIp(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REGISTER_MOBILE_TAKEN');
    });

    it('says a number is registered only to the phone: the caller gets the answer of a new number', async () => {
      const mobileNum = newMobile();
      await createAccount(db(), { mobileNum });
      const ip = nextIp();
      const asked = await sendRegisterCode(mobileNum, ip);
      expect(asked.statusCode).toBe(200);
      expect(asked.json().value).toEqual({ expiredMinutes: 5 });
      const note = (await lastMessageTo(db(), mobileNum))!.body;
      expect(note).toContain('此手机号已注册');
      expect(note).not.toMatch(/\d{6}/);
      // the resend limit holds as for any number
      expect((await sendRegisterCode(mobileNum, ip)).json().code).toBe('CODE_RESEND_TOO_SOON');
      // registering it needs that phone's code, which the note does not carry
      const payload = await registration({ username: undefined, mobileNum, verificationCode: '000000' });
      const refused = await sealedCall(harness.app, 'PUT', '/wps/member/register/mobile', payload, { ip });
      expect(refused.json().code).toBe('CODE_INVALID');
    });

    it("sends no code to a number outside the site's mobile rule (its digits per region), and names the field", async () => {
      // the demo's rule for the mobile field: 8 to 15 digits
      const ip = nextIp();
      for (const mobileNo of ['8551234', '+85512345678', '8551234567890123']) {
        const refused = await sendRegisterCode(mobileNo, ip);
        expect(refused.statusCode, mobileNo).toBe(400);
        expect(refused.json().message, mobileNo).toMatch(/^body\.mobileNo: /);
        expect(await lastMessageTo(db(), mobileNo), mobileNo).toBeUndefined();
      }
      expect((await sendRegisterCode(newMobile(), ip)).statusCode).toBe(200);
    });

    it('links a member registered with an affiliate code under that agent', async () => {
      const ip = nextIp();
      const payload = await registration({ referralCode: 'ag02' });
      await sendRegisterCode(payload.mobileNum, ip);
      payload.verificationCode = await lastCodeSentTo(db(), payload.mobileNum);
      expect((await sealedCall(harness.app, 'PUT', '/wps/member/register', payload, { ip })).statusCode).toBe(
        200,
      );
      const [row] = await db().select().from(members).where(eq(members.username, payload.username));
      const [agent] = await db().select().from(members).where(eq(members.username, 'agent02'));
      expect(row!.parentId).toBe(agent!.id);
      expect(row!.toUpline).toBe('1');
    });

    it('copies a blank confirmation from the password', async () => {
      const ip = nextIp();
      const payload = await registration({ confirmPassword: '' });
      await sendRegisterCode(payload.mobileNum, ip);
      payload.verificationCode = await lastCodeSentTo(db(), payload.mobileNum);
      expect((await sealedCall(harness.app, 'PUT', '/wps/member/register', payload, { ip })).statusCode).toBe(
        200,
      );
    });

    it.each([
      ['a taken username', { username: 'demo01' }, 'REGISTER_USERNAME_TAKEN', 409],
      // who is registered is not told before the captcha, nor a number's before its SMS code
      [
        'a taken username with a wrong captcha',
        { username: 'demo01', captcha: 'zzzz' },
        'AUTH_CAPTCHA_INVALID',
        400,
      ],
      ['a taken mobile without its SMS code', { mobileNum: '85512345678' }, 'CODE_INVALID', 400],
      ['different passwords', { confirmPassword: 'Other1234' }, 'PASSWORD_MISMATCH', 400],
      ['an unknown invitation code', { affiliateCode: 'NOPE99' }, 'REGISTER_AFFILIATE_INVALID', 400],
      ['a member as inviter', { affiliateCode: 'demo01' }, 'REGISTER_AFFILIATE_INVALID', 400],
      ['no age consent', { ageConsent: false }, 'VALIDATION_FAILED', 400],
      ['SQL in the username', { username: "x' or '1'='1" }, 'VALIDATION_FAILED', 400],
      ['HTML in the username', { username: '<img src=x onerror=alert(1)>' }, 'VALIDATION_FAILED', 400],
      ['a short password', { password: 'a1', confirmPassword: 'a1' }, 'VALIDATION_FAILED', 400],
      ['an oversized field', { email: `${'x'.repeat(200)}@example.com` }, 'VALIDATION_FAILED', 400],
      ['a wrong captcha', { captcha: 'zzzz' }, 'AUTH_CAPTCHA_INVALID', 400],
      ['a missing SMS code', {}, 'CODE_INVALID', 400],
    ])('refuses %s and creates nothing', async (_name, overrides, code, status) => {
      const before = await memberCount();
      const payload = await registration(overrides);
      const response = await sealedCall(harness.app, 'PUT', '/wps/member/register', payload, {
        ip: nextIp(),
      });
      expect(response.json().code).toBe(code);
      expect(response.statusCode).toBe(status);
      expect(await memberCount()).toBe(before);
    });

    it('refuses a reused registration code', async () => {
      const ip = nextIp();
      const first = await registration();
      await sendRegisterCode(first.mobileNum, ip);
      const code = await lastCodeSentTo(db(), first.mobileNum);
      expect(
        (
          await sealedCall(
            harness.app,
            'PUT',
            '/wps/member/register',
            { ...first, verificationCode: code },
            { ip },
          )
        ).statusCode,
      ).toBe(200);
      const second = await registration({ mobileNum: first.mobileNum, verificationCode: code });
      expect((await sealedCall(harness.app, 'PUT', '/wps/member/register', second, { ip })).json().code).toBe(
        'CODE_INVALID',
      );
    });

    it('refuses a taken mobile whose SMS code is right', async () => {
      const before = await memberCount();
      const payload = await registration({
        mobileNum: '85512345678',
        verificationCode: await codeForRegistered('85512345678'),
      });
      const response = await sealedCall(harness.app, 'PUT', '/wps/member/register', payload, {
        ip: nextIp(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('REGISTER_MOBILE_TAKEN');
      expect(await memberCount()).toBe(before);
    });

    it('checks affiliate codes and names the upline', async () => {
      const good = await harness.app.inject({
        url: '/wps/agent/affiliate?code=AG01',
        remoteAddress: nextIp(),
      });
      expect(good.json().value).toEqual({ valid: true, upline: 'Top agent' });
      const bad = await harness.app.inject({ url: '/wps/agent/affiliate?code=ZZZ', remoteAddress: nextIp() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'REGISTER_AFFILIATE_INVALID' });
    });
  });

  describe('passwords', () => {
    it('changes the password with the old one and signs out the other sessions', async () => {
      const account = await createAccount(db());
      const ip = nextIp();
      const login = () =>
        loginCall(harness.app, { username: account.username, password: account.password }, ip);
      const keep = (await login()).json().value.token;
      const other = (await login()).json().value.token;
      const wrongOld = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password',
        { oldPassword: 'nope', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
        { ip, token: keep },
      );
      expect(wrongOld.json().code).toBe('PASSWORD_OLD_WRONG');
      const changed = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password',
        { oldPassword: account.password, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
        { ip, token: keep },
      );
      expect(changed.json()).toMatchObject({ success: true });
      expect((await info(keep)).statusCode).toBe(200);
      expect((await info(other)).statusCode).toBe(401);
      const relogin = await loginCall(
        harness.app,
        { username: account.username, password: 'NewPass123' },
        ip,
      );
      expect(relogin.statusCode).toBe(200);
    });

    it('forces a change before anything else when the account must change its password', async () => {
      const account = await createAccount(db(), { mustChangePassword: true });
      const ip = nextIp();
      const { value } = (
        await loginCall(harness.app, { username: account.username, password: account.password }, ip)
      ).json();
      expect(value.forceChange).toBe(true);
      const icon = await harness.app.inject({
        url: '/wps/member/info/icon',
        headers: { authorization: value.token },
      });
      expect(icon.statusCode).toBe(403);
      const changed = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password',
        { newPassword: 'Forced123', confirmNewPassword: 'Forced123' },
        { ip, token: value.token },
      );
      expect(changed.statusCode).toBe(200);
      const after = await harness.app.inject({
        url: '/wps/member/info/icon',
        headers: { authorization: value.token },
      });
      expect(after.json().value.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    });

    it('reports an expired password and forces the change', async () => {
      const account = await createAccount(db(), {
        passwordChangedAt: new Date(Date.now() - 91 * 86_400_000),
      });
      const { value } = (
        await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
      ).json();
      expect(value).toMatchObject({ passwordExpired: true, forceChange: true });
    });

    it('emails a reset link that works once', async () => {
      const email = `${uniqueName()}@example.com`;
      const account = await createAccount(db(), { email });
      const ip = nextIp();
      const mismatch = await harness.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${account.username}&email=other%40example.com`,
        remoteAddress: ip,
      });
      // the same answer as a sent link, and nothing is sent
      expect(mismatch.json()).toMatchObject({ success: true, message: 'in_been_out' });
      expect(await lastMessageTo(db(), 'other@example.com')).toBeUndefined();
      const sent = await harness.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
        payload: `username=${account.username}&email=${encodeURIComponent(email)}`,
        remoteAddress: ip,
      });
      expect(sent.json()).toMatchObject({ success: true, message: 'in_been_out' });
      const mail = (await lastMessageTo(db(), email))!.body;
      // built from the merchant's configured address, whatever Origin the request carried
      expect(mail).toContain('http://localhost:8080/?resetToken=');
      expect(mail).not.toContain('attacker');
      const token = mail.match(/resetToken=([\w-]+)/)![1]!;
      const reset = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password/reset',
        { token, newPassword: 'Reset1234' },
        { ip },
      );
      expect(reset.statusCode).toBe(200);
      const again = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password/reset',
        { token, newPassword: 'Reset5678' },
        { ip },
      );
      expect(again.json().code).toBe('CODE_INVALID');
      expect(
        (await loginCall(harness.app, { username: account.username, password: 'Reset1234' }, ip)).statusCode,
      ).toBe(200);
    });

    it('voids every earlier reset link once the password is new', async () => {
      const email = `${uniqueName()}@example.com`;
      const account = await createAccount(db(), { email });
      const ip = nextIp();
      const linkFor = async () => {
        await harness.app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `username=${account.username}&email=${encodeURIComponent(email)}`,
          remoteAddress: ip,
        });
        return (await lastMessageTo(db(), email))!.body.match(/resetToken=([\w-]+)/)![1]!;
      };
      const reset = (token: string, newPassword: string) =>
        sealedCall(harness.app, 'POST', '/wps/member/password/reset', { token, newPassword }, { ip });
      const first = await linkFor();
      const second = await linkFor();
      expect((await reset(second, 'Reset1234')).statusCode).toBe(200);
      expect((await reset(first, 'Taken1234')).json().code).toBe('CODE_INVALID');
      // a change of password voids a link sent before it too
      const third = await linkFor();
      const token = (
        await loginCall(harness.app, { username: account.username, password: 'Reset1234' }, ip)
      ).json().value.token;
      const changed = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password',
        { oldPassword: 'Reset1234', newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' },
        { ip, token },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await reset(third, 'Taken1234')).json().code).toBe('CODE_INVALID');
    });

    it('resets the password by phone with an SMS code and ends old sessions', async () => {
      const mobile = randomMobile('8555');
      const account = await createAccount(db(), { mobileNum: mobile });
      const ip = nextIp();
      const old = (
        await loginCall(harness.app, { username: account.username, password: account.password }, ip)
      ).json().value.token;
      await harness.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        // the spec's call: no purpose field
        payload: { mobileNum: mobile },
        remoteAddress: ip,
      });
      const verificationCode = await lastCodeSentTo(db(), mobile);
      const wrong = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password/verification',
        { mobileNum: mobile, verificationCode: '000000', newPassword: 'Phone1234' },
        { ip },
      );
      expect(wrong.json().code).toBe('CODE_INVALID');
      const reset = await sealedCall(
        harness.app,
        'POST',
        '/wps/member/password/verification',
        { mobileNum: mobile, verificationCode, newPassword: 'Phone1234' },
        { ip },
      );
      expect(reset.statusCode).toBe(200);
      expect((await info(old)).statusCode).toBe(401);
      expect(
        (await loginCall(harness.app, { username: account.username, password: 'Phone1234' }, ip)).statusCode,
      ).toBe(200);
    });
  });
});

describe('registration races', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());
  const db = () => harness.database.db;

  it('answers two registrations of one username at once with one account and one 409, never a 500', async () => {
    const username = uniqueName('race');
    const attempts = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const ip = nextIp();
        const mobileNum = `8558${index}${Math.floor(Math.random() * 1e6)}`;
        await harness.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          payload: { mobileNo: mobileNum },
          remoteAddress: ip,
        });
        return {
          ip,
          payload: {
            username,
            password: 'Secret123',
            confirmPassword: 'Secret123',
            mobileNum,
            ageConsent: true,
            verificationCode: await lastCodeSentTo(db(), mobileNum),
            ...(await solvedCaptcha(db())),
          },
        };
      }),
    );
    const answers = await Promise.all(
      attempts.map(({ ip, payload }) =>
        sealedCall(harness.app, 'PUT', '/wps/member/register', payload, { ip }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().code).toBe('REGISTER_USERNAME_TAKEN');
    }
  });

  it('names the mobile, not the username, when the mobile index is what collided', () => {
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'members_mobile_key' }),
    });
    expect(registrationConflict(wrapped)).toMatchObject({ code: 'REGISTER_MOBILE_TAKEN' });
    expect(registrationConflict(new Error('other'))).toBeUndefined();
  });
});

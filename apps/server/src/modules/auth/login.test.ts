import { and, count, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  demoMerchantId,
  lastCodeSentTo,
  loginCall,
  nextIp,
  randomMobile,
  seal,
  sealedCall,
  solvedCaptcha,
  uniqueName,
  wrongPasswords,
} from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, members, merchants, secretTries, sessions } from '../../db/schema.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { sendCode, verifyCode } from './verification-codes.ts';

describe('login', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;
  const info = (token: string) =>
    harness.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
  /** demo01 has second-factor methods: after its first login, only this IP is known */
  const demoIp = '10.50.0.1';
  const sessionCount = async () => (await db().select({ n: count() }).from(sessions))[0]!.n;

  it('logs the demo player in with username and password and serves its info', async () => {
    const response = await loginCall(harness.app, { username: 'demo01', password: 'Demo1234' }, demoIp);
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      forceChange: false,
      type: 0,
      isAgent: false,
    });
    expect(value.token.length).toBeGreaterThanOrEqual(43);
    const me = (await info(value.token)).json().value;
    expect(me).toMatchObject({
      account: 'demo01',
      type: 0,
      toUpline: '1',
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
    });
    expect(me.mobileNum).toBe('855****678');
  });

  it('marks signed-in answers no-store, so no cache keeps a balance or a profile', async () => {
    const account = await createAccount(db());
    const token = (
      await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
    ).json().value.token;
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      const response = await harness.app.inject({ url, headers: { authorization: token } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('stores only the hash of a session token', async () => {
    const { value } = (
      await loginCall(harness.app, { username: 'demo01', password: 'Demo1234' }, demoIp)
    ).json();
    expect(value.token).toEqual(expect.any(String));
    const stored = await db().select().from(sessions);
    expect(stored.some((row) => row.tokenHash === value.token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('issues a new token per login', async () => {
    const first = (await loginCall(harness.app, { username: 'demo01', password: 'Demo1234' }, demoIp)).json()
      .value.token;
    const second = (await loginCall(harness.app, { username: 'demo01', password: 'Demo1234' }, demoIp)).json()
      .value.token;
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe(second);
  });

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await harness.app.inject('/wps/member/info')).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const forged = await info('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('refuses a wrong password with a captcha, then needs that captcha, then lets the right password in', async () => {
    const account = await createAccount(db());
    const ip = nextIp();
    const wrong = await loginCall(harness.app, { username: account.username, password: 'nope' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'AUTH_BAD_CREDENTIALS',
      message: 'Account or password incorrect',
    });
    expect(wrong.json().value.captcha).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    const noCaptcha = await loginCall(
      harness.app,
      { username: account.username, password: account.password },
      ip,
    );
    expect(noCaptcha.json().code).toBe('AUTH_CAPTCHA_INVALID');

    const captcha = await solvedCaptcha(db());
    const right = await loginCall(
      harness.app,
      { username: account.username, password: account.password, ...captcha },
      ip,
    );
    expect(right.statusCode).toBe(200);

    const replay = await loginCall(
      harness.app,
      { username: account.username, password: account.password, ...captcha },
      ip,
    );
    expect(replay.json().code).toBe('AUTH_CAPTCHA_INVALID');
  });

  it('makes an account opened for the player choose its own password at first login, until it does', async () => {
    const account = await createAccount(db(), { firstLogin: true });
    const ip = nextIp();
    const login = async (password: string) =>
      (await loginCall(harness.app, { username: account.username, password }, ip)).json().value;
    const first = await login(account.password);
    expect(first).toMatchObject({ firstTimeLogin: true, forceChange: true });
    expect(await login(account.password)).toMatchObject({ forceChange: true });
    const changed = await sealedCall(
      harness.app,
      'POST',
      '/wps/member/password',
      { newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' },
      { ip, token: first.token },
    );
    expect(changed.statusCode).toBe(200);
    expect(await login('Mine12345')).toMatchObject({ firstTimeLogin: false, forceChange: false });
  });

  it('treats an unknown username like a wrong password', async () => {
    const response = await loginCall(
      harness.app,
      { username: uniqueName(), password: 'whatever1' },
      nextIp(),
    );
    expect(response.json().code).toBe('AUTH_BAD_CREDENTIALS');
  });

  /** ten wrong passwords for an account, `minutesAgo` */
  const wrongPasswordsFor = (account: { id: number; merchantId: number }, minutesAgo: number) =>
    wrongPasswords(db(), account, new Date(Date.now() - minutesAgo * 60_000));

  it('locks an account for 15 minutes after ten wrong passwords', async () => {
    const account = await createAccount(db());
    await wrongPasswordsFor(account, 1);
    const response = await loginCall(
      harness.app,
      { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
      nextIp(),
    );
    expect(response.json().code).toBe('AUTH_ACCOUNT_LOCKED');
  });

  it('counts only wrong passwords towards the lock, not refused captchas: no one locks an account without solving them', async () => {
    const account = await createAccount(db());
    const ip = nextIp();
    const wrong = await loginCall(harness.app, { username: account.username, password: 'nope' }, ip);
    expect(wrong.json().code).toBe('AUTH_BAD_CREDENTIALS');
    for (let attempt = 0; attempt < 11; attempt++) {
      const refused = await loginCall(harness.app, { username: account.username, password: 'nope' }, ip);
      expect(refused.json().code).toBe('AUTH_CAPTCHA_INVALID');
    }
    const owner = await loginCall(
      harness.app,
      { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
      nextIp(),
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('ends a lock 15 minutes after the tenth wrong password, however often someone tries meanwhile', async () => {
    const account = await createAccount(db());
    await wrongPasswordsFor(account, 14);
    for (let attempt = 0; attempt < 10; attempt++) {
      const locked = await loginCall(
        harness.app,
        { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
        nextIp(),
      );
      expect(locked.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    }
    // the ten wrong passwords leave the 15-minute window; the refusals during the lock stay in it
    await db()
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(
        and(eq(auditLog.memberId, account.id), sql`${auditLog.detail}->>'code' = 'AUTH_BAD_CREDENTIALS'`),
      );
    const owner = await loginCall(
      harness.app,
      { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
      nextIp(),
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('checks at most ten wrong passwords of an account, however many arrive at once', async () => {
    const account = await createAccount(db());
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        loginCall(harness.app, { username: account.username, password: 'nope' }, nextIp()),
      ),
    );
    const codes = answers.map((answer) => answer.json().code);
    for (const code of codes)
      expect([
        'AUTH_BAD_CREDENTIALS',
        'AUTH_ACCOUNT_LOCKED',
        'AUTH_CAPTCHA_INVALID',
        'TOO_MANY_AT_ONCE',
      ]).toContain(code);
    expect(codes.filter((code) => code === 'AUTH_BAD_CREDENTIALS').length).toBeLessThanOrEqual(10);
    const wrong = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.memberId, account.id), sql`${auditLog.detail}->>'code' = 'AUTH_BAD_CREDENTIALS'`),
      );
    expect(wrong[0]!.n).toBeLessThanOrEqual(10);
    // each try's mark is gone once it is answered
    const left = await db()
      .select({ n: count() })
      .from(secretTries)
      .where(eq(secretTries.subject, `member:${account.id}:login`));
    expect(left[0]!.n).toBe(0);
  });

  it('writes every attempt to the audit log', async () => {
    const account = await createAccount(db());
    const ip = nextIp();
    await loginCall(harness.app, { username: account.username, password: 'bad' }, ip);
    const rows = await db().select().from(auditLog).where(eq(auditLog.memberId, account.id));
    expect(rows).toEqual([expect.objectContaining({ action: 'login', success: false, ip })]);
  });

  it('refuses unencrypted and tampered bodies without creating a session', async () => {
    const before = await sessionCount();
    const plain = await harness.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo01', password: 'Demo1234' },
      remoteAddress: nextIp(),
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('VALIDATION_FAILED');

    const sealed = (await harness.app.inject({ url: '/wps/session/key' })).json().value;
    const tampered = await harness.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        keyId: sealed.keyId,
        ts: Date.now(),
        key: 'AAAA',
        iv: 'AAAAAAAAAAAAAAAA',
        data: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      },
      remoteAddress: nextIp(),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('ENCRYPTION_INVALID');
    const genuine = await seal(harness.app, { username: 'demo01', password: 'Demo1234' });
    for (const altered of [
      { ...genuine, ts: genuine.ts + 1 },
      { ...genuine, ts: Date.now() - 10 * 60_000 },
    ]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: altered,
        remoteAddress: demoIp,
      });
      expect(response.json().code).toBe('ENCRYPTION_INVALID');
    }
    expect(await sessionCount()).toBe(before);
  });

  it('names the missing field of an empty login', async () => {
    const response = await loginCall(harness.app, { username: 'demo01', password: '' }, nextIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.password');
  });

  it('keeps non-agents out of the agent side and lets agents in', async () => {
    const member = await loginCall(
      harness.app,
      { username: 'demo01', password: 'Demo1234', side: 'agent' },
      nextIp(),
    );
    expect(member.json().code).toBe('AUTH_WRONG_SIDE');
    const agent = await loginCall(
      harness.app,
      { username: 'agent01', password: 'Agent1234', side: 'agent' },
      nextIp(),
    );
    expect(agent.json().value).toMatchObject({ type: 1, isAgent: true });
  });

  it('logs in with an SMS code read from the outbox, once per code', async () => {
    const mobile = randomMobile('8559');
    const account = await createAccount(db(), { mobileNum: mobile });
    const ip = nextIp();
    const sent = await harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile },
      remoteAddress: ip,
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const again = await harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile },
      remoteAddress: ip,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('CODE_RESEND_TOO_SOON');

    const smsCode = await lastCodeSentTo(db(), mobile);
    const response = await loginCall(harness.app, { type: 'sms', mobileNum: mobile, smsCode }, ip);
    expect(response.statusCode).toBe(200);
    expect((await info(response.json().value.token)).json().value.account).toBe(account.username);

    const captcha = await solvedCaptcha(db());
    const reused = await loginCall(
      harness.app,
      { type: 'sms', mobileNum: mobile, smsCode, ...captcha },
      nextIp(),
    );
    expect(reused.json().code).toBe('CODE_INVALID');
  });

  it('gives a code five tries however many arrive at once, then spends it', async () => {
    const merchant = (await harness.app.context.directory.byCode('DEMO'))!;
    const destination = randomMobile('8557');
    const key = { merchantId: merchant.id, channel: 'sms', destination, purpose: 'login' } as const;
    await sendCode(db(), harness.app.context.messenger, { ...key, merchant, ip: nextIp(), language: 'EN' });
    const code = await lastCodeSentTo(db(), destination);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.allSettled(Array.from({ length: 12 }, () => verifyCode(db(), key, wrong)));
    const refusals = tries.map((answer) => (answer.status === 'rejected' ? answer.reason.code : 'passed'));
    expect(refusals.filter((refusal) => refusal === 'CODE_INVALID')).toHaveLength(5);
    expect(refusals.filter((refusal) => refusal === 'CODE_TOO_MANY_ATTEMPTS')).toHaveLength(7);
    await expect(verifyCode(db(), key, code)).rejects.toMatchObject({ code: 'CODE_TOO_MANY_ATTEMPTS' });
  });

  it('sends no code to a number without an account, yet answers exactly as for one that has', async () => {
    const ask = (mobileNum: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum },
        remoteAddress: nextIp(),
      });
    const registered = randomMobile('8556');
    await createAccount(db(), { mobileNum: registered });
    const unknown = randomMobile('8557');
    const [known, stranger] = [await ask(registered), await ask(unknown)];
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    await expect(lastCodeSentTo(db(), unknown)).rejects.toThrow(/no code/);
    // the resend limit answers the same way too
    const [knownAgain, strangerAgain] = [await ask(registered), await ask(unknown)];
    expect(strangerAgain.json().code).toBe('CODE_RESEND_TOO_SOON');
    expect(knownAgain.json().code).toBe('CODE_RESEND_TOO_SOON');
  });

  it('refuses a malformed phone number naming the field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: "1' or 1=1--" },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.mobileNum');
  });

  it('logs out: the token stops working', async () => {
    const account = await createAccount(db());
    const login = await loginCall(
      harness.app,
      { username: account.username, password: account.password },
      nextIp(),
    );
    const { token } = login.json().value;
    const out = await harness.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.json()).toMatchObject({ success: true });
    expect((await info(token)).statusCode).toBe(401);
  });

  describe('second factor on a new IP', () => {
    const mobile = randomMobile('8558');
    const secret = new Secret();
    let account: Awaited<ReturnType<typeof createAccount>>;
    const homeIp = nextIp();
    beforeAll(async () => {
      account = await createAccount(db(), {
        mobileNum: mobile,
        email: `${uniqueName()}@example.com`,
        realName: 'Sok Dara',
        totpSecret: await sealSecret(db(), secret.base32),
      });
      const first = await loginCall(
        harness.app,
        { username: account.username, password: account.password },
        homeIp,
      );
      expect(first.statusCode).toBe(200);
    });

    // with a captcha: once a second factor was answered wrong, the password step asks for one
    const challenge = async (ip: string) => {
      const response = await loginCall(
        harness.app,
        { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
        ip,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('AUTH_SECOND_FACTOR_REQUIRED');
      return response.json().value as { challengeId: string; methods: string[] };
    };
    const verify = (ip: string, body: object) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/session/login/challenge/verify',
        payload: body,
        remoteAddress: ip,
      });

    it('lets a known IP straight in', async () => {
      const response = await loginCall(
        harness.app,
        { username: account.username, password: account.password },
        homeIp,
      );
      expect(response.statusCode).toBe(200);
    });

    it('asks a new IP for a second factor and accepts an SMS code', async () => {
      const ip = nextIp();
      const { challengeId, methods } = await challenge(ip);
      expect(methods).toEqual(['SMS', 'EMAIL', 'TOTP', 'REALNAME']);
      const sent = await harness.app.inject({
        method: 'POST',
        url: '/wps/session/login/challenge/code',
        payload: { challengeId, method: 'SMS' },
        remoteAddress: ip,
      });
      expect(sent.json().value.destination).toMatch(/\*{4}/);
      const code = await lastCodeSentTo(db(), mobile);
      const response = await verify(ip, { challengeId, method: 'SMS', code });
      expect(response.statusCode).toBe(200);
      expect(response.json().value.token).toBeTruthy();
      const replay = await verify(ip, { challengeId, method: 'SMS', code });
      expect(replay.json().code).toBe('AUTH_CHALLENGE_INVALID');
    });

    it('accepts an authenticator code once: the same code at the next login is refused', async () => {
      const ip = nextIp();
      const { challengeId } = await challenge(ip);
      const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
      expect((await verify(ip, { challengeId, method: 'TOTP', code })).statusCode).toBe(200);
      const again = nextIp();
      const next = await challenge(again);
      const replay = await verify(again, { challengeId: next.challengeId, method: 'TOTP', code });
      expect(replay.json().code).toBe('CODE_INVALID');
    });

    it('accepts the real name, ignoring case and spaces', async () => {
      const ip = nextIp();
      const { challengeId } = await challenge(ip);
      expect((await verify(ip, { challengeId, method: 'REALNAME', code: ' sok  DARA ' })).statusCode).toBe(
        200,
      );
    });

    it('spends the challenge after five wrong answers', async () => {
      const ip = nextIp();
      const { challengeId } = await challenge(ip);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verify(ip, { challengeId, method: 'REALNAME', code: 'wrong' })).json().code).toBe(
          'CODE_INVALID',
        );
      }
      const last = await verify(ip, { challengeId, method: 'REALNAME', code: 'Sok Dara' });
      expect(last.json().code).toBe('AUTH_CHALLENGE_INVALID');
    });

    it('locks the account after ten wrong second factors, however many challenges they spread over', async () => {
      const other = await createAccount(db(), { realName: 'Chan Sophea' });
      const login = (ip: string, extra: object = {}) =>
        loginCall(harness.app, { username: other.username, password: other.password, ...extra }, ip);
      expect((await login(nextIp())).statusCode).toBe(200);
      const opened = [];
      for (let count = 0; count < 3; count += 1) {
        const ip = nextIp();
        const response = await login(ip);
        expect(response.json().code).toBe('AUTH_SECOND_FACTOR_REQUIRED');
        opened.push({ ip, challengeId: response.json().value.challengeId as string });
      }
      for (const { ip, challengeId } of opened.slice(0, 2)) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const wrong = await verify(ip, { challengeId, method: 'REALNAME', code: `guess ${attempt}` });
          expect(wrong.json().code).toBe('CODE_INVALID');
        }
      }
      const { ip, challengeId } = opened[2]!;
      const right = await verify(ip, { challengeId, method: 'REALNAME', code: 'Chan Sophea' });
      expect(right.json().code).toBe('AUTH_ACCOUNT_LOCKED');
      const again = await login(nextIp(), await solvedCaptcha(db()));
      expect(again.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    });

    it("refuses a challenge answered under another merchant's name, which counts nothing there", async () => {
      const ip = nextIp();
      const { challengeId } = await challenge(ip);
      // another merchant, open for the length of this test
      await db().update(merchants).set({ maintenance: false }).where(eq(merchants.code, 'MAINT'));
      harness.app.context.directory.invalidate();
      try {
        for (const code of ['guess', 'Sok Dara']) {
          const elsewhere = await harness.app.inject({
            method: 'POST',
            url: '/wps/session/login/challenge/verify',
            headers: { merchant: 'MAINT' },
            payload: { challengeId, method: 'REALNAME', code },
            remoteAddress: ip,
          });
          expect(elsewhere.json().code).toBe('AUTH_CHALLENGE_INVALID');
        }
      } finally {
        await db().update(merchants).set({ maintenance: true }).where(eq(merchants.code, 'MAINT'));
        harness.app.context.directory.invalidate();
      }
      const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
      const countedThere = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, maint!.id), eq(auditLog.memberId, account.id)));
      expect(countedThere).toEqual([]);
      // the challenge is still this merchant's to answer
      expect((await verify(ip, { challengeId, method: 'REALNAME', code: 'Sok Dara' })).statusCode).toBe(200);
    });

    it('finishes an SMS login as an SMS login: a password change is forced after a password login only', async () => {
      const mobileNum = randomMobile('8556');
      const player = await createAccount(db(), { mobileNum, realName: 'Keo Lina', mustChangePassword: true });
      const known = nextIp();
      const byPassword = await loginCall(
        harness.app,
        { username: player.username, password: player.password },
        known,
      );
      expect(byPassword.json().value.forceChange).toBe(true);
      const ip = nextIp();
      await harness.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum },
        remoteAddress: ip,
      });
      const smsCode = await lastCodeSentTo(db(), mobileNum);
      const bySms = await loginCall(harness.app, { type: 'sms', mobileNum, smsCode }, ip);
      expect(bySms.json().code).toBe('AUTH_SECOND_FACTOR_REQUIRED');
      const challengeId = bySms.json().value.challengeId;
      const answered = await verify(ip, { challengeId, method: 'REALNAME', code: 'Keo Lina' });
      expect(answered.statusCode).toBe(200);
      expect(answered.json().value.forceChange).toBe(false);
    });

    it('refuses a challenge answered from another IP', async () => {
      const { challengeId } = await challenge(nextIp());
      const response = await verify(nextIp(), { challengeId, method: 'REALNAME', code: 'Sok Dara' });
      expect(response.json().code).toBe('AUTH_CHALLENGE_INVALID');
    });
  });

  it('creates a trial account for free play, which cannot log in with a password', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ type: 4, isAgent: true });
    const me = (await info(value.token)).json().value;
    expect(me.type).toBe(4);
    expect(me.account).toMatch(/^guest[0-9a-f]{10}$/);
  });

  describe('free-play caps', () => {
    const freePlay = (ip: string, random?: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: random ? { random } : {},
        remoteAddress: ip,
      });

    it('opens at most 3 trial accounts a day per device, even from many addresses at once', async () => {
      const device = uniqueName('device');
      const answers = await Promise.all(Array.from({ length: 6 }, () => freePlay(nextIp(), device)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      expect(answers.find((answer) => answer.statusCode === 429)?.json().code).toBe('FREEPLAY_DAILY_LIMIT');
    });

    it('opens at most 10 trial accounts a day per IP, whatever device id is sent', async () => {
      const ip = nextIp();
      const merchantId = await demoMerchantId(db());
      for (let index = 0; index < 10; index += 1) {
        await db()
          .insert(members)
          .values({ merchantId, username: uniqueName('guest'), passwordHash: 'x', type: 4, registerIp: ip });
      }
      const refused = await freePlay(ip, uniqueName('device'));
      expect(refused.json()).toMatchObject({ success: false, code: 'FREEPLAY_DAILY_LIMIT' });
      expect((await freePlay(nextIp(), uniqueName('device'))).statusCode).toBe(200);
    });
  });

  it('serves a captcha as a PNG data URL', async () => {
    const response = await harness.app.inject({ url: '/wps/captcha', remoteAddress: nextIp() });
    expect(response.json().value).toMatchObject({ image: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('limits captcha refreshes to one a second', async () => {
    const ip = nextIp();
    await harness.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    const second = await harness.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    expect(second.statusCode).toBe(429);
  });
});

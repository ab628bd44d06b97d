import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  lastCodeSentTo,
  lastMessageTo,
  nextIp,
  randomMobile,
  sealedCall,
  signedInAccount,
  trialSession,
  uniqueName,
} from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, members, verificationCodes } from '../../db/schema.ts';

describe("binding and replacing a player's mobile and email", () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const signedIn = (overrides: Partial<typeof members.$inferInsert> = {}) =>
    signedInAccount(harness.app, db(), overrides);
  type Player = Awaited<ReturnType<typeof signedIn>>;
  const post = (player: Player, url: string, payload: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url,
      headers: { authorization: player.token },
      remoteAddress: player.ip,
      payload,
    });
  const sendCode = (player: Player, channel: 'sms' | 'email', destination: string) =>
    post(player, '/wps/member/info/contact/code', { channel, destination });
  const setContact = (player: Player, payload: Record<string, unknown>) =>
    sealedCall(harness.app, 'POST', '/wps/member/info/contact', payload, player);
  const stored = async (id: number) =>
    (
      await db()
        .select({
          mobileNum: members.mobileNum,
          email: members.email,
          holdReason: members.withdrawalHoldReason,
        })
        .from(members)
        .where(eq(members.id, id))
    )[0]!;
  const audits = (id: number, action: 'security_change' | 'contact_changed') =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, id), eq(auditLog.action, action)));
  /** sends the new destination's code and reads it from the outbox, as the phone would show it */
  const codeFor = async (player: Player, channel: 'sms' | 'email', destination: string) => {
    const sent = await sendCode(player, channel, destination);
    expect(sent.statusCode).toBe(200);
    return lastCodeSentTo(db(), destination);
  };

  it('binds a first mobile with its code and the login password, and pauses nothing', async () => {
    const player = await signedIn();
    const mobile = randomMobile('855');
    const sent = await sendCode(player, 'sms', mobile);
    expect(sent.json().value).toMatchObject({ expiredMinutes: 5 });
    expect(sent.json().value.destination).not.toContain(mobile);
    const code = await lastCodeSentTo(db(), mobile);

    const wrong = await setContact(player, {
      channel: 'sms',
      destination: mobile,
      code,
      loginPassword: 'nope',
    });
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_OLD_WRONG' });
    expect(wrong.json().message).toContain('body.loginPassword');
    expect((await stored(player.id)).mobileNum).toBeNull();

    const bound = await setContact(player, {
      channel: 'sms',
      destination: mobile,
      code,
      loginPassword: player.password,
    });
    expect(bound.json()).toMatchObject({ success: true });
    expect(await stored(player.id)).toEqual({ mobileNum: mobile, email: null, holdReason: null });
    const info = (
      await harness.app.inject({ url: '/wps/member/info', headers: { authorization: player.token } })
    ).json().value;
    expect(info.mobileNum).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-3)}`);
    expect(info.hasAuthenticator).toBe(false);
    const [done] = await audits(player.id, 'contact_changed');
    expect(done?.detail).toMatchObject({ channel: 'sms', before: null });
    expect(JSON.stringify(done?.detail)).not.toContain(mobile);
    expect(await audits(player.id, 'security_change')).toHaveLength(1);
  });

  it('replaces a bound mobile only with a code from a factor held, then pauses withdrawals and tells the old number', async () => {
    const oldMobile = randomMobile('855');
    const player = await signedIn({ mobileNum: oldMobile });
    const next = randomMobile('855');
    const code = await codeFor(player, 'sms', next);
    const proof = { channel: 'sms', destination: next, code, loginPassword: player.password };

    const bare = await setContact(player, proof);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', value: { methods: ['SMS'] } });
    const wrongFactor = await setContact(player, { ...proof, factor: 'SMS', factorCode: '000000' });
    expect(wrongFactor.json()).toMatchObject({
      code: 'CODE_INVALID',
      message: expect.stringMatching(/^body\.factorCode:/),
    });
    expect((await stored(player.id)).mobileNum).toBe(oldMobile);

    const factorSent = await post(player, '/wps/member/paymentPassword/code', {
      method: 'SMS',
      purpose: 'factor_change',
    });
    expect(factorSent.statusCode).toBe(200);
    const factorCode = await lastCodeSentTo(db(), oldMobile);
    const changed = await setContact(player, { ...proof, factor: 'SMS', factorCode });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await stored(player.id)).toMatchObject({ mobileNum: next, holdReason: 'mobile_changed' });
    // the notice goes to the old number, which a thief who changed it cannot read
    expect((await lastMessageTo(db(), oldMobile))?.body).toMatch(/手机号码已被更换/);
    const [done] = await audits(player.id, 'contact_changed');
    expect(done?.detail).toMatchObject({ channel: 'sms', factor: 'SMS' });
    // a wrong factor code counted as a failed try, the missing one did not (nothing was guessed)
    expect((await audits(player.id, 'security_change')).map((row) => row.detail)).toEqual([
      { change: 'contact', channel: 'sms', step: 'factor', factor: 'SMS' },
    ]);
  });

  it("a mistyped new number's code costs neither it nor the factor's code: the player retries with both", async () => {
    const oldMobile = randomMobile('855');
    const player = await signedIn({ mobileNum: oldMobile });
    const next = randomMobile('855');
    const code = await codeFor(player, 'sms', next);
    await post(player, '/wps/member/paymentPassword/code', { method: 'SMS', purpose: 'factor_change' });
    const factorCode = await lastCodeSentTo(db(), oldMobile);
    const proof = {
      channel: 'sms',
      destination: next,
      loginPassword: player.password,
      factor: 'SMS',
      factorCode,
    };
    const typo = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const mistyped = await setContact(player, { ...proof, code: typo });
    // named, so the form puts it under the new number's code rather than the factor's
    expect(mistyped.json()).toMatchObject({
      code: 'CODE_INVALID',
      message: expect.stringMatching(/^body\.code:/),
    });
    expect((await stored(player.id)).mobileNum).toBe(oldMobile);
    // the right code of each, as first received: no new code, no minute's wait
    const changed = await setContact(player, { ...proof, code });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await stored(player.id)).mobileNum).toBe(next);
    // both were spent by the change, and only by it
    const codes = await db()
      .select({ destination: verificationCodes.destination, consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(inArray(verificationCodes.destination, [oldMobile, next]));
    expect(codes).toHaveLength(2);
    for (const row of codes) expect(row.consumedAt, row.destination).not.toBeNull();
  });

  it('keeps codes for a payment-password change and a contact change apart', async () => {
    const oldMobile = randomMobile('855');
    const player = await signedIn({ mobileNum: oldMobile });
    await post(player, '/wps/member/paymentPassword/code', { method: 'SMS' });
    const paymentCode = await lastCodeSentTo(db(), oldMobile);
    const email = `${uniqueName('p')}@example.com`;
    const code = await codeFor(player, 'email', email);
    const answer = await setContact(player, {
      channel: 'email',
      destination: email,
      code,
      loginPassword: player.password,
      factor: 'SMS',
      factorCode: paymentCode,
    });
    expect(answer.json().code).toBe('CODE_INVALID');
    expect((await stored(player.id)).email).toBeNull();
  });

  it('binds an email, kept in lower case, confirmed by the mobile held; a first email pauses nothing', async () => {
    const mobile = randomMobile('855');
    const player = await signedIn({ mobileNum: mobile });
    const email = `${uniqueName('Mixed')}@Example.COM`;
    const code = await codeFor(player, 'email', email.toLowerCase());
    await post(player, '/wps/member/paymentPassword/code', { method: 'SMS', purpose: 'factor_change' });
    const answer = await setContact(player, {
      channel: 'email',
      destination: email,
      code,
      loginPassword: player.password,
      factor: 'SMS',
      factorCode: await lastCodeSentTo(db(), mobile),
    });
    expect(answer.json()).toMatchObject({ success: true });
    expect(await stored(player.id)).toMatchObject({ email: email.toLowerCase(), holdReason: null });
  });

  it("refuses another account's mobile, only once the code proved the number is held", async () => {
    const taken = randomMobile('855');
    await createAccount(db(), { mobileNum: taken });
    const player = await signedIn();
    // the code is sent as to any number: the answer does not tell that it is registered
    const code = await codeFor(player, 'sms', taken);
    const wrongCode = await setContact(player, {
      channel: 'sms',
      destination: taken,
      code: code === '111111' ? '222222' : '111111',
      loginPassword: player.password,
    });
    expect(wrongCode.json().code).toBe('CODE_INVALID');
    const answer = await setContact(player, {
      channel: 'sms',
      destination: taken,
      code: await codeFor(player, 'sms', taken).catch(() => code),
      loginPassword: player.password,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'REGISTER_MOBILE_TAKEN' });
    expect(answer.json().message).toContain('body.destination');
    expect((await stored(player.id)).mobileNum).toBeNull();
  });

  it('names the field of a bad number or address, and refuses the one bound already', async () => {
    const mobile = randomMobile('855');
    const player = await signedIn({ mobileNum: mobile });
    const badNumber = await sendCode(player, 'sms', '12ab');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain('body.destination');
    // a number outside the site's mobile rule (8 to 15 digits here) gets no code either
    const shortNumber = await sendCode(player, 'sms', '8551234');
    expect(shortNumber.statusCode).toBe(400);
    expect(shortNumber.json().message).toBe('body.destination: must be 8-15 digits');
    expect(await lastMessageTo(db(), '8551234')).toBeUndefined();
    const badEmail = await sendCode(player, 'email', 'not-an-address');
    expect(badEmail.json().message).toContain('body.destination');
    const same = await sendCode(player, 'sms', mobile);
    expect(same.json()).toMatchObject({ code: 'CONTACT_UNCHANGED' });
    const sealedBad = await setContact(player, {
      channel: 'sms',
      destination: 'x',
      code: '123456',
      loginPassword: player.password,
    });
    expect(sealedBad.statusCode).toBe(400);
    expect(sealedBad.json().message).toContain('destination');
  });

  it('sends one account at most five codes to new numbers an hour, from whatever address', async () => {
    const player = await signedIn();
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await sendCode({ ...player, ip: nextIp() }, 'sms', randomMobile('855'));
      expect(answer.statusCode).toBe(200);
    }
    const sixth = await sendCode({ ...player, ip: nextIp() }, 'sms', randomMobile('855'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    // another account is not held back by this one
    expect((await sendCode(await signedIn(), 'sms', randomMobile('855'))).statusCode).toBe(200);
  });

  it('keeps trial accounts and visitors out', async () => {
    const guest = await trialSession(harness.app);
    const trial = guest as Player;
    expect((await sendCode(trial, 'sms', randomMobile('855'))).json().code).toBe('AUTH_TRIAL_ACCOUNT');
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/wps/member/info/contact/code',
      payload: { channel: 'sms', destination: randomMobile('855') },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pauses after five wrong login passwords, even with the right one next', async () => {
    const player = await signedIn();
    const mobile = randomMobile('855');
    const code = await codeFor(player, 'sms', mobile);
    const proof = { channel: 'sms', destination: mobile, code };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await setContact(player, { ...proof, loginPassword: 'wrong' })).json().code).toBe(
        'PASSWORD_OLD_WRONG',
      );
    }
    const locked = await setContact(player, { ...proof, loginPassword: player.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SECURITY_CHANGE_LOCKED');
    expect((await stored(player.id)).mobileNum).toBeNull();
  });

  it('takes one of two changes sent at once', async () => {
    const player = await signedIn();
    const first = `${uniqueName('a')}@example.com`;
    const second = `${uniqueName('b')}@example.com`;
    const codes = [await codeFor(player, 'email', first), await codeFor(player, 'email', second)];
    const answers = await Promise.all(
      [first, second].map((destination, index) =>
        setContact(player, {
          channel: 'email',
          destination,
          code: codes[index],
          loginPassword: player.password,
        }),
      ),
    );
    const outcomes = answers.map((answer) => answer.json().code ?? 'ok');
    expect(outcomes.filter((code) => code === 'ok')).toHaveLength(1);
    // the other one either read the account after the first committed (the email bound now asks for
    // its code) or before, and found it changed when writing
    expect(['CONTACT_CHANGED_MEANWHILE', 'AUTH_SECOND_FACTOR_REQUIRED']).toContain(
      outcomes.find((code) => code !== 'ok'),
    );
    expect([first, second]).toContain((await stored(player.id)).email);
    expect(await audits(player.id, 'contact_changed')).toHaveLength(1);
  });
});

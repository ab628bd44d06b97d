import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  lastCodeSentTo,
  lastMessageTo,
  loginCall,
  nextIp,
  randomMobile,
  seal,
  sealedCall,
} from '../../../test/accounts.ts';
import { newKey, readyPlayer } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, bankCards, cashierSettings, members } from '../../db/schema.ts';
import { sealSecret } from '../../lib/secret-box.ts';

/**
 * The takeover chain an attacker who can read one reset code walks: reset the password, set a new
 * payment password, bind a card, withdraw. Each step after the reset is closed or delayed.
 */
describe('account takeover defences', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;
  const ip = '10.66.0.1';

  const call = (token: string, url: string, payload?: Record<string, unknown>) =>
    harness.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { authorization: token },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload }),
    });
  const withdraw = async (token: string, cardId: number) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_withdraw',
      headers: { authorization: token },
      payload: await seal(harness.app, {
        cardId,
        amount: '300.00',
        paymentPassword: '123456',
        idempotencyKey: newKey(),
      }),
      remoteAddress: ip,
    });
  const setPaymentPassword = (token: string, body: Record<string, unknown>) =>
    sealedCall(
      harness.app,
      'POST',
      '/wps/member/paymentPassword',
      { paymentPassword: '654321', confirmPaymentPassword: '654321', ...body },
      { token, ip },
    );
  const loginFrom = async (username: string, password: string) =>
    (await loginCall(harness.app, { username, password }, ip)).json().value.token as string;
  /** a funded player with a mobile, a payment password and one card */
  const victim = async () => {
    const player = await readyPlayer(harness.app, db(), 500_000n);
    // a login from `ip` before a mobile is bound makes it a known address for the logins below
    await loginFrom(player.account.username, player.account.password);
    const mobileNum = randomMobile('8559');
    await db().update(members).set({ mobileNum }).where(eq(members.id, player.account.id));
    return { ...player, mobileNum };
  };
  const resetByPhone = async (mobileNum: string, newPassword: string) => {
    await harness.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum },
      remoteAddress: nextIp(),
    });
    const verificationCode = await lastCodeSentTo(db(), mobileNum);
    return sealedCall(harness.app, 'POST', '/wps/member/password/verification', {
      mobileNum,
      verificationCode,
      newPassword,
    });
  };

  it('pauses withdrawals after a password reset, tells the player, and shows when it ends', async () => {
    const player = await victim();
    expect((await resetByPhone(player.mobileNum, 'Taken1234')).statusCode).toBe(200);
    const notice = await lastMessageTo(db(), player.mobileNum);
    expect(notice?.body).toMatch(/登录密码已被重置.*取款将暂停至 \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const token = await loginFrom(player.account.username, 'Taken1234');
    const refused = await withdraw(token, player.cardId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_COOLING_OFF',
      value: { reason: 'password_reset' },
    });
    const until = new Date(refused.json().value.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const settings = (await call(token, '/wps/relay/CSH_withdrawSettings')).json().value;
    expect(settings.withdrawalHold).toEqual(refused.json().value);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, player.account.id), eq(auditLog.action, 'withdrawal_hold')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a payment-password change with the login password alone when a second factor is held', async () => {
    const player = await victim();
    const bare = await setPaymentPassword(player.token, { loginPassword: player.account.password });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', value: { methods: ['SMS'] } });
    const wrong = await setPaymentPassword(player.token, {
      loginPassword: player.account.password,
      factor: 'SMS',
      factorCode: '000000',
    });
    expect(wrong.json().code).toBe('CODE_INVALID');
    // the old payment password still works: nothing changed
    expect((await withdraw(player.token, player.cardId)).statusCode).toBe(200);
  });

  it('stops taking payment-password changes after five wrong authenticator codes', async () => {
    const player = await victim();
    const secret = new Secret();
    await db()
      .update(members)
      .set({ totpSecret: await sealSecret(db(), secret.base32) })
      .where(eq(members.id, player.account.id));
    const change = (factorCode: string) =>
      setPaymentPassword(player.token, {
        loginPassword: player.account.password,
        factor: 'TOTP',
        factorCode,
      });
    const right = () => new TOTP({ secret, digits: 6, period: 30 }).generate();
    // codes that are surely not the current one (nor the one before or after)
    const wrong = String((Number(right()) + 500_000) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(wrong)).json().code).toBe('CODE_INVALID');
    }
    const locked = await change(right());
    expect(locked.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    // the old payment password still works: nothing changed
    expect((await withdraw(player.token, player.cardId)).statusCode).toBe(200);
  });

  it('changes the payment password with an SMS code to the own mobile, then pauses withdrawals', async () => {
    const player = await victim();
    const settings = (await call(player.token, '/wps/relay/CSH_withdrawSettings')).json().value;
    expect(settings).toMatchObject({ paymentPasswordFactors: ['SMS'], withdrawalHold: null });
    const sent = await call(player.token, '/wps/member/paymentPassword/code', { method: 'SMS' });
    expect(sent.json().value.destination).not.toContain(player.mobileNum);
    const factorCode = await lastCodeSentTo(db(), player.mobileNum);
    const changed = await setPaymentPassword(player.token, {
      loginPassword: player.account.password,
      factor: 'SMS',
      factorCode,
    });
    expect(changed.statusCode).toBe(200);
    expect((await lastMessageTo(db(), player.mobileNum))?.body).toMatch(/资金密码已被修改/);
    expect((await withdraw(player.token, player.cardId)).json()).toMatchObject({
      code: 'WITHDRAWAL_COOLING_OFF',
      value: { reason: 'payment_password_changed' },
    });
    // an email factor the player does not hold is refused, naming the field
    const noEmail = await call(player.token, '/wps/member/paymentPassword/code', { method: 'EMAIL' });
    expect(noEmail.json().message).toContain('body.method');
  });

  it('pauses withdrawals after a second bank account, not after the first', async () => {
    const player = await victim();
    const bind = (accountNumber: string) =>
      call(player.token, '/wps/relay/CSH_bindBankCard', {
        bankName: 'Thief Bank',
        accountName: 'Someone Else',
        accountNumber,
        paymentPassword: '123456',
      });
    expect((await withdraw(player.token, player.cardId)).statusCode).toBe(200);
    const second = await bind('99887766554');
    expect(second.statusCode).toBe(200);
    expect((await lastMessageTo(db(), player.mobileNum))?.body).toMatch(/新绑定了一张银行卡/);
    expect((await withdraw(player.token, second.json().value.id)).json()).toMatchObject({
      code: 'WITHDRAWAL_COOLING_OFF',
      value: { reason: 'bank_card_added' },
    });
  });

  describe('binding a card', () => {
    const bindFrom = (token: string, accountNumber: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/relay/CSH_bindBankCard',
        headers: { authorization: token },
        payload: {
          bankName: 'Thief Bank',
          accountName: 'Someone Else',
          accountNumber,
          paymentPassword: '123456',
        },
        remoteAddress: nextIp(),
      });
    const cardsOf = async (memberId: number) =>
      (await db().select().from(bankCards).where(eq(bankCards.memberId, memberId))).length;

    it('binds a second card together with its pause: when the pause cannot be written, no card is bound', async () => {
      const player = await victim();
      // the database refuses the pause, as a crash between the two writes would leave it
      await db().execute(sql`
        create function refuse_card_pause() returns trigger language plpgsql as $$
        begin
          if new.withdrawal_hold_reason = 'bank_card_added' then raise exception 'pause refused'; end if;
          return new;
        end $$`);
      await db().execute(
        sql`create trigger refuse_card_pause before update on members for each row execute function refuse_card_pause()`,
      );
      try {
        expect((await bindFrom(player.token, '44556677889')).statusCode).toBe(500);
      } finally {
        await db().execute(sql`drop trigger refuse_card_pause on members`);
        await db().execute(sql`drop function refuse_card_pause()`);
      }
      expect(await cardsOf(player.account.id)).toBe(1);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.memberId, player.account.id), eq(auditLog.action, 'bank_card_bind')));
      expect(audits).toHaveLength(1);
    });

    it('never binds past the card limit, however many binds arrive at once', async () => {
      const player = await victim();
      const [settings] = await db().select().from(cashierSettings);
      const answers = await Promise.all(
        ['10000000001', '10000000002', '10000000003', '10000000004', '10000000005'].map((number) =>
          bindFrom(player.token, number),
        ),
      );
      const bound = answers.filter((answer) => answer.statusCode === 200);
      expect(bound).toHaveLength(settings!.maxBankCards - 1);
      for (const answer of answers.filter((answer) => answer.statusCode !== 200))
        expect(answer.json().code).toBe('BANK_CARD_LIMIT');
      expect(await cardsOf(player.account.id)).toBe(settings!.maxBankCards);
    });
  });

  it("follows the merchant's cooling-off hours, and 0 turns the pause off", async () => {
    const [settings] = await db().select().from(cashierSettings);
    await db().update(cashierSettings).set({ withdrawCoolingOffHours: 0 });
    try {
      const player = await victim();
      expect((await resetByPhone(player.mobileNum, 'Fresh1234')).statusCode).toBe(200);
      const token = await loginFrom(player.account.username, 'Fresh1234');
      expect((await withdraw(token, player.cardId)).statusCode).toBe(200);
    } finally {
      await db().update(cashierSettings).set({ withdrawCoolingOffHours: settings!.withdrawCoolingOffHours });
    }
  });
});

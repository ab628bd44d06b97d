import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  lastCodeSentTo,
  lastMessageTo,
  randomMobile,
  sealedCall,
  signedInAccount,
  trialSession,
} from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, members } from '../../db/schema.ts';

describe("a player's authenticator app", () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const signedIn = (overrides: Partial<typeof members.$inferInsert> = {}) =>
    signedInAccount(harness.app, db(), overrides);
  type Player = Awaited<ReturnType<typeof signedIn>>;
  const start = (player: Player) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/member/authenticator/start',
      headers: { authorization: player.token },
      remoteAddress: player.ip,
    });
  const confirm = (player: Player, payload: Record<string, unknown>) =>
    sealedCall(harness.app, 'POST', '/wps/member/authenticator/confirm', payload, player);
  const remove = (player: Player, payload: Record<string, unknown>) =>
    sealedCall(harness.app, 'POST', '/wps/member/authenticator/remove', payload, player);
  const smsFactorCode = async (player: Player) => {
    await harness.app.inject({
      method: 'POST',
      url: '/wps/member/paymentPassword/code',
      headers: { authorization: player.token },
      remoteAddress: player.ip,
      payload: { method: 'SMS', purpose: 'factor_change' },
    });
    return lastCodeSentTo(db(), player.mobileNum!);
  };
  const codeOf = (secret: string, offsetSeconds = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + offsetSeconds * 1000,
    });
  const hasAuthenticator = async (player: Player) =>
    (await harness.app.inject({ url: '/wps/member/info', headers: { authorization: player.token } })).json()
      .value.hasAuthenticator as boolean;
  const row = async (id: number) => (await db().select().from(members).where(eq(members.id, id)))[0]!;

  it('sets one up with a factor held and the first code, keeping the secret sealed, then removes it and pauses withdrawals', async () => {
    const player = await signedIn({ mobileNum: randomMobile('855') });
    const started = await start(player);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json().value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    // kept sealed and pending: the table alone does not give the codes, and nothing is on yet
    const pending = await row(player.id);
    expect(pending.totpPendingSecret).not.toContain(secret);
    expect(pending.totpSecret).toBeNull();
    expect(await hasAuthenticator(player)).toBe(false);

    const proof = { loginPassword: player.password, code: codeOf(secret) };
    expect((await confirm(player, proof)).json().code).toBe('AUTH_SECOND_FACTOR_REQUIRED');
    const factorCode = await smsFactorCode(player);
    const wrongFirst = await confirm(player, {
      ...proof,
      code: String((Number(proof.code) + 500_000) % 1_000_000).padStart(6, '0'),
      factor: 'SMS',
      factorCode,
    });
    expect(wrongFirst.json().code).toBe('CODE_INVALID');
    expect(wrongFirst.json().message).toContain('body.code');
    expect(await hasAuthenticator(player)).toBe(false);

    // the mistyped first code spent nothing: the same SMS code confirms the retry
    const on = await confirm(player, { ...proof, factor: 'SMS', factorCode });
    expect(on.json()).toMatchObject({ success: true });
    expect(await hasAuthenticator(player)).toBe(true);
    expect((await row(player.id)).totpPendingSecret).toBeNull();
    expect((await start(player)).json().code).toBe('AUTHENTICATOR_ALREADY_SET');

    // the code that turned it on is spent; the next one removes it
    const spent = await remove(player, {
      loginPassword: player.password,
      factor: 'TOTP',
      factorCode: proof.code,
    });
    expect(spent.json().code).toBe('CODE_INVALID');
    const off = await remove(player, {
      loginPassword: player.password,
      factor: 'TOTP',
      factorCode: codeOf(secret, 30),
    });
    expect(off.json()).toMatchObject({ success: true });
    expect(await hasAuthenticator(player)).toBe(false);
    expect((await row(player.id)).withdrawalHoldReason).toBe('authenticator_removed');
    expect((await lastMessageTo(db(), player.mobileNum!))?.body).toMatch(/身份验证器已被移除/);
    const actions = (
      await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.memberId, player.id), eq(auditLog.success, true)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['authenticator_enabled', 'authenticator_removed']));
  });

  it('lets a player who holds no factor yet set one up with the login password', async () => {
    const player = await signedIn();
    const { secret } = (await start(player)).json().value;
    const wrongPassword = await confirm(player, { loginPassword: 'nope', code: codeOf(secret) });
    expect(wrongPassword.json().code).toBe('PASSWORD_OLD_WRONG');
    expect((await confirm(player, { loginPassword: player.password, code: codeOf(secret) })).statusCode).toBe(
      200,
    );
    expect(await hasAuthenticator(player)).toBe(true);
  });

  it('turns on one of two confirmations sent at once', async () => {
    const player = await signedIn();
    const { secret } = (await start(player)).json().value;
    const answers = await Promise.all(
      [0, 1].map(() => confirm(player, { loginPassword: player.password, code: codeOf(secret) })),
    );
    const outcomes = answers.map((answer) => answer.json().code ?? 'ok').sort();
    expect(outcomes).toEqual(['AUTHENTICATOR_ALREADY_SET', 'ok']);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.memberId, player.id), eq(auditLog.action, 'authenticator_enabled'))),
    ).toHaveLength(1);
  });

  it('refuses a confirmation with nothing pending, a removal with nothing on, and trial accounts', async () => {
    const player = await signedIn();
    expect((await confirm(player, { loginPassword: player.password, code: '123456' })).json().code).toBe(
      'AUTHENTICATOR_NOT_SET',
    );
    expect((await remove(player, { loginPassword: player.password })).json().code).toBe(
      'AUTHENTICATOR_NOT_SET',
    );
    const bad = await confirm(player, { loginPassword: player.password, code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('code');
    const guest = await trialSession(harness.app);
    const ip = guest.ip;
    const trial = await harness.app.inject({
      method: 'POST',
      url: '/wps/member/authenticator/start',
      headers: { authorization: guest.token },
      remoteAddress: ip,
    });
    expect(trial.json().code).toBe('AUTH_TRIAL_ACCOUNT');
  });
});

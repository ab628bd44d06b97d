import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp, sealedCall, solvedCaptcha, uniqueName } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { admins } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

describe("an operator's own account", () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const signIn = async (username: string, password: string, captcha: Record<string, string> = {}) =>
    sealedCall(
      harness.app,
      'POST',
      '/wps/admin/session/login',
      { username, password, ...captcha },
      { ip: nextIp() },
    );
  /** A new operator (password Staff1234; the platform's, or a merchant's), signed in: its name and token. */
  const operator = async (
    role: 'owner' | 'cashier' | 'support' = 'support',
    merchantId: number | null = null,
  ) => {
    const username = uniqueName('staff');
    await db()
      .insert(admins)
      .values({ username, passwordHash: await hashPassword('Staff1234'), role, merchantId });
    const login = await signIn(username, 'Staff1234');
    return { username, token: login.json().value.token as string };
  };
  const change = (token: string, body: Record<string, string>) =>
    sealedCall(harness.app, 'POST', '/wps/admin/account/password', body, { ip: nextIp(), token });
  const account = (token: string) =>
    harness.app.inject({ url: '/wps/admin/account', headers: { authorization: token } });
  const rowOf = async (username: string) =>
    (await db().select().from(admins).where(eq(admins.username, username)))[0]!;

  it('shows the operator who they are and how their sign-in is protected', async () => {
    const { username, token } = await operator('support');
    const response = await account(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      username,
      role: 'support',
      passwordChangeDue: false,
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      // support moves no money: no merchant setting requires its authenticator
      totpRequired: false,
    });
    expect((await account('')).statusCode).toBe(401);
  });

  it("shows the operator their sign-ins and what an owner changed on their account, and no one else's", async () => {
    const me = await operator('support', await demoMerchantId(db()));
    const other = await operator('support', await demoMerchantId(db()));
    const owner = await operator('owner');
    expect((await signIn(me.username, 'Wrong1234')).json().success).toBe(false);
    const [mine, theirs] = [await rowOf(me.username), await rowOf(other.username)];
    const changeRole = (id: number, role: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/admin/operators/change',
        headers: { authorization: owner.token },
        payload: { id, action: 'role', role },
      });
    expect((await changeRole(mine.id, 'cashier')).statusCode).toBe(200);
    expect((await changeRole(theirs.id, 'cashier')).statusCode).toBe(200);
    // the role change ended the session: the operator signs in again
    // (after a wrong password, with a captcha)
    const again = (await signIn(me.username, 'Staff1234', await solvedCaptcha(db()))).json().value
      .token as string;
    const activity = (token: string) =>
      harness.app.inject({ url: '/wps/admin/account/activity', headers: { authorization: token } });
    const response = await activity(again);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().value as {
      action: string;
      success: boolean;
      by: string | null;
      role: string | null;
    }[];
    expect(rows.map((row) => [row.action, row.success, row.by, row.role])).toEqual([
      ['admin_login', true, null, null],
      ['operator_role', true, owner.username, 'cashier'],
      ['admin_login', false, null, null],
      ['admin_login', true, null, null],
    ]);
    // the owner's own list holds their sign-in, not the changes they made to others
    expect(
      ((await activity(owner.token)).json().value as { action: string }[]).map((row) => row.action),
    ).toEqual(['admin_login']);
    expect((await activity('')).statusCode).toBe(401);
  });

  it('changes the password: the old one stops working, the other sessions end, this one stays', async () => {
    const { username, token } = await operator('support');
    const other = (await signIn(username, 'Staff1234')).json().value.token as string;
    const response = await change(token, {
      currentPassword: 'Staff1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ endedSessions: 1 });
    expect((await account(other)).statusCode).toBe(401);
    expect((await account(token)).statusCode).toBe(200);
    // the new one first: after a wrong password, the next sign-in needs a captcha
    expect((await signIn(username, 'Fresh5678')).json().value.step).toBe('signedIn');
    expect((await signIn(username, 'Staff1234')).json().code).toBe('AUTH_BAD_CREDENTIALS');
    const audit = await harness.app.inject({
      url: `/wps/admin/audit?operator=${username}&action=admin_password_change`,
      headers: { authorization: token },
    });
    expect(audit.json().value).toMatchObject([
      { success: true, operator: username, detail: { endedSessions: 1 } },
    ]);
  });

  it('refuses a wrong current password or a weak new one, naming the field, and changes nothing', async () => {
    const { username, token } = await operator('cashier');
    const before = (await rowOf(username)).passwordHash;
    for (const [body, code, field] of [
      [
        { currentPassword: 'Wrong1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
        'PASSWORD_OLD_WRONG',
        'body.currentPassword',
      ],
      [
        { currentPassword: 'Staff1234', newPassword: 'short1', confirmNewPassword: 'short1' },
        'VALIDATION_FAILED',
        'body.newPassword',
      ],
      [
        { currentPassword: 'Staff1234', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' },
        'VALIDATION_FAILED',
        'body.newPassword',
      ],
      [
        { currentPassword: 'Staff1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5679' },
        'VALIDATION_FAILED',
        'body.confirmNewPassword',
      ],
      [
        { currentPassword: 'Staff1234', newPassword: 'Staff1234', confirmNewPassword: 'Staff1234' },
        'VALIDATION_FAILED',
        'body.newPassword',
      ],
      [
        { currentPassword: 'Staff1234', newPassword: `x1${username}`, confirmNewPassword: `x1${username}` },
        'VALIDATION_FAILED',
        'body.newPassword',
      ],
    ] as const) {
      const response = await change(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().message).toContain(field);
    }
    expect((await rowOf(username)).passwordHash).toBe(before);
    // one wrong current password counted, as a wrong sign-in would be
    expect((await rowOf(username)).failedLogins).toBe(1);
  });

  it('locks the account after five wrong current passwords, sent one by one or all at once', async () => {
    const wrong = { currentPassword: 'Wrong1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' };
    const right = { ...wrong, currentPassword: 'Staff1234' };
    const { username, token } = await operator('owner');
    for (let i = 0; i < 4; i++) expect((await change(token, wrong)).json().code).toBe('PASSWORD_OLD_WRONG');
    expect((await change(token, wrong)).json().code).toBe('AUTH_ACCOUNT_LOCKED');
    const locked = await change(token, right);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    expect((await signIn(username, 'Staff1234')).json().code).toBe('AUTH_ACCOUNT_LOCKED');

    const burst = await operator('owner');
    const answers = await Promise.all(Array.from({ length: 8 }, () => change(burst.token, wrong)));
    // wrong (400), locked out (403), or on a loaded machine one too many at once (429)
    expect(answers.every((answer) => [400, 403, 429].includes(answer.statusCode))).toBe(true);
    const row = await rowOf(burst.username);
    expect(row.failedLogins).toBeLessThanOrEqual(5);
    expect(row.lockedUntil?.getTime() ?? 0).toBeGreaterThan(Date.now());
    expect((await change(burst.token, right)).json().code).toBe('AUTH_ACCOUNT_LOCKED');
  });

  it('lands one of two changes sent at once with the same current password', async () => {
    const { username, token } = await operator('support');
    const answers = await Promise.all(
      ['First5678', 'Second5678'].map((newPassword) =>
        change(token, { currentPassword: 'Staff1234', newPassword, confirmNewPassword: newPassword }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const landed = answers[0]!.statusCode === 200 ? 'First5678' : 'Second5678';
    const lost = landed === 'First5678' ? 'Second5678' : 'First5678';
    // the loser may have been checked after the winner committed: then its current password was
    // wrong, a failure counts, and the next sign-in asks for a captcha (answered here)
    const captcha = await solvedCaptcha(db());
    expect((await signIn(username, landed, captcha)).json().value?.step).toBe('signedIn');
    expect((await signIn(username, lost, await solvedCaptcha(db()))).json().code).not.toBe(undefined);
  });
});

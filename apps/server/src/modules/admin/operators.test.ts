import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp, sealedCall, uniqueName } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { adminRecoveryCodes, admins, auditLog } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

type Role = 'owner' | 'cashier' | 'support';

describe("an owner manages the merchant's operators", () => {
  let owner: { id: number; token: string };
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await signedIn(await staff('owner'));
  });
  const db = () => harness.database.db;

  const signIn = (username: string, password: string) =>
    sealedCall(harness.app, 'POST', '/wps/admin/session/login', { username, password }, { ip: nextIp() });
  /** A new operator of the demo merchant (password Staff1234, or `merchantId: null` for the platform's). */
  const staff = async (role: Role, merchantId?: number | null) => {
    const username = uniqueName('staff');
    const [row] = await db()
      .insert(admins)
      .values({
        username,
        passwordHash: await hashPassword('Staff1234'),
        role,
        merchantId: merchantId === undefined ? await demoMerchantId(db()) : merchantId,
      })
      .returning({ id: admins.id });
    return { id: row!.id, username };
  };
  const signedIn = async (operator: { id: number; username: string }) => {
    const login = await signIn(operator.username, 'Staff1234');
    expect(login.json().value?.step, login.body).toBe('signedIn');
    return { ...operator, token: login.json().value.token as string };
  };
  const list = (token = owner.token) =>
    harness.app.inject({ url: '/wps/admin/operators', headers: { authorization: token } });
  const create = (body: Record<string, string>, token = owner.token) =>
    sealedCall(harness.app, 'POST', '/wps/admin/operators/create', body, { ip: nextIp(), token });
  const change = (body: Record<string, unknown>, token = owner.token) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/operators/change',
      payload: body,
      headers: { authorization: token },
    });
  const newPassword = (body: Record<string, unknown>, token = owner.token) =>
    sealedCall(harness.app, 'POST', '/wps/admin/operators/password', body, { ip: nextIp(), token });
  const stillSignedIn = async (token: string) =>
    (await harness.app.inject({ url: '/wps/admin/account', headers: { authorization: token } }))
      .statusCode === 200;
  const rowOf = async (id: number) => (await db().select().from(admins).where(eq(admins.id, id)))[0]!;
  const lastAudit = async (operatorId: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.merchantId, await demoMerchantId(db())))
        .orderBy(desc(auditLog.id))
        .limit(20)
    ).find((entry) => (entry.detail as { operatorId?: number }).operatorId === operatorId);

  it("lists the merchant's operators, never the platform's, to owners only", async () => {
    const platform = await staff('owner', null);
    const support = await signedIn(await staff('support'));
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().value as { id: number; username: string; lastSignInAt: string | null }[];
    const names = rows.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['cashier01', 'support01', support.username]));
    expect(names).not.toContain(platform.username);
    expect(names).not.toContain('admin');
    expect(rows.find((row) => row.username === support.username)).toMatchObject({
      role: 'support',
      status: 'active',
      lockedUntil: null,
      totpEnabledAt: null,
      lastSignInAt: expect.any(String),
    });
    expect((await list(support.token)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
  });

  it('opens an account that signs in with the password given, and audits who opened it', async () => {
    const username = uniqueName('Desk');
    const response = await create({
      username,
      role: 'cashier',
      password: 'First1234',
      confirmPassword: 'First1234',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().value;
    expect(row).toMatchObject({ username, role: 'cashier', status: 'active', lastSignInAt: null });
    const first = (await signIn(username, 'First1234')).json().value;
    expect(first).toMatchObject({ step: 'signedIn', passwordChangeDue: true });
    expect(await lastAudit(row.id)).toMatchObject({
      action: 'operator_create',
      success: true,
      detail: { adminId: owner.id, operatorId: row.id, operatorName: username, role: 'cashier' },
    });
    // the name is taken in any case, and nothing else is written
    const again = await create({
      username: username.toUpperCase(),
      role: 'support',
      password: 'Other1234',
      confirmPassword: 'Other1234',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'OPERATOR_USERNAME_TAKEN',
      message: expect.stringContaining('username'),
    });
  });

  it("opens only the operator's own account until they replace the password an owner gave", async () => {
    const username = uniqueName('desk');
    await create({ username, role: 'cashier', password: 'First1234', confirmPassword: 'First1234' });
    const token = (await signIn(username, 'First1234')).json().value.token as string;
    const queue = () =>
      harness.app.inject({
        url: '/wps/admin/cashier/withdrawals?status=pending',
        headers: { authorization: token },
      });
    const refused = await queue();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const account = await harness.app.inject({
      url: '/wps/admin/account',
      headers: { authorization: token },
    });
    expect(account.json().value).toMatchObject({ username, passwordChangeDue: true });
    const changed = await sealedCall(
      harness.app,
      'POST',
      '/wps/admin/account/password',
      { currentPassword: 'First1234', newPassword: 'Mine5678', confirmNewPassword: 'Mine5678' },
      { ip: nextIp(), token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await queue()).statusCode).toBe(200);
    const listed = (await list()).json().value.find((row: { username: string }) => row.username === username);
    expect(listed.passwordChangeDue).toBe(false);
    // a password an owner gives again is due again
    await newPassword({ id: listed.id, password: 'Given5678', confirmPassword: 'Given5678' });
    expect((await signIn(username, 'Given5678')).json().value.passwordChangeDue).toBe(true);
  });

  it('refuses bad input naming the field, and opens nothing', async () => {
    const username = uniqueName('desk');
    const good = { username, role: 'support', password: 'First1234', confirmPassword: 'First1234' };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, username: 'ab' }, 'username'],
      [{ ...good, username: '9lives' }, 'username'],
      [{ ...good, username: 'has space' }, 'username'],
      [{ ...good, role: 'root' }, 'role'],
      [{ ...good, password: 'short1', confirmPassword: 'short1' }, 'password'],
      [{ ...good, password: 'lettersonly', confirmPassword: 'lettersonly' }, 'password'],
      [{ ...good, confirmPassword: 'First12345' }, 'confirmPassword'],
      [{ ...good, password: `${username}1`, confirmPassword: `${username}1` }, 'password'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await db().select().from(admins).where(eq(admins.username, username))).toHaveLength(0);
  });

  it('of the same name opened five times at once, opens one', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        create({ username, role: 'support', password: 'First1234', confirmPassword: 'First1234' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db().select().from(admins).where(eq(admins.username, username))).toHaveLength(1);
  });

  it('changes a role: the sessions opened under the old one end, and the new one applies', async () => {
    const support = await signedIn(await staff('support'));
    const response = await change({ id: support.id, action: 'role', role: 'cashier' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ id: support.id, role: 'cashier' });
    expect(await stillSignedIn(support.token)).toBe(false);
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'operator_role',
      detail: { adminId: owner.id, from: 'support', to: 'cashier', endedSessions: 1 },
    });
    const again = await signedIn(support);
    const queue = await harness.app.inject({
      url: '/wps/admin/cashier/withdrawals?status=pending',
      headers: { authorization: again.token },
    });
    expect(queue.statusCode).toBe(200);
  });

  it('disables an account (no sign-in, no session) and enables it again', async () => {
    const cashier = await signedIn(await staff('cashier'));
    const off = await change({ id: cashier.id, action: 'disable' });
    expect(off.json().value).toMatchObject({ status: 'disabled' });
    expect(await stillSignedIn(cashier.token)).toBe(false);
    expect((await signIn(cashier.username, 'Staff1234')).json().value?.step).toBeUndefined();
    const on = await change({ id: cashier.id, action: 'enable' });
    expect(on.json().value).toMatchObject({ status: 'active' });
    await signedIn(cashier);
    expect((await lastAudit(cashier.id))?.action).toBe('operator_enable');
  });

  it('lifts a lock-out', async () => {
    const locked = await staff('support');
    const until = new Date(Date.now() + 10 * 60_000);
    await db()
      .update(admins)
      .set({ failedLogins: 5, failuresSince: new Date(), lockedUntil: until })
      .where(eq(admins.id, locked.id));
    const listed = (await list()).json().value.find((row: { id: number }) => row.id === locked.id);
    expect(listed.lockedUntil).toBe(until.toISOString());
    expect((await signIn(locked.username, 'Staff1234')).json().code).toBe('AUTH_ACCOUNT_LOCKED');
    const response = await change({ id: locked.id, action: 'unlock' });
    expect(response.json().value).toMatchObject({ lockedUntil: null });
    expect(await rowOf(locked.id)).toMatchObject({ failedLogins: 0, lockedUntil: null });
    await signedIn(locked);
  });

  it('resets an authenticator: the secret and recovery codes go, and the sessions end', async () => {
    const cashier = await signedIn(await staff('cashier'));
    await db()
      .update(admins)
      .set({ totpSecret: 'sealed', totpEnabledAt: new Date(), totpLastStep: 7 })
      .where(eq(admins.id, cashier.id));
    await db()
      .insert(adminRecoveryCodes)
      .values([
        { adminId: cashier.id, codeHash: 'a' },
        { adminId: cashier.id, codeHash: 'b' },
      ]);
    const response = await change({ id: cashier.id, action: 'resetAuthenticator' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ totpEnabledAt: null });
    expect(await rowOf(cashier.id)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    expect(
      await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, cashier.id)),
    ).toHaveLength(0);
    expect(await stillSignedIn(cashier.token)).toBe(false);
    expect((await lastAudit(cashier.id))?.action).toBe('operator_totp_reset');
  });

  it('gives a new password: the old one fails, the sessions end, a lock-out lifts', async () => {
    const support = await signedIn(await staff('support'));
    await db()
      .update(admins)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(admins.id, support.id));
    const weak = await newPassword({
      id: support.id,
      password: `${support.username}9`,
      confirmPassword: `${support.username}9`,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('body.password');
    const response = await newPassword({
      id: support.id,
      password: 'Given5678',
      confirmPassword: 'Given5678',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stillSignedIn(support.token)).toBe(false);
    expect((await signIn(support.username, 'Given5678')).json().value.step).toBe('signedIn');
    expect((await signIn(support.username, 'Staff1234')).json().success).toBe(false);
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'operator_password_reset',
      detail: { endedSessions: 1 },
    });
  });

  it("touches neither the owner's own account, nor the platform's, nor anyone for a non-owner", async () => {
    const platform = await staff('owner', null);
    const cashier = await signedIn(await staff('cashier'));
    const self = await change({ id: owner.id, action: 'disable' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain('body.id');
    const foreign = await change({ id: platform.id, action: 'disable' });
    expect(foreign.statusCode).toBe(404);
    expect((await change({ id: 2_000_000_000, action: 'unlock' })).statusCode).toBe(404);
    const refused = await change({ id: owner.id, action: 'role', role: 'support' }, cashier.token);
    expect(refused.statusCode).toBe(403);
    const refusedPassword = await newPassword(
      { id: owner.id, password: 'Given5678', confirmPassword: 'Given5678' },
      cashier.token,
    );
    expect(refusedPassword.statusCode).toBe(403);
    for (const bad of [
      { id: owner.id, action: 'promote' },
      { id: 0, action: 'unlock' },
      { id: cashier.id, action: 'role', role: 'root' },
    ]) {
      const response = await change(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await rowOf(owner.id)).toMatchObject({ status: 'active', role: 'owner' });
    expect(await rowOf(platform.id)).toMatchObject({ status: 'active' });
    expect(await stillSignedIn(owner.token)).toBe(true);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, await demoMerchantId(db())), eq(auditLog.action, 'operator_role')));
    expect(audited.every((entry) => (entry.detail as { operatorId: number }).operatorId !== owner.id)).toBe(
      true,
    );
  });
});

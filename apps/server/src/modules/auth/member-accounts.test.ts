import { and, eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  lastMessageTo,
  loginCall,
  nextIp,
  randomMobile,
  solvedCaptcha,
  uniqueName,
  wrongPasswords,
} from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession, fund, playerToken } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, members, merchants } from '../../db/schema.ts';
import { sealSecret } from '../../lib/secret-box.ts';

describe("the back office's Members tab", () => {
  let owner: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
  });
  const db = () => harness.database.db;

  const list = (query: string, token = owner) =>
    harness.app.inject({ url: `/wps/admin/members?${query}`, headers: { authorization: token } });
  const detail = (id: number | string, token = owner) =>
    harness.app.inject({ url: `/wps/admin/members/detail?id=${id}`, headers: { authorization: token } });
  const change = (body: Record<string, unknown>, token = owner) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/members/change',
      payload: body,
      headers: { authorization: token },
      remoteAddress: nextIp(),
    });
  const balanceCall = (token: string) =>
    harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } });
  const auditsOf = (memberId: number, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, memberId), eq(auditLog.action, action)));
  /** ten wrong passwords for an account (a minute ago unless told): its sign-in is locked */
  const wrongPasswordsFor = (
    account: { id: number; merchantId: number },
    at = new Date(Date.now() - 60_000),
  ) => wrongPasswords(db(), account, at);
  const login = async (account: { username: string; password: string }) =>
    loginCall(
      harness.app,
      { username: account.username, password: account.password, ...(await solvedCaptcha(db())) },
      nextIp(),
    );

  it('finds accounts by the start of a username in any case, a whole mobile number or an id, newest first, with balances', async () => {
    const prefix = uniqueName('find');
    const older = await createAccount(db(), { username: `${prefix}a`, mobileNum: `139${Date.now() % 1e8}` });
    const newer = await createAccount(db(), { username: `${prefix}B` });
    await fund(db(), older.merchantId, older.id, 12_345n);

    const byName = await list(`search=${prefix.toUpperCase()}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().value).toEqual([
      expect.objectContaining({ id: newer.id, username: newer.username, balance: '0.00', status: 'active' }),
      expect.objectContaining({ id: older.id, type: 0, balance: '123.45', lastLoginAt: null }),
    ]);
    expect(
      (await list(`search=${older.mobileNum}`)).json().value.map((row: { id: number }) => row.id),
    ).toEqual([older.id]);
    expect((await list(`search=${older.id}`)).json().value.map((row: { id: number }) => row.id)).toContain(
      older.id,
    );
    // a wildcard is a character like any other, not "any name"
    expect((await list('search=%25')).json().value).toEqual([]);
    expect((await list(`search=${prefix}_`)).json().value).toEqual([]);
    // pages: the older one only, before the newer one's id
    const page = await list(`search=${prefix}&before=${newer.id}&limit=5`);
    expect(page.json().value.map((row: { id: number }) => row.id)).toEqual([older.id]);
  });

  it('filters by status and kind, and refuses bad queries naming the field', async () => {
    const locked = await createAccount(db(), { username: uniqueName('lk'), status: 'locked' });
    const rows = (await list('status=locked&limit=100')).json().value as { id: number; status: string }[];
    expect(rows.map((row) => row.id)).toContain(locked.id);
    expect(rows.every((row) => row.status === 'locked')).toBe(true);
    // by kind: agents of every agent type, free-play guests, players
    const prefix = uniqueName('kind');
    const agent = await createAccount(db(), { username: `${prefix}a`, type: 41 });
    const guest = await createAccount(db(), { username: `${prefix}g`, type: 4 });
    const player = await createAccount(db(), { username: `${prefix}p` });
    const idsOf = async (kind: string) =>
      ((await list(`search=${prefix}&kind=${kind}`)).json().value as { id: number }[]).map((row) => row.id);
    expect(await idsOf('agent')).toEqual([agent.id]);
    expect(await idsOf('trial')).toEqual([guest.id]);
    expect(await idsOf('member')).toEqual([player.id]);
    for (const [query, field] of [
      ['kind=boss', 'kind'],
      ['status=gone', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['before=-1', 'before'],
      [`search=${'x'.repeat(65)}`, 'search'],
    ]) {
      const response = await list(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
  });

  it('shows one account with contacts masked, its upline, lock-out and open sessions', async () => {
    const upline = await createAccount(db(), { type: 1 });
    const account = await createAccount(db(), {
      parentId: upline.id,
      mobileNum: '13812345678',
      email: 'player.one@example.com',
      nickname: 'Lucky',
    });
    await playerToken(harness.app, account);
    const response = await detail(account.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      id: account.id,
      username: account.username,
      nickname: 'Lucky',
      mobile: '138****678',
      email: 'pl***@example.com',
      upline: upline.username,
      loginFailures: 0,
      loginLocked: false,
      openSessions: 1,
      mustChangePassword: false,
      lastLoginAt: expect.any(String),
    });
    expect(response.body).not.toContain('13812345678');
    expect(response.body).not.toContain('player.one');
    expect((await detail(999_999_999)).statusCode).toBe(404);
    expect((await detail('x')).statusCode).toBe(400);
  });

  it('locks an account: its sessions end at once, it cannot sign in, and opening it again lets it back', async () => {
    const account = await createAccount(db());
    await fund(db(), account.merchantId, account.id, 500n);
    const token = await playerToken(harness.app, account);
    expect((await balanceCall(token)).statusCode).toBe(200);

    const locked = await change({ id: account.id, action: 'lock', reason: 'Chargeback fraud reported' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({ status: 'locked', openSessions: 0 });
    expect((await balanceCall(token)).statusCode).toBe(401);
    const refused = await login(account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('AUTH_ACCOUNT_CLOSED');
    const [audit] = await auditsOf(account.id, 'member_lock');
    expect(audit).toMatchObject({
      success: true,
      detail: expect.objectContaining({ reason: 'Chargeback fraud reported', endedSessions: 1 }),
    });

    const opened = await change({ id: account.id, action: 'unlock', reason: 'Bank cleared the dispute' });
    expect(opened.json().value.status).toBe('active');
    expect((await login(account)).json().success).toBe(true);
    expect(await auditsOf(account.id, 'member_unlock')).toHaveLength(1);
  });

  it('lifts a sign-in lock-out: the failures before it stop counting, later ones count again', async () => {
    const account = await createAccount(db());
    await wrongPasswordsFor(account);
    expect((await detail(account.id)).json().value).toMatchObject({ loginFailures: 10, loginLocked: true });
    const locked = await login(account);
    expect(locked.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    // the refusal brings the captcha the next try needs, so the form can show it
    expect(locked.json().value).toMatchObject({
      captchaId: expect.any(String),
      captcha: expect.stringMatching(/^data:image\/png/),
    });

    const cleared = await change({ id: account.id, action: 'clearLoginFailures' });
    expect(cleared.json().value).toMatchObject({ loginFailures: 0, loginLocked: false });
    const [audit] = await auditsOf(account.id, 'member_login_unlock');
    expect(audit?.detail).toMatchObject({ cleared: expect.any(Number) });
    const signedIn = await login(account);
    expect(signedIn.json().success, signedIn.body).toBe(true);
    // nothing left to clear: no second audit row
    await change({ id: account.id, action: 'clearLoginFailures' });
    expect(await auditsOf(account.id, 'member_login_unlock')).toHaveLength(1);
    // wrong passwords after the clearing count as before
    await wrongPasswordsFor(account, new Date(Date.now() + 1_000));
    expect((await detail(account.id)).json().value).toMatchObject({ loginFailures: 10, loginLocked: true });
  });

  it('ends every session of an account on request', async () => {
    const account = await createAccount(db());
    const first = await playerToken(harness.app, account);
    const second = await playerToken(harness.app, account);
    const ended = await change({ id: account.id, action: 'endSessions' });
    expect(ended.json().value).toMatchObject({ status: 'active', openSessions: 0 });
    expect((await balanceCall(first)).statusCode).toBe(401);
    expect((await balanceCall(second)).statusCode).toBe(401);
    expect((await auditsOf(account.id, 'member_sessions_end'))[0]?.detail).toMatchObject({
      endedSessions: 2,
    });
  });

  it("records and corrects a player's real name, audited masked with the reason, and shows it whole to operators", async () => {
    const account = await createAccount(db());
    expect((await detail(account.id)).json().value.realName).toBeNull();
    const set = await change({
      id: account.id,
      action: 'setRealName',
      realName: ' Sok Dara ',
      reason: 'ID checked by video',
    });
    expect(set.json().value).toMatchObject({ realName: 'Sok Dara' });
    const corrected = await change({
      id: account.id,
      action: 'setRealName',
      realName: 'Sok Dara Chan',
      reason: 'Middle name was missing',
    });
    expect(corrected.json().value.realName).toBe('Sok Dara Chan');
    // the same name again changes and audits nothing
    await change({
      id: account.id,
      action: 'setRealName',
      realName: 'Sok Dara Chan',
      reason: 'Clicked twice',
    });
    const rows = await auditsOf(account.id, 'member_real_name');
    expect(rows.map((row) => row.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: null, to: 'S** D***', reason: 'ID checked by video' }),
        expect.objectContaining({ from: 'S** D***', to: 'S** D*** C***', reason: 'Middle name was missing' }),
      ]),
    );
    expect(rows).toHaveLength(2);
    // the player reads it masked
    const token = await playerToken(harness.app, account);
    const info = await harness.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
    expect(info.json().value.realName).toBe('S** D*** C***');
    for (const [body, field] of [
      [{ id: account.id, action: 'setRealName', realName: 'Dara 2', reason: 'ID checked' }, 'realName'],
      [{ id: account.id, action: 'setRealName', realName: 'Sok Dara' }, 'reason'],
    ] as const) {
      const refused = await change(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    const [row] = await db().select().from(members).where(eq(members.id, account.id));
    expect(row!.realName).toBe('Sok Dara Chan');
  });

  it("turns off a player's authenticator and removes a mobile they lost, pausing withdrawals and telling them", async () => {
    const mobile = randomMobile('855');
    const email = `${uniqueName()}@example.com`;
    const account = await createAccount(db(), {
      mobileNum: mobile,
      email,
      totpSecret: await sealSecret(db(), new Secret().base32),
      language: 'EN',
    });
    expect((await detail(account.id)).json().value).toMatchObject({ hasAuthenticator: true });
    const off = await change({
      id: account.id,
      action: 'removeAuthenticator',
      reason: 'Lost phone, ID checked',
    });
    expect(off.json().value).toMatchObject({ hasAuthenticator: false });
    expect(off.json().value.withdrawalHoldUntil).not.toBeNull();
    expect((await lastMessageTo(db(), mobile))?.body).toMatch(
      /authenticator app of your account was removed/,
    );
    // asked again, nothing is left to remove: nothing changes and nothing is audited
    await change({ id: account.id, action: 'removeAuthenticator', reason: 'Clicked twice' });
    expect(await auditsOf(account.id, 'member_authenticator_removed')).toHaveLength(1);

    const cleared = await change({
      id: account.id,
      action: 'clearContact',
      channel: 'sms',
      reason: 'Number recycled',
    });
    expect(cleared.json().value.mobile).toBeNull();
    const [audit] = await auditsOf(account.id, 'member_contact_cleared');
    expect(audit?.detail).toMatchObject({ channel: 'sms', reason: 'Number recycled' });
    expect(JSON.stringify(audit?.detail)).not.toContain(mobile);
    // the notice of a removed mobile goes to the email still bound
    expect((await lastMessageTo(db(), email))?.body).toMatch(/mobile number of your account was changed/);
    const [row] = await db().select().from(members).where(eq(members.id, account.id));
    expect(row).toMatchObject({ mobileNum: null, totpSecret: null, withdrawalHoldReason: 'mobile_changed' });
    const refused = await change({
      id: account.id,
      action: 'clearContact',
      channel: 'phone',
      reason: 'Number recycled',
    });
    expect(refused.json().message).toContain('channel');
  });

  it('five operators locking one account at once lock it once, with one audit row', async () => {
    const account = await createAccount(db());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        change({ id: account.id, action: 'lock', reason: 'Same report, five desks' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await auditsOf(account.id, 'member_lock')).toHaveLength(1);
  });

  it("reads a player's account record as the player sees it, refusing what it would refuse", async () => {
    const account = await createAccount(db());
    await fund(db(), account.merchantId, account.id, 12_345n);
    const cashier = await adminSession(harness.app, db(), 'cashier');
    const statement = (query: string, token = owner) =>
      harness.app.inject({ url: `/wps/admin/members/statement?${query}`, headers: { authorization: token } });
    const answer = await statement(`id=${account.id}&days=7`, cashier);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({
      total: 1,
      page: 1,
      rows: [{ kind: 'deposit', amount: '123.45', wallet: 'main' }],
    });
    expect((await statement(`id=${account.id}&kind=withdrawal`)).json().value.total).toBe(0);
    for (const [query, field] of [
      [`id=${account.id}&days=3`, 'days'],
      [`id=${account.id}&kind=gift`, 'kind'],
      ['days=7', 'id'],
    ]) {
      const refused = await statement(query!);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toContain(field);
    }
    const [maint] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'MAINT'));
    const elsewhere = await createAccount(db(), { merchantId: maint!.id });
    expect((await statement(`id=${elsewhere.id}`)).statusCode).toBe(404);
    expect((await statement(`id=${account.id}`, '')).statusCode).toBe(401);
  });

  it('refuses bad actions naming the field and changes nothing', async () => {
    const account = await createAccount(db());
    for (const [body, field] of [
      [{ id: account.id, action: 'lock' }, 'reason'],
      [{ id: account.id, action: 'lock', reason: 'abc' }, 'reason'],
      [{ id: account.id, action: 'lock', reason: `bad\u0000reason` }, 'reason'],
      [{ id: account.id, action: 'delete' }, 'action'],
      [{ id: 0, action: 'endSessions' }, 'id'],
    ] as const) {
      const response = await change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const [row] = await db().select().from(members).where(eq(members.id, account.id));
    expect(row!.status).toBe('active');
    const unknown = await change({ id: 999_999_999, action: 'endSessions' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('body.id');
  });

  it('lets support change accounts, cashiers only look, and no one in from another merchant', async () => {
    const account = await createAccount(db());
    const cashier = await adminSession(harness.app, db(), 'cashier');
    const support = await adminSession(harness.app, db(), 'support');
    expect((await list(`search=${account.username}`, cashier)).statusCode).toBe(200);
    expect((await detail(account.id, cashier)).statusCode).toBe(200);
    const refused = await change({ id: account.id, action: 'endSessions' }, cashier);
    expect(refused.statusCode).toBe(403);
    const naming = { id: account.id, action: 'setRealName', realName: 'Sok Dara', reason: 'A cashier tries' };
    expect((await change(naming, cashier)).statusCode).toBe(403);
    expect(
      (await change({ id: account.id, action: 'lock', reason: 'Asked by the player' }, support)).statusCode,
    ).toBe(200);
    // another merchant's account is not this site's to see or change
    const [maint] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'MAINT'));
    const elsewhere = await createAccount(db(), { merchantId: maint!.id });
    expect((await list(`search=${elsewhere.username}`)).json().value).toEqual([]);
    expect((await detail(elsewhere.id)).statusCode).toBe(404);
    expect((await change({ id: elsewhere.id, action: 'lock', reason: 'Not this site' })).statusCode).toBe(
      404,
    );
    expect((await list('', '')).statusCode).toBe(401);
    expect((await change({ id: account.id, action: 'endSessions' }, 'not-a-token')).statusCode).toBe(401);
  });
});

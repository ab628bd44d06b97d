import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp, sealedCall } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { members, sessions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createSessionCache, memberAccessChanged, revokeMemberSessions, sessionCacheTtlMs } from './index.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('signed-in calls with resolved sessions kept per instance', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());
  const db = () => harness.database.db;

  const signIn = async (overrides: Partial<typeof members.$inferInsert> = {}) => {
    const account = await createAccount(db(), overrides);
    const login = await loginCall(
      harness.app,
      { username: account.username, password: account.password },
      nextIp(),
    );
    return { account, token: login.json().value.token as string };
  };
  const call = (token: string, url = '/wps/member/info') =>
    harness.app.inject({ url, headers: { authorization: token } });
  const setStatus = (memberId: number, status: 'active' | 'locked') =>
    db().update(members).set({ status }).where(eq(members.id, memberId));

  it('refuses a call right after logout on this instance, though the session was kept', async () => {
    const { token } = await signIn();
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(200);
    const logout = await harness.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(logout.statusCode).toBe(200);
    const after = await call(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('signs the other sessions out at once on a password change and keeps the changing one', async () => {
    const { account, token: keep } = await signIn();
    const other = (
      await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
    ).json().value.token as string;
    expect((await call(keep)).statusCode).toBe(200);
    expect((await call(other)).statusCode).toBe(200);
    const changed = await sealedCall(
      harness.app,
      'POST',
      '/wps/member/password',
      { oldPassword: account.password, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      { ip: nextIp(), token: keep },
    );
    expect(changed.statusCode).toBe(200);
    expect((await call(other)).statusCode).toBe(401);
    expect((await call(keep)).statusCode).toBe(200);
  });

  it('opens every route at once when a forced password change is done', async () => {
    const { token } = await signIn({ firstLogin: true });
    const before = await call(token, '/wps/v2/wallets/balance');
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('FORBIDDEN');
    // a route open during the forced change keeps the session in this instance's cache
    expect((await call(token)).statusCode).toBe(200);
    const changed = await sealedCall(
      harness.app,
      'POST',
      '/wps/member/password',
      { newPassword: 'Forced123', confirmNewPassword: 'Forced123' },
      { ip: nextIp(), token },
    );
    expect(changed.statusCode).toBe(200);
    const after = await call(token, '/wps/v2/wallets/balance');
    expect(after.statusCode).toBe(200);
    expect(after.json().value.currency).toBe('CNY');
  });

  it('refuses a locked account at once when the lock says so, and lets it in again at once when unlocked', async () => {
    const { account, token } = await signIn();
    expect((await call(token)).statusCode).toBe(200);
    await setStatus(account.id, 'locked');
    memberAccessChanged(db(), account.id);
    const locked = await call(token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('AUTH_ACCOUNT_CLOSED');
    // a refusal is never kept: unlocked, the very next call passes
    await setStatus(account.id, 'active');
    expect((await call(token)).statusCode).toBe(200);
  });

  it('refuses a lock written behind its back within the documented two seconds', async () => {
    const { account, token } = await signIn();
    expect((await call(token)).statusCode).toBe(200);
    await setStatus(account.id, 'locked');
    const startedAt = Date.now();
    let status = (await call(token)).statusCode;
    while (status === 200 && Date.now() - startedAt < 5_000) {
      await sleep(100);
      status = (await call(token)).statusCode;
    }
    expect(status).toBe(403);
    expect(Date.now() - startedAt).toBeLessThanOrEqual(sessionCacheTtlMs + 500);
  });

  it('ends every session at once after a password reset written inside a transaction', async () => {
    const { account, token } = await signIn();
    expect((await call(token)).statusCode).toBe(200);
    await db().transaction(async (tx) => {
      await revokeMemberSessions(tx, account.id, new Date());
    });
    expect((await call(token)).statusCode).toBe(401);
  });
});

describe('the session cache itself', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());
  const db = () => harness.database.db;
  const policy = { idleMinutes: 30, absoluteHours: 24 };

  const signIn = async () => {
    const account = await createAccount(db());
    const login = await loginCall(
      harness.app,
      { username: account.username, password: account.password },
      nextIp(),
    );
    return { account, token: login.json().value.token as string };
  };

  it('answers from memory the second time, from the database when asked fresh', async () => {
    const cache = createSessionCache({ db: db(), policy });
    const { account, token } = await signIn();
    const first = await cache.resolve(token);
    expect(first).toMatchObject({ kept: false, member: { id: account.id, status: 'active' } });
    expect(await cache.resolve(token)).toMatchObject({ kept: true, member: { id: account.id } });
    // the row changes behind the cache's back: the kept answer stands until asked fresh
    await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await cache.resolve(token)).toMatchObject({ kept: true });
    expect(await cache.resolve(token, { fresh: true })).toBeUndefined();
    await cache.close();
  });

  it('does not keep an answer whose read started before a revocation', async () => {
    const cache = createSessionCache({ db: db(), policy });
    const { account, token } = await signIn();
    const reading = cache.resolve(token);
    cache.forgetMember(account.id, false);
    expect(await reading).toMatchObject({ kept: false });
    expect(cache.size()).toBe(0);
    expect(await cache.resolve(token)).toMatchObject({ kept: false });
    expect(cache.size()).toBe(1);
    await cache.close();
  });

  it('keeps nothing of a fenced member until the fence is over', async () => {
    const cache = createSessionCache({ db: db(), policy, fenceMs: 300 });
    const { account, token } = await signIn();
    cache.forgetMember(account.id, true);
    expect(await cache.resolve(token)).toMatchObject({ kept: false });
    expect(await cache.resolve(token)).toMatchObject({ kept: false });
    expect(cache.size()).toBe(0);
    await sleep(350);
    await cache.resolve(token);
    expect(await cache.resolve(token)).toMatchObject({ kept: true });
    await cache.close();
  });

  it('keeps no refused answer: an unknown token, a locked member', async () => {
    const cache = createSessionCache({ db: db(), policy });
    expect(await cache.resolve('not-a-token')).toBeUndefined();
    const { account, token } = await signIn();
    await db().update(members).set({ status: 'locked' }).where(eq(members.id, account.id));
    expect(await cache.resolve(token)).toMatchObject({ member: { status: 'locked' } });
    expect(cache.size()).toBe(0);
    await cache.close();
  });
});

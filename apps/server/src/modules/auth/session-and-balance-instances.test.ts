import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { fund } from '../../../test/cashier.ts';
import { adminUrl, dropDatabase } from '../../../test/postgres-admin.ts';
import { testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';
import { balanceCacheTtlMs } from '../wallet/balance-cache.ts';
import { sessionCacheTtlMs } from './index.ts';

/**
 * Three instances on one PostgreSQL database, each with its own connection pool (as separate
 * processes would have): A and B share Redis, C has none. A logout or a posting on A reaches B
 * over Redis at once; C, which hears nothing, notices within the caches' two seconds.
 * Needs TEST_DB=postgres with TEST_DATABASE_URL, and TEST_REDIS_URL; skipped otherwise.
 */
const canRun = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_REDIS_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(canRun)('kept sessions and balances across instances (PostgreSQL + Redis)', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `croupier_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  const databases: Database[] = [];
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: FastifyInstance;

  const instance = async (withRedis: boolean) => {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 4 });
    databases.push(database);
    const redis = withRedis ? new Redis(process.env.TEST_REDIS_URL!) : undefined;
    if (redis) clients.push(redis);
    const app = await buildApp({
      config: testConfig(),
      database,
      geoIp: fixedGeoIp({}),
      ...(redis ? { redis } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    await admin.db.execute(`create database "${name}" template "${inject('postgresTemplate')}"`);
    a = await instance(true);
    b = await instance(true);
    c = await instance(false);
    // the Redis subscribers are listening once a round trip has gone through
    await Promise.all(clients.map((client) => client.ping()));
    await sleep(200);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const client of clients) client.disconnect();
    for (const database of databases) await database.close();
    await dropDatabase(admin, name);
    await admin.close();
  });

  const signIn = async () => {
    const account = await createAccount(databases[0]!.db);
    const login = await loginCall(a, { username: account.username, password: account.password }, nextIp());
    return { account, token: login.json().value.token as string };
  };
  const call = (app: FastifyInstance, token: string, path = '/wps/member/info') =>
    app.inject({ url: path, headers: { authorization: token } });
  /** ms until `check` holds, polling every 20 ms for up to 5 s (Infinity if it never does) */
  const msUntil = async (check: () => Promise<boolean>) => {
    const startedAt = Date.now();
    while (Date.now() - startedAt < 5_000) {
      if (await check()) return Date.now() - startedAt;
      await sleep(20);
    }
    return Number.POSITIVE_INFINITY;
  };

  it('refuses on B at once, and on C within two seconds, a session logged out on A', async () => {
    const { token } = await signIn();
    for (const app of [b, c, b, c]) expect((await call(app, token)).statusCode).toBe(200);
    const logout = await a.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await call(a, token)).statusCode).toBe(401);
    const [onB, onC] = await Promise.all(
      [b, c].map((app) => msUntil(async () => (await call(app, token)).statusCode === 401)),
    );
    expect(onB).toBeLessThan(500);
    expect(onC).toBeLessThanOrEqual(sessionCacheTtlMs + 300);
  });

  it('shows on B at once, and on C within two seconds, money posted through A', async () => {
    const { account, token } = await signIn();
    await fund(a.context.db, account.merchantId, account.id, 10_000n);
    const sumOn = async (app: FastifyInstance) =>
      (await call(app, token, '/wps/v2/wallets/balance')).json().value.sumBalance as string;
    for (const app of [b, c, b, c]) expect(await sumOn(app)).toBe('100.00');
    await fund(a.context.db, account.merchantId, account.id, 2_500n);
    expect(await sumOn(a)).toBe('125.00');
    const [onB, onC] = await Promise.all(
      [b, c].map((app) => msUntil(async () => (await sumOn(app)) === '125.00')),
    );
    expect(onB).toBeLessThan(500);
    expect(onC).toBeLessThanOrEqual(balanceCacheTtlMs + 300);
  });
});

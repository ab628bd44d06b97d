import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { fixedGeoIp } from '../lib/geoip.ts';

const randomIp = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

describe('rate limit', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const makeApp = async (redis?: Redis) => {
    const app = await buildApp({
      config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }),
      database,
      geoIp: fixedGeoIp({}),
      ...(redis ? { redis } : {}),
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('answers calls past the limit with a RATE_LIMITED envelope', async () => {
    const app = await makeApp();
    const ip = randomIp();
    const responses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      responses.push(await app.inject({ url: '/wps/system/domainRoute', remoteAddress: ip }));
    }
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(responses[3]!.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // answered calls carry no quota headers; the refusal says when to come back, and the quota
    const quota = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => name.startsWith('x-ratelimit-') || name === 'retry-after')
        .sort();
    for (const answered of responses.slice(0, 3)) expect(quota(answered.headers)).toEqual([]);
    expect(quota(responses[3]!.headers)).toEqual([
      'retry-after',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
    ]);
    expect(Number(responses[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts back-office calls apart from the site calls of the same address', async () => {
    const app = await makeApp();
    const ip = randomIp();
    const statuses = async (url: string) => {
      const answered = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        answered.push((await app.inject({ url, remoteAddress: ip })).statusCode);
      return answered;
    };
    expect(await statuses('/wps/system/domainRoute')).toEqual([200, 200, 200, 429]);
    // players used up the address's site calls: staff behind it still get in (401: no session here)
    expect(await statuses('/wps/admin/audit')).toEqual([401, 401, 401, 429]);
    expect((await app.inject({ url: '/wps/system/domainRoute', remoteAddress: ip })).statusCode).toBe(429);
  });

  it('leaves the pre-serialized merchant reads outside the limit, and still counts the rest', async () => {
    const app = await makeApp();
    const ip = randomIp();
    const cachedReads = ['/wps/system/status', '/wps/system/whitelabel', '/lgw/games/game_menus'];
    for (let round = 0; round < 5; round += 1) {
      for (const url of cachedReads) {
        expect((await app.inject({ url, remoteAddress: ip })).statusCode, url).toBe(200);
      }
    }
    const limited = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      limited.push((await app.inject({ url: '/wps/system/domainRoute', remoteAddress: ip })).statusCode);
    }
    expect(limited).toEqual([200, 200, 200, 429]);
  });

  it.runIf(process.env.TEST_REDIS_URL)('counts calls across instances through Redis', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const instances = [await makeApp(redis), await makeApp(redis)];
      const ip = randomIp();
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const app = instances[attempt % 2]!;
        statuses.push((await app.inject({ url: '/wps/system/domainRoute', remoteAddress: ip })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      redis.disconnect();
    }
  });
});

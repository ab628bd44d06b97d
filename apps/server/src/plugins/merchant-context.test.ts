import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { fixedGeoIp } from '../lib/geoip.ts';
import { createMerchantDirectory } from '../modules/system/merchant-directory.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { merchantContextPlugin } from './merchant-context.ts';

describe('merchant gate', () => {
  let database: Database;
  const app = Fastify();
  beforeAll(async () => {
    database = await createTestDatabase();
    await app.register(errorHandlerPlugin);
    await app.register(merchantContextPlugin, {
      directory: createMerchantDirectory(database.db),
      geoIp: fixedGeoIp({ '10.9.9.9': 'IR' }),
      defaultMerchant: 'DEMO',
    });
    app.get('/wps/member/info', async (request) => ({ merchant: request.merchant.code }));
    app.get('/wps/system/status', async (request) => ({ merchant: request.merchant.code }));
    app.get('/wps/admin/session', async (request) => ({ merchant: request.merchant.code }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('passes calls through for an open merchant', async () => {
    const response = await app.inject('/wps/member/info');
    expect(response.json()).toEqual({ merchant: 'DEMO' });
  });

  it('answers any call of a merchant in maintenance with the maintenance answer', async () => {
    const response = await app.inject({ url: '/wps/member/info', headers: { merchant: 'MAINT' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'SYSTEM_MAINTENANCE',
      value: { maintenance: true },
    });
  });

  it('keeps system calls open during maintenance', async () => {
    const response = await app.inject({ url: '/wps/system/status', headers: { merchant: 'MAINT' } });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the back office open during maintenance', async () => {
    const response = await app.inject({ url: '/wps/admin/session', headers: { merchant: 'MAINT' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses calls from a blocked region', async () => {
    const response = await app.inject({ url: '/wps/member/info', remoteAddress: '10.9.9.9' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('REGION_RESTRICTED');
  });

  it('refuses the back office to a blocked region too: sanctions bind staff as well as players', async () => {
    const response = await app.inject({ url: '/wps/admin/session', remoteAddress: '10.9.9.9' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('REGION_RESTRICTED');
  });

  it('accepts a lower-case merchant code', async () => {
    const response = await app.inject({ url: '/wps/member/info', headers: { merchant: 'demo' } });
    expect(response.json()).toEqual({ merchant: 'DEMO' });
  });
});

describe('merchant directory cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps hits only, so random Host and Merchant values never grow it', async () => {
    const directory = createMerchantDirectory(database.db);
    for (let index = 0; index < 50; index += 1) {
      expect(await directory.byHost(`random-${index}.example`)).toBeUndefined();
      expect(await directory.byCode(`NOPE${index}`)).toBeUndefined();
    }
    expect(directory.cachedKeys()).toBe(0);
    expect((await directory.byCode('DEMO'))?.code).toBe('DEMO');
    expect((await directory.byHost('localhost'))?.code).toBe('DEMO');
    expect(directory.cachedKeys()).toBe(2);
  });

  it('serves a context past its TTL while the next one loads, then the new one; one older than twice the TTL is reloaded first', async () => {
    let now = Date.now();
    const directory = createMerchantDirectory(database.db, { ttlMs: 1_000, now: () => now });
    const first = directory.byCode('DEMO');
    const context = await first;
    now += 1_100;
    // past the TTL: the same settled context at once, the reload goes on behind
    expect(directory.byCode('DEMO')).toBe(first);
    expect(directory.byCode('DEMO')).toBe(first);
    await vi.waitFor(() => expect(directory.byCode('DEMO')).not.toBe(first));
    const renewed = directory.byCode('DEMO');
    expect(await renewed).not.toBe(context);
    expect((await renewed)?.code).toBe('DEMO');
    now += 2_100;
    // more than twice the TTL old: not served stale
    const reloaded = directory.byCode('DEMO');
    expect(reloaded).not.toBe(renewed);
    expect((await reloaded)?.code).toBe('DEMO');
  });

  it("gives every merchant its configured site address for links, not a request's", async () => {
    const demo = await createMerchantDirectory(database.db).byCode('DEMO');
    expect(demo?.siteUrl).toBe('http://localhost:8080');
  });
});

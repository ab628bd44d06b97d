import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses calls from a blocked region', async () => {
    const response = await app.inject({ url: '/wps/member/info', remoteAddress: '10.9.9.9' });
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

  it("gives every merchant its configured site address for links, not a request's", async () => {
    const demo = await createMerchantDirectory(database.db).byCode('DEMO');
    expect(demo?.siteUrl).toBe('http://localhost:8080');
  });
});

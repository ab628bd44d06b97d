import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { bareHost, isAddressHost } from './merchant-context.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

const statusOf = (harness: Harness, host: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ url: '/wps/system/status', headers: { host, ...headers } });

describe('the merchant of a host', () => {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-host-dist-'));
  let harness: Harness;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    harness = await createTestApp({ config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['nowhere.example', 'nowhere.example:8080', 'DEMO.example', 'localhost.evil.example'])(
    'refuses API calls for the unknown host %s as an invalid domain',
    async (host) => {
      for (const url of ['/wps/system/status', '/wps/system/whitelabel', '/wps/member/info']) {
        const response = await harness.app.inject({ url, headers: { host } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'DOMAIN_INVALID' });
      }
    },
  );

  it.each(['localhost', 'localhost:8080', 'shop.localhost:8080', '127.0.0.1:8080', '[::1]:8080', '10.1.2.3'])(
    'serves the default merchant on the local or address host %s',
    async (host) => {
      const response = await statusOf(harness, host);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.info.brand.merchantCode).toBe('DEMO');
    },
  );

  it("serves a known domain's own merchant, even under .localhost", async () => {
    const response = await statusOf(harness, 'maint.localhost:8080');
    expect(response.json().value.info.brand.merchantCode).toBe('MAINT');
  });

  it('still lets a client name its merchant in the Merchant header on any host', async () => {
    const response = await statusOf(harness, 'nowhere.example', { merchant: 'DEMO' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.info.brand.merchantCode).toBe('DEMO');
  });

  it('serves the app shell on an unknown host, with no merchant CDNs in its policy', async () => {
    const response = await harness.app.inject({ url: '/', headers: { host: 'nowhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });
});

describe('DEFAULT_MERCHANT_FOR_ANY_HOST', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createTestApp({
      config: { DEFAULT_MERCHANT_FOR_ANY_HOST: 'true', PUBLIC_URL: 'https://api.operator.example' },
    });
  });
  afterAll(() => harness.close());

  it('serves the default merchant on any host when the operator says so', async () => {
    const response = await statusOf(harness, 'nowhere.example');
    expect(response.statusCode).toBe(200);
    expect(response.json().value.info.brand.merchantCode).toBe('DEMO');
  });
});

describe('PUBLIC_URL', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createTestApp({ config: { PUBLIC_URL: 'https://api.operator.example' } });
  });
  afterAll(() => harness.close());

  it("answers the server's own public address (gateway callbacks) with the default merchant", async () => {
    expect((await statusOf(harness, 'api.operator.example')).statusCode).toBe(200);
    expect((await statusOf(harness, 'other.operator.example')).json().code).toBe('DOMAIN_INVALID');
  });
});

describe('host names', () => {
  it.each([
    ['Shop.Example:8080', 'shop.example'],
    ['[::1]:80', '::1'],
    ['::1', '::1'],
    ['localhost.', 'localhost'],
    ['127.0.0.1:9', '127.0.0.1'],
  ])('reads %s as %s', (raw, bare) => {
    expect(bareHost(raw)).toBe(bare);
  });

  it('counts loopback names and addresses as local, never a look-alike domain', () => {
    expect(['localhost', 'a.localhost', '::1', '192.168.0.2', ''].every(isAddressHost)).toBe(true);
    expect(['localhost.example', 'example.com', 'mylocalhost'].some(isAddressHost)).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { writeBuildManifest } from '../test/web-build.ts';
import { createGeoIpLookup } from './lib/geoip.ts';

const bundle = `export const rows = [${'"a row of the bundle", '.repeat(400)}];`;

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-dist-'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // the built shell hints the Chinese catalogue; the build's manifest names every catalogue's chunk
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><link rel="modulepreload" crossorigin href="/assets/cn-C1.js"><div id="root"></div>',
    );
    writeBuildManifest(dist);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // a hashed bundle with the compressed twins the web build writes beside it
    writeFileSync(join(dist, 'assets', 'index-D3WfrHXw.js'), bundle);
    writeFileSync(join(dist, 'assets', 'index-D3WfrHXw.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(dist, 'assets', 'index-D3WfrHXw.js.gz'), gzipSync(bundle));
    mkdirSync(join(dist, 'brand'));
    writeFileSync(join(dist, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    harness = await createTestApp({
      // the shell as it is, without a first screen (first-screen-shell.test.ts has that)
      config: { WEB_DIST: dist, WEB_FIRST_SCREEN: join(dist, 'no-first-screen.js') },
      geoIp: await createGeoIpLookup({ countryHeader: 'cf-ipcountry' }),
    });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/live', '/register.html', '/index.html', '/rng?vassalage=X'])(
    'answers page path %s with the app shell',
    async (url) => {
      const response = await harness.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('id="root"');
    },
  );

  it("gives the shell its merchant's policy: named CDNs and vendor origins, never any http(s) host", async () => {
    const policy = String(
      (await harness.app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
        'content-security-policy'
      ],
    );
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-src 'self' http://localhost:8090 http://127.0.0.1:8090");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/(^|\s)https?:(\s|;|$)/);
    const api = String((await harness.app.inject('/wps/system/status')).headers['content-security-policy']);
    expect(api).not.toMatch(/(^|\s)https?:(\s|;|$)/);
  });

  it("hints the catalogue of the language the page opens in: the visitor's choice when offered, else the default", async () => {
    const hinted = async (cookie?: string) => {
      const response = await harness.app.inject({
        url: '/live',
        headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) },
      });
      return /<link rel="modulepreload" crossorigin href="([^"]+)">/.exec(response.body)?.[1];
    };
    expect(await hinted()).toBe('/assets/cn-C1.js');
    expect(await hinted('croupier_lang=EN')).toBe('/assets/en-E1.js');
    expect(await hinted('a=1; croupier_lang=KM')).toBe('/assets/km-K1.js');
    for (const cookie of ['croupier_lang=XX', 'croupier_lang=JA', 'croupier_lang=']) {
      expect(await hinted(cookie), cookie).toBe('/assets/cn-C1.js');
    }
    // the manifest is read at start, never served
    expect((await harness.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it("never counts the build's files against the address's call limit", async () => {
    const limited = await createTestApp({
      config: {
        WEB_DIST: dist,
        WEB_FIRST_SCREEN: join(dist, 'no-first-screen.js'),
        RATE_LIMIT_PER_MINUTE: '3',
      },
    });
    try {
      const from = (url: string) => limited.app.inject({ url, remoteAddress: '10.77.0.1' });
      for (let n = 0; n < 10; n += 1) {
        expect((await from('/assets/app.js')).statusCode).toBe(200);
        expect((await from('/brand/logo.svg')).statusCode).toBe(200);
      }
      const calls = [];
      for (let n = 0; n < 4; n += 1) calls.push((await from('/wps/system/domainRoute')).statusCode);
      expect(calls).toEqual([200, 200, 200, 429]);
      // the files still load for the address whose calls are used up
      expect((await from('/assets/app.js')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves built assets', async () => {
    const response = await harness.app.inject('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('answers a missing asset and an unknown API path with a 404 envelope, not the shell', async () => {
    for (const url of ['/assets/missing.js', '/wps/unknown']) {
      const response = await harness.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('sends the brotli twin of an asset to a browser that accepts br, varying on Accept-Encoding', async () => {
    const response = await harness.app.inject({
      url: '/assets/index-D3WfrHXw.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends the gzip twin when br is not accepted, and the file itself when nothing is', async () => {
    const gzip = await harness.app.inject({
      url: '/assets/index-D3WfrHXw.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);
    const plain = await harness.app.inject('/assets/index-D3WfrHXw.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(bundle);
  });

  it('lets browsers keep hashed assets for a year; other files and the shell are revalidated', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await harness.app.inject({
        url: '/assets/index-D3WfrHXw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const logo = await harness.app.inject('/brand/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/', '/index.html', '/live']) {
      const shell = await harness.app.inject(url);
      // it carries the visitor's own status answer (their country): no shared cache keeps it
      expect(shell.headers['cache-control']).toBe('private, no-cache');
      expect(shell.headers['content-security-policy']).toContain("frame-src 'self'");
    }
  });

  const bootStatusOf = (html: string) => {
    const block = /<script type="application\/json" id="boot-status">(.*?)<\/script>/.exec(html);
    return block ? JSON.parse(block[1]!) : undefined;
  };

  it("carries the permission call's answer for the visitor, the same the call gives them", async () => {
    for (const country of ['KH', 'CN']) {
      const headers = { host: 'localhost:8080', 'cf-ipcountry': country };
      const shell = await harness.app.inject({ url: '/live', headers });
      const status = await harness.app.inject({ url: '/wps/system/status', headers });
      expect(status.statusCode).toBe(200);
      expect(bootStatusOf(shell.body)).toEqual(status.json());
      expect(bootStatusOf(shell.body).value.countryCode).toBe(country);
      expect(shell.body.match(/<script/g)).toHaveLength(1);
    }
  });

  it('carries no answer to a host no merchant claims: the page asks and shows the invalid domain', async () => {
    const shell = await harness.app.inject({ url: '/', headers: { host: 'nobody.example' } });
    expect(shell.statusCode).toBe(200);
    expect(bootStatusOf(shell.body)).toBeUndefined();
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

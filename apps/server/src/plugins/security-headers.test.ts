import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import {
  apiSecurityHeaders,
  pageHeaderOptions,
  securityHeadersOf,
  securityHeadersPlugin,
} from './security-headers.ts';

// the page options, as app.ts registers them
const options = pageHeaderOptions;

/** The API's documented set (docs/api-response-headers.md), written out here on purpose. */
const documentedApiSet = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Helmet's headers that a JSON answer has no use for (they act on documents only). */
const pageOnly = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const appWith = async (plugin: 'helmet' | 'precomputed') => {
  const app = Fastify();
  if (plugin === 'helmet') await app.register(helmet, options);
  else await app.register(securityHeadersPlugin, { page: options });
  await app.register(rateLimit, { max: 1, timeWindow: 60_000 });
  for (const prefix of ['', '/wps']) {
    app.get(`${prefix}/ok`, async () => ({ fine: true }));
    app.get(`${prefix}/own-policy`, async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('x'),
    );
    app.get(`${prefix}/fails`, async () => {
      throw new Error('boom');
    });
  }
  return app;
};

const headersOf = async (app: Awaited<ReturnType<typeof appWith>>, url: string, ip: string) => {
  const { date: _date, ...headers } = (await app.inject({ url, remoteAddress: ip })).headers;
  return headers;
};

describe('security headers', () => {
  it('sends pages exactly what @fastify/helmet sends, on answers, failures, 404s and rate limits', async () => {
    const [reference, precomputed] = await Promise.all([appWith('helmet'), appWith('precomputed')]);
    for (const [url, ip] of [
      ['/ok', '10.0.0.1'],
      ['/ok', '10.0.0.1'], // the second call is rate-limited
      ['/own-policy', '10.0.0.2'],
      ['/fails', '10.0.0.3'],
      ['/missing', '10.0.0.4'],
    ] as const) {
      expect(await headersOf(precomputed, url, ip)).toEqual(await headersOf(reference, url, ip));
    }
    await Promise.all([reference.close(), precomputed.close()]);
  });

  it('sends API paths the documented set instead, on answers, failures, 404s and rate limits', async () => {
    const app = await appWith('precomputed');
    const page = await securityHeadersOf(options);
    for (const [url, ip] of [
      ['/wps/ok', '10.0.1.1'],
      ['/wps/ok', '10.0.1.1'], // rate-limited
      ['/wps/fails', '10.0.1.2'],
      ['/wps/missing', '10.0.1.3'],
    ] as const) {
      const headers = await headersOf(app, url, ip);
      expect(headers).toMatchObject(documentedApiSet);
      for (const name of pageOnly) expect(headers).not.toHaveProperty(name);
      expect(Object.keys(page).filter((name) => name in headers)).toEqual(
        Object.keys(page).filter((name) => name in documentedApiSet),
      );
    }
    // a route may still set its own resource's policy
    expect((await headersOf(app, '/wps/own-policy', '10.0.1.4'))['content-security-policy']).toBe(
      "default-src 'none'",
    );
    expect(apiSecurityHeaders).toEqual(documentedApiSet);
    await app.close();
  });

  it('works the page set out once, with the policy and the usual hardening headers', async () => {
    const headers = await securityHeadersOf(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    for (const name of pageOnly) expect(headers).toHaveProperty(name);
    expect(headers).not.toHaveProperty('date');
    expect(headers).not.toHaveProperty('content-type');
  });

  it('refuses options that need a fresh header per response', async () => {
    await expect(securityHeadersOf({ ...options, enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });

  it('in the app: API answers carry the lean set and no quota headers, the shell and files keep helmet’s', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'croupier-headers-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const harness = await createTestApp({ config: { WEB_DIST: dist } });
    try {
      const page = await securityHeadersOf(options);
      const { 'content-security-policy': _policy, ...pageRest } = page;
      for (const url of ['/wps/system/status', '/lgw/games/game_menus', '/wps/no-such-call']) {
        const response = await harness.app.inject({ url, headers: { host: 'localhost:8080' } });
        const { 'cache-control': _cache, ...rest } = documentedApiSet;
        expect(response.headers).toMatchObject(rest);
        for (const name of pageOnly) expect(response.headers).not.toHaveProperty(name);
        expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      }
      // the shell keeps helmet's set, with its merchant's own policy; a file keeps helmet's policy too
      const shell = await harness.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
      expect(shell.headers).toMatchObject(pageRest);
      expect(shell.headers['content-security-policy']).toContain("frame-src 'self'");
      const file = await harness.app.inject('/assets/app.js');
      expect(file.headers).toMatchObject(page);
    } finally {
      await harness.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

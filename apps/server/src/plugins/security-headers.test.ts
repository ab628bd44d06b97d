import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiHeaderOptions, securityHeadersOf, securityHeadersPlugin } from './security-headers.ts';

// the API's options, as app.ts registers them
const options = apiHeaderOptions;

const appWith = async (plugin: 'helmet' | 'precomputed') => {
  const app = Fastify();
  if (plugin === 'helmet') await app.register(helmet, options);
  else await app.register(securityHeadersPlugin, options);
  await app.register(rateLimit, { max: 1, timeWindow: 60_000 });
  app.get('/ok', async () => ({ fine: true }));
  app.get('/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
};

const headersOf = async (app: Awaited<ReturnType<typeof appWith>>, url: string, ip: string) => {
  const { date: _date, ...headers } = (await app.inject({ url, remoteAddress: ip })).headers;
  return headers;
};

describe('precomputed security headers', () => {
  it('sends exactly what @fastify/helmet sends, on answers, failures, 404s and rate limits', async () => {
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

  it('works the header set out once, with the policy and the usual hardening headers', async () => {
    const headers = await securityHeadersOf(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(headers).not.toHaveProperty('date');
    expect(headers).not.toHaveProperty('content-type');
  });

  it('refuses options that need a fresh header per response', async () => {
    await expect(securityHeadersOf({ ...options, enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsPlugin } from './metrics.ts';

const pool = () => ({ total: 1, idle: 1, waiting: 0 });

/** A bare server with only the metrics plugin, and the warnings it logged. */
const serverWith = async (options: { token?: string; tokenRequired?: boolean }) => {
  const warnings: string[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) },
    },
  });
  await app.register(metricsPlugin, { poolStats: pool, ...options });
  await app.ready();
  return { app, warnings };
};

describe('who may read /metrics', () => {
  it('is open without a token where none is required (a developer machine, tests)', async () => {
    const { app } = await serverWith({});
    const response = await app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('db_pool_connections_total 1');
    await app.close();
  });

  it('is not served at all in production without a token, and says so at start', async () => {
    const { app, warnings } = await serverWith({ tokenRequired: true });
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    expect(warnings).toEqual(['/metrics is not served: set METRICS_TOKEN (16+ characters) to scrape it']);
    await app.close();
  });

  it('answers only the exact bearer token, whatever the length of a wrong one', async () => {
    const { app } = await serverWith({ token: 'a-long-metrics-token', tokenRequired: true });
    for (const authorization of [
      undefined,
      '',
      'a-long-metrics-token',
      'Bearer a-long-metrics-tokeN',
      'Bearer a-long-metrics-token-and-more',
      'Bearer ',
    ]) {
      const response = await app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    }
    const allowed = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-metrics-token' },
    });
    expect(allowed.statusCode).toBe(200);
    await app.close();
  });
});

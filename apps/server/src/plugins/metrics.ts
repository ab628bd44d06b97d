import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { jobMetrics } from '../jobs/job-metrics.ts';
import { failure } from '../lib/envelope.ts';
import type { FastLane } from './fast-lane.ts';
import { createRouteMetrics } from './route-metrics.ts';

/** SHA-256 of a header value, so the token check compares equal lengths in constant time. */
const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus text at /metrics: requests and latency per route, database pool, process.
 *
 * Who may read it: with a `token`, only a caller presenting `Authorization: Bearer <token>`.
 * Without one it is open (a developer's machine, tests), unless `tokenRequired` (production):
 * then it is not served at all, since traffic per route (logins, deposits, withdrawals) is the
 * operator's business, not the internet's (docs/metrics-closed-by-default.md).
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      poolStats: () => PoolStats;
      token?: string;
      tokenRequired?: boolean;
      lane?: Pick<FastLane, 'observeWith'>;
    },
  ) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    for (const metric of jobMetrics) registry.registerMetric(metric);
    const routes = createRouteMetrics(registry);
    for (const [name, pick] of [
      ['db_pool_connections_total', (s: PoolStats) => s.total],
      ['db_pool_connections_idle', (s: PoolStats) => s.idle],
      ['db_pool_requests_waiting', (s: PoolStats) => s.waiting],
    ] as const) {
      new Gauge({
        name,
        help: name.replaceAll('_', ' '),
        registers: [registry],
        collect() {
          this.set(pick(options.poolStats()));
        },
      });
    }

    // the fast lane's answers are counted under their route like every other
    options.lane?.observeWith((route, status, seconds) => routes.record('GET', route, status, seconds));
    app.addHook('onResponse', (request, reply, done) => {
      routes.record(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    if (!options.token && options.tokenRequired) {
      app.log.warn('/metrics is not served: set METRICS_TOKEN (16+ characters) to scrape it');
      return;
    }
    const expected = options.token ? digestOf(`Bearer ${options.token}`) : undefined;
    app.get(
      '/metrics',
      { config: { audience: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (expected && !timingSafeEqual(digestOf(request.headers.authorization ?? ''), expected)) {
          return reply.status(401).send(failure('AUTH_REQUIRED', 'A metrics token is required'));
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { jobMetrics } from '../jobs/job-metrics.ts';
import { failure } from '../lib/envelope.ts';
import type { FastLane } from './fast-lane.ts';
import { createRouteMetrics } from './route-metrics.ts';

/** Prometheus text at /metrics: requests and latency per route, database pool, process. */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { poolStats: () => PoolStats; token?: string; lane?: Pick<FastLane, 'observeWith'> },
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

    // public to the scraper's network; with METRICS_TOKEN set, only to a caller that presents it
    app.get(
      '/metrics',
      { config: { audience: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
          return reply.status(401).send(failure('AUTH_REQUIRED', 'A metrics token is required'));
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
);

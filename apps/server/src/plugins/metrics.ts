import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { jobMetrics } from '../jobs/job-metrics.ts';
import { failure } from '../lib/envelope.ts';
import type { FastLane } from './fast-lane.ts';

/** Prometheus text at /metrics: requests and latency per route, database pool, process. */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { poolStats: () => PoolStats; token?: string; lane?: Pick<FastLane, 'observeWith'> },
  ) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    for (const metric of jobMetrics) registry.registerMetric(metric);
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
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

    // one pair of labelled series per method, route and status, looked up by a single key
    // instead of hashing a label object twice per response
    const series = new Map<string, (seconds: number) => void>();
    const recordResponse = (method: string, route: string, status: number, seconds: number) => {
      const key = `${method} ${status} ${route}`;
      let record = series.get(key);
      if (!record) {
        const labels = { method, route, status_code: String(status) };
        const counter = requests.labels(labels);
        const histogram = latency.labels(labels);
        record = (elapsed) => {
          counter.inc();
          histogram.observe(elapsed);
        };
        series.set(key, record);
      }
      record(seconds);
    };
    // the fast lane's answers are counted under their route like every other
    options.lane?.observeWith((route, status, seconds) => recordResponse('GET', route, status, seconds));
    app.addHook('onResponse', (request, reply, done) => {
      recordResponse(
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

import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRouteMetrics } from './route-metrics.ts';

const calls: [string, string, number, number][] = [
  ['GET', '/wps/system/status', 200, 0.0004],
  ['GET', '/wps/system/status', 200, 0.012],
  ['GET', '/wps/system/status', 304, 0.0002],
  ['POST', '/wps/session/login', 401, 0.3],
  ['GET', '/wps/system/status', 200, 0.005],
  ['GET', 'unmatched', 404, 7.5],
  ['POST', '/wps/session/login', 200, 2.5],
];

/** the same calls counted by prom-client's own counter and histogram */
const promClientText = async () => {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'];
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
  for (const [method, route, status, seconds] of calls) {
    const labels = { method, route, status_code: String(status) };
    requests.inc(labels);
    latency.observe(labels, seconds);
  }
  return registry.metrics();
};

describe('route metrics', () => {
  it('reports what prom-client would, line for line', async () => {
    const registry = new Registry();
    const routes = createRouteMetrics(registry);
    for (const call of calls) routes.record(...call);
    expect(await registry.metrics()).toBe(await promClientText());
  });

  it('reports no series before the first call, and counts a call above every bucket only in +Inf', async () => {
    const registry = new Registry();
    const routes = createRouteMetrics(registry);
    expect(await registry.metrics()).not.toContain('status_code=');
    routes.record('GET', '/slow', 200, 9);
    const text = await registry.metrics();
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="5",method="GET",route="/slow",status_code="200"} 0',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/slow",status_code="200"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="/slow",status_code="200"} 1');
  });
});

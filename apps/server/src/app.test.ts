import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/test-app.ts';

describe('app', () => {
  const harness = useTestApp({ config: { BODY_LIMIT: '2048' } });

  it('reports the database as up on /healthz', async () => {
    const response = await harness.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { status: 'up' } });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await harness.app.inject('/wps/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      value: null,
      message: 'No route for GET /wps/nothing/here',
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with BAD_JSON, not a 500', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/system/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses an oversized body with PAYLOAD_TOO_LARGE', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/nothing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('names the field when a query parameter has the wrong type', async () => {
    const response = await harness.app.inject('/wps/system/helpCenter?lang=XX&device=WEB');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('querystring.lang');
  });

  it('refuses an unknown Merchant header with a 400 naming the header', async () => {
    const response = await harness.app.inject({ url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MERCHANT_UNKNOWN' });
    expect(response.json().message).toContain('Merchant');
  });

  it('exposes Prometheus metrics with per-route request counts and the database pool', async () => {
    await harness.app.inject('/wps/system/whitelabel');
    const response = await harness.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/wps\/system\/whitelabel",status_code="200"\} 1/,
    );
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('db_pool_connections_total');
  });

  /** a production server, with the installation's own secrets (it refuses the public defaults) */
  const production = {
    NODE_ENV: 'production',
    DEMO_VENDOR_SECRET: 'this-installation-vendor',
    DEMO_SEAMLESS_SECRET: 'this-installation-seamless',
    DEMO_GATEWAY_SECRET: 'this-installation-gateway',
  };

  it('in production guards /metrics with a token when one is configured, and serves no /docs', async () => {
    // production serves it only with a token (plugins/metrics.test.ts: without one, not at all)
    const guarded = await createTestApp({
      config: { ...production, METRICS_TOKEN: 'a-long-metrics-token' },
    });
    try {
      expect((await guarded.app.inject('/docs/json')).statusCode).toBe(404);
      expect((await guarded.app.inject('/docs')).statusCode).toBe(404);
      expect((await guarded.app.inject('/metrics')).statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-tokeN' },
      });
      expect(wrong.statusCode).toBe(401);
      const allowed = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-token' },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('publishes the OpenAPI document in production when the operator says so', async () => {
    const published = await createTestApp({ config: { ...production, API_DOCS: 'true' } });
    try {
      expect((await published.app.inject('/docs/json')).statusCode).toBe(200);
    } finally {
      await published.close();
    }
  });

  it('publishes an OpenAPI document listing the contract calls', async () => {
    const response = await harness.app.inject('/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/setting/register']));
  });

  it('sets security headers: the lean API set on calls, helmet’s full set on the page', async () => {
    const call = await harness.app.inject('/wps/system/whitelabel');
    expect(call.headers['x-content-type-options']).toBe('nosniff');
    expect(call.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await harness.app.inject('/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

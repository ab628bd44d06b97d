import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-dist-'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    harness = await createTestApp({ config: { WEB_DIST: dist } });
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
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { createGeoIpLookup } from './lib/geoip.ts';

// The web app's server build stands in as a module that draws what it was given and what the
// site's own popular call answered it (through the app's routes, with the visitor's host).
const firstScreenModule = `
export const renderFirstScreen = async ({ path, status, language, fetch }) => {
  const popular = await fetch('/lgw/games/popular?limit=12', { method: 'GET', headers: { Device: 'web', Language: language } });
  const games = JSON.parse(popular.body).value;
  return '<div data-first-screen inert><h1>' + status.info.brand.name + ' ' + path + ' ' + language + '</h1>' +
    '<p data-popular="' + popular.status + '">' + games.length + '</p></div>';
};`;

describe("the app shell with home's first screen drawn on the server", () => {
  const root = mkdtempSync(join(tmpdir(), 'croupier-web-'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const page = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ url, headers: { host: 'localhost:8080', ...headers } });

  beforeAll(async () => {
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      '<!doctype html><html lang="zh-CN"><head><title>Croupier</title></head><body>' +
        '<div id="root"><!--first-screen--><div class="boot-spinner"></div></div></body></html>',
    );
    writeFileSync(join(root, 'dist-server', 'first-screen.js'), firstScreenModule);
    harness = await createTestApp({
      config: { WEB_DIST: join(root, 'dist') },
      geoIp: await createGeoIpLookup({ countryHeader: 'cf-ipcountry' }),
    });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the screen in #root, in the merchant's default language, drawn with the site's own calls", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toMatch(
      /<div id="root"><div data-first-screen inert><h1>[^<]+ \/ CN<\/h1><p data-popular="200">\d+<\/p>/,
    );
    expect(body).toContain('<html lang="zh-CN"');
    // the status answer still comes with it, and the marker is gone
    expect(body).toContain('id="boot-status"');
    expect(body).not.toContain('<!--first-screen-->');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('draws the language the visitor chose (cookie) when the site offers it, else the default', async () => {
    const english = (await page('/', { cookie: 'other=1; croupier_lang=EN' })).body;
    expect(english).toMatch(/<h1>[^<]+ \/ EN<\/h1>/);
    expect(english).toContain('<html lang="en"');
    for (const cookie of ['croupier_lang=XX', 'croupier_lang=<b>']) {
      expect((await page('/', { cookie })).body).toMatch(/<h1>[^<]+ \/ CN<\/h1>/);
    }
  });

  it("leaves a signed-in browser's page, other paths, and closed sites to the browser", async () => {
    const cases = [
      page('/', { cookie: 'croupier_signed_in=1' }),
      page('/live'),
      page('/', { host: 'maint.localhost:8080' }),
      page('/', { 'cf-ipcountry': 'KP' }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<!--first-screen--><div class="boot-spinner"></div>');
      expect(response.body).not.toContain('<div data-first-screen');
    }
  });
});

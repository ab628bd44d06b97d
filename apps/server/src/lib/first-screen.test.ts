import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  cookieValue,
  createFirstScreens,
  type FirstScreenRequest,
  firstScreenRequestOf,
} from './first-screen.ts';

const folder = mkdtempSync(join(tmpdir(), 'croupier-first-screen-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** a server build whose renders are counted, last `ms` each, and fail while `fail` is set */
const moduleFile = (name: string) => {
  const path = join(folder, `${name}.mjs`);
  writeFileSync(
    path,
    `export const renderFirstScreen = async ({ language }) => {
      const probe = globalThis.${name};
      probe.renders += 1;
      await new Promise((resolve) => setTimeout(resolve, probe.ms));
      if (probe.fail) throw new Error('render failed');
      return '<p>' + language + ' #' + probe.renders + '</p>';
    };`,
  );
  const probe = { renders: 0, ms: 0, fail: false };
  (globalThis as Record<string, unknown>)[name] = probe;
  return { path, probe };
};

const request = {
  path: '/',
  host: 'localhost',
  language: 'EN',
  status: { info: { brand: { merchantCode: 'M1' } } },
} as FirstScreenRequest;

describe('first screens drawn on the server', () => {
  it('is off when the web app has no server build', async () => {
    expect(
      await createFirstScreens({
        modulePath: join(folder, 'missing.mjs'),
        callFor: vi.fn(),
        onError: vi.fn(),
      }),
    ).toBeUndefined();
  });

  it('draws once, serves the kept screen, and draws again behind a request once it is stale', async () => {
    const { path, probe } = moduleFile('keptProbe');
    let clock = 0;
    const screens = (await createFirstScreens({
      modulePath: path,
      callFor: vi.fn(),
      onError: vi.fn(),
      freshMs: 1_000,
      redrawDelayMs: 5,
      now: () => clock,
    }))!;
    expect(await screens.htmlFor(request)).toBe('<p>EN #1</p>');
    clock = 900;
    expect(await screens.htmlFor(request)).toBe('<p>EN #1</p>');
    expect(probe.renders).toBe(1);
    clock = 1_100;
    // the stale screen goes out at once; the new one is drawn after the answer
    expect(await screens.htmlFor(request)).toBe('<p>EN #1</p>');
    await vi.waitFor(() => expect(probe.renders).toBe(2));
    await vi.waitFor(async () => expect(await screens.htmlFor(request)).toBe('<p>EN #2</p>'));
    // one screen per language (and merchant and path), not per host
    expect(await screens.htmlFor({ ...request, host: 'www.localhost' })).toBe('<p>EN #2</p>');
    expect(await screens.htmlFor({ ...request, language: 'KM' })).toBe('<p>KM #3</p>');
  });

  it('does not keep a request waiting for a slow first draw, and serves it once drawn', async () => {
    const { path, probe } = moduleFile('slowProbe');
    probe.ms = 200;
    const screens = (await createFirstScreens({
      modulePath: path,
      callFor: vi.fn(),
      onError: vi.fn(),
      waitMs: 20,
    }))!;
    expect(await screens.htmlFor(request)).toBeUndefined();
    // a second request meanwhile does not start a second draw
    expect(await screens.htmlFor(request)).toBeUndefined();
    await vi.waitFor(async () => expect(await screens.htmlFor(request)).toBe('<p>EN #1</p>'));
    expect(probe.renders).toBe(1);
  });

  it('reports a failed draw and keeps serving the last good screen', async () => {
    const { path, probe } = moduleFile('failProbe');
    const onError = vi.fn();
    let clock = 0;
    const screens = (await createFirstScreens({
      modulePath: path,
      callFor: vi.fn(),
      onError,
      freshMs: 10,
      redrawDelayMs: 5,
      now: () => clock,
    }))!;
    probe.fail = true;
    expect(await screens.htmlFor(request)).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    probe.fail = false;
    expect(await screens.htmlFor(request)).toBe('<p>EN #2</p>');
    probe.fail = true;
    clock = 100;
    expect(await screens.htmlFor(request)).toBe('<p>EN #2</p>');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(await screens.htmlFor(request)).toBe('<p>EN #2</p>');
  });
});

describe('which page requests get a first screen', () => {
  const status = (overrides: Record<string, unknown> = {}) =>
    Buffer.from(
      JSON.stringify({
        success: true,
        value: {
          maintenance: false,
          regionRestriction: false,
          info: { brand: { defaultLanguage: 'CN', languages: ['CN', 'EN'] } },
          ...overrides,
        },
      }),
    );
  const page = (path: string, cookie?: string, body = status()) =>
    firstScreenRequestOf({ path, host: 'localhost', cookie, statusBody: body });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; croupier_lang=EN; b=2', 'croupier_lang')).toBe('EN');
    expect(cookieValue('xcroupier_lang=EN', 'croupier_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'croupier_lang')).toBeUndefined();
  });

  it('draws home only, on an open site, for a browser without a signed-in tab', () => {
    expect(page('/')?.language).toBe('CN');
    expect(page('/hot')).toBeUndefined();
    expect(page('/', 'croupier_signed_in=1')).toBeUndefined();
    expect(page('/', undefined, status({ maintenance: true }))).toBeUndefined();
    expect(page('/', undefined, status({ regionRestriction: true }))).toBeUndefined();
  });

  it("uses the chosen language while the site offers it, else the merchant's default", () => {
    expect(page('/', 'croupier_lang=EN')?.language).toBe('EN');
    expect(page('/', 'croupier_lang=KM')?.language).toBe('CN');
    expect(page('/', 'croupier_lang=../../x')?.language).toBe('CN');
  });
});

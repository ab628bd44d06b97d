import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { fund, playerToken } from '../../test/cashier.ts';
import { createTestApp } from '../../test/test-app.ts';
import { members } from '../db/schema.ts';
import { fixedGeoIp } from '../lib/geoip.ts';
import { createFastLane } from './fast-lane.ts';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** Headers the HTTP connection adds, not the route: they differ between a socket and `inject`. */
const connectionHeaders = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const routeHeaders = (headers: Answer['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.includes(name)));

/** One call over a real socket, headers exactly as given (no client adds Accept-Encoding). */
const overSocket = (port: number, method: string, path: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });

/** The same call through Fastify's own pipeline: `inject` never reaches the HTTP server's handler. */
const throughFastify = async (
  app: FastifyInstance,
  method: string,
  path: string,
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
): Promise<Answer> => {
  const response = await app.inject({ method: method as 'GET', url: path, headers, remoteAddress });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
};

const harnessWith = (trustProxy: boolean) => {
  const state = {} as { app: FastifyInstance; port: number; close: () => Promise<void> };
  beforeAll(async () => {
    const harness = await createTestApp({
      config: { TRUST_PROXY: String(trustProxy) },
      geoIp: fixedGeoIp({ '127.0.0.1': 'KH', '203.0.113.9': 'CN' }),
    });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    state.app = harness.app;
    state.port = (harness.app.server.address() as AddressInfo).port;
    state.close = harness.close;
  });
  afterAll(() => state.close());
  return state;
};

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the fast lane (docs/fast-lane.md)', () => {
  const harness = harnessWith(false);

  /** asks over the socket and through Fastify; answers whether the lane took the call */
  const compare = async (method: string, path: string, headers: Record<string, string>) => {
    const before = harness.app.fastLane.answered();
    const lane = await overSocket(harness.port, method, path, {
      host: `localhost:${harness.port}`,
      ...headers,
    });
    const answered = harness.app.fastLane.answered() > before;
    const fastify = await throughFastify(harness.app, method, path, {
      host: `localhost:${harness.port}`,
      ...headers,
    });
    expect(lane.status).toBe(fastify.status);
    expect(routeHeaders(lane.headers)).toEqual(routeHeaders(fastify.headers));
    expect(lane.body.equals(fastify.body)).toBe(true);
    return { answered, lane };
  };
  /**
   * compare() until the lane takes the call: the first call of a merchant context (the directory
   * renews them every few seconds) or of a catalogue answer is Fastify's, which builds it
   */
  const compareWarm = async (method: string, path: string, headers: Record<string, string>) => {
    for (let attempt = 1; ; attempt += 1) {
      const result = await compare(method, path, headers);
      if (result.answered || attempt === 5) return result;
    }
  };

  it.each([
    ['/wps/system/status', {}],
    ['/wps/system/status', browser],
    ['/wps/system/status', { 'accept-encoding': 'gzip' }],
    ['/wps/system/whitelabel', browser],
    ['/wps/system/setting/register', {}],
    ['/lgw/games/game_menus', { ...browser, language: 'EN' }],
    ['/lgw/games/game_menus', { language: 'KM' }],
    ['/lgw/games/game_menus', { ...browser, merchant: 'DEMO' }],
  ])('answers GET %s (%j) with the bytes and headers Fastify sends', async (path, headers) => {
    const { answered, lane } = await compareWarm('GET', path, headers);
    expect(answered).toBe(true);
    expect(lane.status).toBe(200);
    expect(lane.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a revalidation with the same bodiless 304', async () => {
    const first = await overSocket(harness.port, 'GET', '/lgw/games/game_menus', { ...browser });
    const etag = String(first.headers.etag);
    const { answered, lane } = await compareWarm('GET', '/lgw/games/game_menus', {
      ...browser,
      'if-none-match': etag,
    });
    expect(answered).toBe(true);
    expect(lane.status).toBe(304);
    expect(lane.body.length).toBe(0);
  });

  it.each([
    ['HEAD', '/wps/system/status', {}],
    ['GET', '/wps/system/status?host=localhost', {}],
    ['GET', '/wps/system/status', { merchant: 'NOPE' }],
    ['GET', '/wps/system/status', { host: 'nobody.example' }],
    ['GET', '/lgw/games/game_menus', { host: 'maint.localhost' }],
    ['GET', '/lgw/games/popular', {}],
  ])('leaves %s %s (%j) to Fastify, which answers it as always', async (method, path, headers) => {
    const { answered } = await compareWarm(method, path, headers);
    expect(answered).toBe(false);
  });

  it('still answers the status of a merchant in maintenance: it is how the page learns of it', async () => {
    const { answered, lane } = await compareWarm('GET', '/wps/system/status', { host: 'maint.localhost' });
    expect(answered).toBe(true);
    expect(JSON.parse(lane.body.toString()).value.maintenance).toBeTruthy();
  });

  describe('the signed-in balance poll', () => {
    const balancePath = '/wps/v2/wallets/balance';
    const signedIn = async (funds: bigint) => {
      const db = harness.app.context.db;
      const account = await createAccount(db);
      await fund(db, account.merchantId, account.id, funds);
      return { account, token: await playerToken(harness.app, account) };
    };
    const sumOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()).value.sumBalance;

    it('answers it with the bytes and headers Fastify sends once session and wallet rows are kept', async () => {
      const { token } = await signedIn(12_345n);
      const { answered, lane } = await compareWarm('GET', balancePath, { authorization: token });
      expect(answered).toBe(true);
      expect(lane.status).toBe(200);
      expect(sumOf(lane)).toBe('123.45');
      expect(lane.headers['cache-control']).toBe('no-store');
      expect(lane.headers['x-frame-options']).toBe('DENY');
    });

    it('shows a posting at the next poll, never the bytes kept before it', async () => {
      const { account, token } = await signedIn(10_000n);
      expect((await compareWarm('GET', balancePath, { authorization: `Bearer ${token}` })).answered).toBe(
        true,
      );
      await fund(harness.app.context.db, account.merchantId, account.id, 2_500n);
      const after = await overSocket(harness.port, 'GET', balancePath, { authorization: token });
      expect(sumOf(after)).toBe('125.00');
      const { answered, lane } = await compareWarm('GET', balancePath, { authorization: token });
      expect(answered).toBe(true);
      expect(sumOf(lane)).toBe('125.00');
    });

    it('leaves a session that must change its password first to Fastify, though the bytes are kept', async () => {
      const { account, token } = await signedIn(10_000n);
      expect((await compareWarm('GET', balancePath, { authorization: token })).answered).toBe(true);
      // a second session of the same member, opened in forced-change mode
      await harness.app.context.db
        .update(members)
        .set({ mustChangePassword: true })
        .where(eq(members.id, account.id));
      const forced = await playerToken(harness.app, account);
      for (let call = 0; call < 3; call += 1) {
        const { answered, lane } = await compare('GET', balancePath, { authorization: forced });
        expect(answered).toBe(false);
        expect(lane.status).toBe(403);
      }
      expect((await compare('GET', balancePath, { authorization: token })).answered).toBe(true);
    });

    it("leaves a call without a live session of the site's merchant to Fastify, which refuses it", async () => {
      const { token } = await signedIn(10_000n);
      await compareWarm('GET', balancePath, { authorization: token });
      const refused: Record<string, string>[] = [
        {},
        { authorization: 'not-a-token' },
        { authorization: token, host: 'maint.localhost' },
      ];
      for (const headers of refused) {
        const { answered, lane } = await compare('GET', balancePath, headers);
        expect(answered).toBe(false);
        expect(lane.status).toBeGreaterThanOrEqual(400);
      }
      const logout = await harness.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { authorization: token, host: `localhost:${harness.port}` },
      });
      expect(logout.statusCode).toBe(200);
      const { answered, lane } = await compare('GET', balancePath, { authorization: token });
      expect(answered).toBe(false);
      expect(lane.status).toBe(401);
    });
  });

  it('counts its answers in the metrics under their route', async () => {
    await overSocket(harness.port, 'GET', '/wps/system/whitelabel', {});
    const metrics = await harness.app.inject('/metrics');
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/wps\/system\/whitelabel",status_code="200"\} \d+/,
    );
  });
});

describe('the fast lane behind a trusted proxy', () => {
  const harness = harnessWith(true);

  it("reads the client's country from X-Forwarded-For and the site from X-Forwarded-Host, as Fastify does", async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'maint.localhost', ...browser };
    const ask = () =>
      overSocket(harness.port, 'GET', '/wps/system/status', { host: 'localhost', ...headers });
    await ask(); // Fastify's: the directory's first look-up of that host
    const before = harness.app.fastLane.answered();
    const lane = await ask();
    expect(harness.app.fastLane.answered()).toBe(before + 1);
    const fastify = await throughFastify(harness.app, 'GET', '/wps/system/status', {
      host: 'localhost',
      ...headers,
    });
    expect(routeHeaders(lane.headers)).toEqual(routeHeaders(fastify.headers));
    expect(lane.body.equals(fastify.body)).toBe(true);
    // the CN answer of the maintenance merchant, not the KH answer of the demo one
    const plain = await overSocket(harness.port, 'GET', '/wps/system/status', {
      host: 'localhost',
      ...browser,
    });
    expect(plain.body.equals(lane.body)).toBe(false);
  });
});

describe('the fast lane on its own', () => {
  it('leaves a call whose answer fails to build to Fastify instead of failing the server', async () => {
    const merchant = { code: 'DEMO' } as never;
    const lane = createFastLane({
      gate: { merchantOf: () => merchant, refusalOf: () => undefined },
      geoIp: fixedGeoIp({}),
      trustProxy: false,
      baseHeaders: {},
    });
    lane.add('/broken', () => {
      throw new Error('the answer could not be serialized');
    });
    lane.add('/fine', () => ({
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: Buffer.from('ok'),
    }));
    const server = lane.serverFactory((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('fastify');
    }, {}) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const broken = await overSocket(port, 'GET', '/broken', {});
      expect([broken.status, broken.body.toString()]).toEqual([500, 'fastify']);
      const fine = await overSocket(port, 'GET', '/fine', {});
      expect([fine.status, fine.body.toString()]).toEqual([200, 'ok']);
      expect(lane.answered()).toBe(1);
    } finally {
      server.close();
    }
  });
});

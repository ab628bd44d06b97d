import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp, sealedCall } from '../test/accounts.ts';
import { adminSession, readyPlayer } from '../test/cashier.ts';
import { useTestApp } from '../test/test-app.ts';

/** Malformed bodies a hostile client sends: wrong shapes, NUL bytes, amounts BigInt cannot read. */
const badBodies: unknown[] = [
  {},
  [],
  'text',
  0,
  { amount: '1e309', min: 'NaN', max: '１００', name: 'a\u0000b', username: 'x\u0000', code: '\u0000' },
  { amount: ['1'], min: {}, max: null, id: 'NaN', page: -1, idempotencyKey: '\u0000'.repeat(40) },
  { challengeId: 'c\u0000', payerReference: 'r\u0000', channelId: 1e30, kind: 'bank' },
  // one past a 32-bit id column: otherwise valid bodies of the calls that take only an id
  { id: 2 ** 31, nodeId: 2 ** 31, published: true },
];
const badQueries = ['', '?code=%00', '?page=NaN&size=1e309&id=%00', '?username=%00&from=%EF%BC%91'];

describe('malformed input never answers 5xx', () => {
  let tokens: Record<string, string>;
  const harness = useTestApp();
  beforeAll(async () => {
    const player = await readyPlayer(harness.app, harness.database.db, 100_00n);
    tokens = {
      player: player.token,
      agent: player.token,
      admin: await adminSession(harness.app, harness.database.db, 'owner'),
    };
  });

  it('answers every API route with a 4xx for every malformed body and query', {
    timeout: 120_000,
  }, async () => {
    // logging out would end the sessions the other routes need to reach their handlers
    const routes = harness.app.routeTable.filter(
      (route) => /^\/(wps|lgw|lotto)\//.test(route.url) && !route.url.includes('logout'),
    );
    expect(routes.length).toBeGreaterThan(40);
    // the sessions are live, so the handlers behind authentication really see the input
    for (const [audience, url] of [
      ['player', '/wps/member/info'],
      ['admin', '/wps/admin/audit'],
    ] as const) {
      const live = await harness.app.inject({ url, headers: { authorization: tokens[audience]! } });
      expect(live.statusCode, `${audience}: ${live.body}`).toBe(200);
    }
    const serverErrors: string[] = [];
    for (const route of routes) {
      const token = tokens[route.config?.audience ?? ''];
      for (const method of [route.method].flat() as string[]) {
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
        const path = route.url.replace(/:[A-Za-z]+/g, '1');
        for (const query of badQueries) {
          for (const body of method === 'GET' ? [undefined] : badBodies) {
            const response = await harness.app.inject({
              method: method as 'GET',
              url: `${path}${query}`,
              remoteAddress: nextIp(),
              headers: {
                ...(token ? { authorization: token } : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500)
              serverErrors.push(
                `${method} ${path}${query} ${JSON.stringify(body)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(serverErrors).toEqual([]);
  });

  it('refuses a NUL byte in a form body with a 400 naming the field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: nextIp(),
      payload: { username: 'demo01\u0000', email: 'demo@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.username');
  });

  it('refuses a NUL byte inside a sealed body with a 400 naming the field', async () => {
    const response = await sealedCall(harness.app, 'POST', '/wps/session/login', {
      username: 'demo01\u0000',
      password: 'Demo1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain('body.username');
  });

  it('refuses a NUL byte in a query with a 400 naming it', async () => {
    const response = await harness.app.inject({
      url: '/wps/agent/affiliate?code=%00',
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('querystring.code');
  });

  it('refuses channel limits BigInt cannot read with a 400 naming the field', async () => {
    for (const min of ['1e309', 'NaN', '１００']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/wps/admin/cashier/channels/save',
        headers: { authorization: tokens.admin! },
        payload: {
          code: 'BAD_LIMITS',
          kind: 'bank',
          name: 'Bad limits',
          min,
          max: '100.00',
          details: { bankName: 'B', accountName: 'A', accountNumber: '1' },
          enabled: true,
          sortOrder: 1,
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('body.min');
    }
  });
});

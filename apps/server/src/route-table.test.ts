import * as contract from '@croupier/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trialSession } from '../test/accounts.ts';
import { useTestApp } from '../test/test-app.ts';
import { assertEveryRouteHasAudience, routesWithoutAudience } from './lib/route-audit.ts';

const bareApp = () => {
  const app = Fastify();
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    app.routeTable.push(route);
  });
  return app;
};

describe('route table', () => {
  const harness = useTestApp();

  it('declares an audience on every route', () => {
    expect(harness.app.routeTable.length).toBeGreaterThan(5);
    expect(routesWithoutAudience(harness.app)).toEqual([]);
  });

  it('reports a route that declares no audience', async () => {
    const app = bareApp();
    app.get('/undeclared', async () => 'x');
    app.get('/declared', { config: { audience: 'public' } }, async () => 'x');
    await app.ready();
    expect(routesWithoutAudience(app)).toEqual(['GET /undeclared', 'HEAD /undeclared']);
  });

  it('refuses to start an app with a route that declares no audience', async () => {
    const app = bareApp();
    assertEveryRouteHasAudience(app);
    app.post('/forgotten', async () => 'x');
    await expect(app.ready()).rejects.toThrow(/POST \/forgotten/);
  });

  it('answers 401 to every protected route before reading its input', async () => {
    const protectedRoutes = harness.app.routeTable.filter(
      (route) => route.config?.audience && route.config.audience !== 'public',
    );
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const route of protectedRoutes) {
      for (const method of [route.method].flat() as string[]) {
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
        const url = `${route.url.replace(/:[A-Za-z]+/g, '1')}?page=%00&id=-1e309&username=${'x'.repeat(300)}`;
        for (const payload of ['{"amount":"1e309","password":', '{"amount":[],"x":null}']) {
          const response = await harness.app.inject({
            method: method as 'GET',
            url,
            headers: { 'content-type': 'application/json' },
            ...(method === 'GET' ? {} : { payload }),
          });
          answers.push(`${method} ${route.url} ${response.statusCode} ${response.json().code}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401 AUTH_REQUIRED'))).toEqual([]);
  });

  it("refuses free-play guests on the routes of real money and of an account's identity, before reading their input", async () => {
    const refusing = harness.app.routeTable.filter(
      (route) => route.config?.refuseTrial && route.method !== 'HEAD',
    );
    expect(refusing.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        contract.createDeposit,
        contract.bindBankCard,
        contract.requestWithdrawal,
        contract.walletTransfer,
        contract.setRealName,
        contract.sendContactCode,
        contract.setContact,
        contract.startAuthenticator,
        contract.confirmAuthenticator,
        contract.removeAuthenticator,
        contract.getReferral,
        contract.createReferralCode,
      ]
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    );
    const guest = await trialSession(harness.app);
    for (const route of refusing) {
      const response = await harness.app.inject({
        method: [route.method].flat()[0] as 'GET',
        url: route.url,
        headers: { authorization: guest.token, 'content-type': 'application/json' },
        remoteAddress: guest.ip,
        payload: '{"amount":"1e309"',
      });
      expect(`${route.url} ${response.statusCode} ${response.json().code}`).toBe(
        `${route.url} 403 AUTH_TRIAL_ACCOUNT`,
      );
    }
  });
});

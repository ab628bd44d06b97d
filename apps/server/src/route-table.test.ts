import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { routesWithoutAudience } from './lib/route-audit.ts';

describe('route table', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('declares an audience on every route', () => {
    expect(harness.app.routeTable.length).toBeGreaterThan(5);
    expect(routesWithoutAudience(harness.app)).toEqual([]);
  });

  it('reports a route that declares no audience', async () => {
    const app = Fastify();
    app.decorate('routeTable', []);
    app.addHook('onRoute', (route) => {
      app.routeTable.push(route);
    });
    app.get('/undeclared', async () => 'x');
    app.get('/declared', { config: { audience: 'public' } }, async () => 'x');
    await app.ready();
    expect(routesWithoutAudience(app)).toEqual(['GET /undeclared', 'HEAD /undeclared']);
  });
});

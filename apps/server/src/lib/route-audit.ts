import { audiences } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';

/** Routes that do not say who may call them. The route-table test keeps this list empty. */
export const routesWithoutAudience = (app: FastifyInstance): string[] =>
  app.routeTable
    .filter((route) => !audiences.includes(route.config?.audience as never))
    .map((route) => `${[route.method].flat().join(',')} ${route.url}`);

/**
 * Fails the app's start when a route declares no audience: a forgotten audience must close a
 * route, never open it. Runs on `onReady`, after plugins have set their own routes' audience.
 */
export const assertEveryRouteHasAudience = (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    const undeclared = routesWithoutAudience(app);
    if (undeclared.length > 0) {
      throw new Error(`Routes without an audience (declare one in their contract): ${undeclared.join(', ')}`);
    }
  });
};

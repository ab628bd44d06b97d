import { audiences } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';

/** Routes that do not say who may call them. The route-table test keeps this list empty. */
export const routesWithoutAudience = (app: FastifyInstance): string[] =>
  app.routeTable
    .filter((route) => !audiences.includes(route.config?.audience as never))
    .map((route) => `${[route.method].flat().join(',')} ${route.url}`);

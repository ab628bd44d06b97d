import type { Audience } from '@croupier/contract';
import type { RouteOptions } from 'fastify';
import type { MerchantContext } from './modules/system/merchant-directory.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; every route declares one (see route-table test) */
    audience?: Audience;
  }
  interface FastifyInstance {
    /** every route registered, with its options, for the route-table audit */
    routeTable: RouteOptions[];
  }
  interface FastifyRequest {
    merchant: MerchantContext;
    country: string | null;
  }
}

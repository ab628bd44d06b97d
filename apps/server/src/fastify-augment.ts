import type { Audience } from '@croupier/contract';
import type { RouteOptions } from 'fastify';
import type { Actor } from './lib/actor.ts';
import type { AdminActor } from './modules/admin/index.ts';
import type { MerchantContext } from './modules/system/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; every route declares one (see route-table test) */
    audience?: Audience;
    /** reachable by a session that must change its password first */
    allowDuringForcedChange?: boolean;
    /** a free-play guest's refusal here (AUTH_TRIAL_ACCOUNT), before the input is read */
    refuseTrial?: string;
    /** a file of the web build: outside the per-address call limit (plugins/rate-limit.ts) */
    webFile?: boolean;
  }
  interface FastifyInstance {
    /** every route registered, with its options, for the route-table audit */
    routeTable: RouteOptions[];
    /** the composition root this app runs on; main.ts hands it to the scheduled jobs */
    context: import('./app-context.ts').AppContext;
    /** answers pre-serialized public reads in front of Fastify (plugins/fast-lane.ts) */
    fastLane: import('./plugins/fast-lane.ts').FastLane;
    /** the player or agent of a kept session on a route, at once, or undefined (plugins/authenticate.ts) */
    keptActor(
      authorization: string | undefined,
      merchantId: number,
      route: FastifyContextConfig,
    ): Actor | undefined;
  }
  interface FastifyRequest {
    merchant: MerchantContext;
    country: string | null;
    /** the caller of a non-public route; set by the authenticate plugin */
    actor: Actor | null;
    /** the operator of an admin route */
    admin: AdminActor | null;
  }
}

import { type Audience, envelopeOf, failureEnvelope, type RouteContract } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AdminActor } from '../modules/admin/index.ts';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

type Input<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type ContractRequest<C extends RouteContract> = FastifyRequest & {
  query: Input<NonNullable<C['query']>>;
  body: Input<NonNullable<C['body']>>;
};

/**
 * Registers one contract call: its schemas validate the input and the answer, its audience is
 * checked by the access hook, and the OpenAPI document is generated from the same definition.
 */
export interface RouteOptions {
  /** a tighter per-IP limit than the global one (login, codes, captcha) */
  rateLimit?: { max: number; timeWindow: number | string };
  allowDuringForcedChange?: boolean;
  /**
   * Refuses free-play guests with this message (`AUTH_TRIAL_ACCOUNT`), as the access hook refuses
   * visitors: before the body is read, so a guest learns nothing of the route's fields. Money that
   * is real and an account's identity (contacts, factors, real name) are not a guest's.
   */
  refuseTrial?: string;
  /** the envelope's message on success (a key the client translates, e.g. in_been_out) */
  successMessage?: string;
}

/** A per-IP limit of `max` calls a minute on one route. */
export const perMinute = (max: number): Pick<RouteOptions, 'rateLimit'> => ({
  rateLimit: { max, timeWindow: 60_000 },
});

/** Who a handler serves, by its contract's audience: an operator, a signed-in member, or nobody. */
export type ActorOf<A extends Audience> = A extends 'admin'
  ? AdminActor
  : A extends 'public'
    ? undefined
    : Actor;

/** The caller the authenticate hook found; it ran first, so a protected route always has one. */
export const actorOf = (request: FastifyRequest, audience: Audience) => {
  if (audience === 'public') return undefined;
  const actor = audience === 'admin' ? request.admin : request.actor;
  if (!actor) throw new AppError('AUTH_REQUIRED', 'Please log in first');
  return actor;
};

export const registerRoute = <C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: ContractRequest<C>, actor: ActorOf<C['audience']>) => Promise<z.infer<C['response']>>,
  options: RouteOptions = {},
) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: {
      audience: contract.audience,
      ...(options.allowDuringForcedChange ? { allowDuringForcedChange: true } : {}),
      ...(options.refuseTrial ? { refuseTrial: options.refuseTrial } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: envelopeOf(contract.response), '4xx': failureEnvelope, '5xx': failureEnvelope },
    },
    handler: async (request) =>
      ok(
        await handler(
          request as ContractRequest<C>,
          actorOf(request, contract.audience) as ActorOf<C['audience']>,
        ),
        options.successMessage,
      ),
  });
};

import { envelopeOf, failureEnvelope, type RouteContract } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AnswerCoding, type CachedAnswer, matchesEtag, type Representation } from './answer-cache.ts';
import { codingAccepted } from './content-coding.ts';

export interface CachedRouteOptions {
  /**
   * `private` when the answer depends on the caller (the status names their country): shared
   * caches must not hand it to someone else. Either way the client revalidates every time.
   */
  scope: 'private' | 'shared';
  /** request headers besides `Merchant` the answer varies with (the catalogue's `Language`) */
  varyAlso?: string[];
}

/**
 * Registers a public merchant-level GET whose answer comes pre-serialized from an answer cache:
 * the contract still describes it (querystring validation, the envelope in OpenAPI), the bytes
 * are sent as they are with a strong ETag, and a matching If-None-Match gets a bodiless 304.
 * Answers vary with the `Merchant` header (and the host, which is part of the address).
 *
 * These reads are outside the per-address call limit: the answer is the same bytes for every
 * caller, costs no database or crypto work, and costs less than the limiter's own bookkeeping
 * (with Redis, a round trip per call); a 429 would cost as much as the answer it refuses.
 * Flooding them is the edge's job (docs/api-response-headers.md).
 */
export const registerCachedRoute = <C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, 'public'>>(
  app: FastifyInstance,
  contract: C,
  answer: (request: FastifyRequest) => CachedAnswer | Promise<CachedAnswer>,
  options: CachedRouteOptions,
) => {
  const cacheControl = options.scope === 'private' ? 'private, no-cache' : 'no-cache';
  const vary = ['Merchant', 'Accept-Encoding', ...(options.varyAlso ?? [])].join(', ');
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    const coding: AnswerCoding | undefined = codingAccepted(request.headers['accept-encoding'], answer.coded);
    const { body, etag }: Representation = coding ? answer.coded[coding]! : answer;
    reply.header('etag', etag).header('cache-control', cacheControl).header('vary', vary);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return;
    }
    if (coding) reply.header('content-encoding', coding);
    // bytes go out as they are: no second serialization, no second encoding, no compression per call
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { audience: contract.audience, rateLimit: false },
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.query ? { querystring: contract.query } : {}),
      response: { 200: envelopeOf(contract.response), '4xx': failureEnvelope, '5xx': failureEnvelope },
    },
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const found = answer(request);
      // answers built from the database (the game catalogue) arrive once their first build is done
      if (found instanceof Promise) return found.then((resolved) => send(request, reply, resolved));
      send(request, reply, found);
    },
  });
};

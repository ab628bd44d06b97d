import { envelopeOf, failureEnvelope, type RouteContract } from '@croupier/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { LaneRequest, PreparedReply } from '../../plugins/fast-lane.ts';
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

/** What a cached answer reads of a call: Fastify's request, or the fast lane's reading of one. */
export interface CachedRouteRequest extends LaneRequest {
  /** the validated query; none in the fast lane, which takes only calls without one */
  query?: unknown;
}

/**
 * Whether a call without a query string reads the same as one with none: no query schema, or one
 * that takes an empty query as it is (`/wps/system/status?host=`; not the popular games' default
 * `limit`, which the answer reads). Only such routes are answered in the fast lane.
 */
const takesNoQuery = (contract: RouteContract) => {
  if (!contract.query) return true;
  const parsed = contract.query.safeParse({});
  return parsed.success && Object.keys(parsed.data as object).length === 0;
};

/** A route's fixed headers: its cache policy and what its answers vary with. */
interface FixedHeaders {
  cacheControl: string;
  vary: string;
}

/**
 * The replies of one representation, made once and kept with it (an answer's bytes live as long
 * as its merchant context): the 200 with its body and the bodiless 304 to a matching validator.
 */
const repliesOf = (representation: Representation, coding: AnswerCoding | undefined, fixed: FixedHeaders) => {
  const validators = { etag: representation.etag, 'cache-control': fixed.cacheControl, vary: fixed.vary };
  const sent: PreparedReply = {
    status: 200,
    headers: {
      ...validators,
      ...(coding ? { 'content-encoding': coding } : {}),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(representation.body.length),
    },
    body: representation.body,
  };
  return { sent, notModified: { status: 304, headers: validators } satisfies PreparedReply };
};

/** The reply to a call: the representation its Accept-Encoding takes, or a 304 when its If-None-Match matches. */
const createReplies = (fixed: FixedHeaders) => {
  const made = new WeakMap<Representation, ReturnType<typeof repliesOf>>();
  return (headers: CachedRouteRequest['headers'], answer: CachedAnswer): PreparedReply => {
    const coding: AnswerCoding | undefined = codingAccepted(headers['accept-encoding'], answer.coded);
    const representation: Representation = coding ? answer.coded[coding]! : answer;
    let replies = made.get(representation);
    if (!replies) {
      replies = repliesOf(representation, coding, fixed);
      made.set(representation, replies);
    }
    return matchesEtag(headers['if-none-match'], representation.etag) ? replies.notModified : replies.sent;
  };
};

/**
 * Registers a public merchant-level GET whose answer comes pre-serialized from an answer cache:
 * the contract still describes it (querystring validation, the envelope in OpenAPI), the bytes
 * are sent as they are with a strong ETag, and a matching If-None-Match gets a bodiless 304.
 * Answers vary with the `Merchant` header (and the host, which is part of the address).
 * A call without a query string is also answered in the fast lane (plugins/fast-lane.ts), in front of
 * Fastify, with the same reply.
 *
 * These reads are outside the per-address call limit: the answer is the same bytes for every
 * caller, costs no database or crypto work, and costs less than the limiter's own bookkeeping
 * (with Redis, a round trip per call); a 429 would cost as much as the answer it refuses.
 * Flooding them is the edge's job (docs/api-response-headers.md).
 */
export const registerCachedRoute = <C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, 'public'>>(
  app: FastifyInstance,
  contract: C,
  answer: (request: CachedRouteRequest) => CachedAnswer | Promise<CachedAnswer>,
  options: CachedRouteOptions,
) => {
  const replyOf = createReplies({
    cacheControl: options.scope === 'private' ? 'private, no-cache' : 'no-cache',
    vary: ['Merchant', 'Accept-Encoding', ...(options.varyAlso ?? [])].join(', '),
  });
  const send = (reply: FastifyReply, prepared: PreparedReply) => {
    // bytes go out as they are: no second serialization, no second encoding, no compression per call
    reply.code(prepared.status).headers(prepared.headers).send(prepared.body);
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
    handler: (request, reply) => {
      const found = answer(request);
      // answers built from the database (the game catalogue) arrive once their first build is done
      if (found instanceof Promise)
        return found.then((resolved) => send(reply, replyOf(request.headers, resolved)));
      send(reply, replyOf(request.headers, found));
    },
  });
  if (contract.method === 'GET' && takesNoQuery(contract)) {
    app.fastLane.add(contract.path, (request) => {
      const found = answer(request);
      return found instanceof Promise ? undefined : replyOf(request.headers, found);
    });
  }
};

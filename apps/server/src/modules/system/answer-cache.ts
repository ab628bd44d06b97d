import { createHash } from 'node:crypto';
import { envelopeOf, type RouteContract } from '@croupier/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import type { MerchantContext } from './merchant-directory.ts';

/** One answer as it goes on the wire: the envelope's JSON (UTF-8, encoded once) and its strong ETag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/** Variants kept per merchant context (the status has one per country and access verdict). */
const maxVariants = 1_024;

/**
 * The answers of one merchant-level route, serialized once per merchant context: the JSON of
 * the whole envelope, built by the same serializer the route's response schema would run (so
 * the bytes are the ones clients always got, and the value is checked against the contract
 * when it is built). Keyed on the context object itself: the merchant directory loads a new one
 * when its entry expires or is invalidated after a settings change, and the old answers go
 * with the old object.
 */
export const createAnswerCache = <C extends RouteContract>(contract: C) => {
  const serialize = serializerCompiler({
    schema: envelopeOf(contract.response),
    method: contract.method,
    url: contract.path,
  }) as (data: unknown) => string;
  const byContext = new WeakMap<MerchantContext, Map<string, CachedAnswer>>();

  const build = (value: z.infer<C['response']>): CachedAnswer => {
    const body = Buffer.from(serialize(ok(value)), 'utf8');
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { body, etag: `"${digest}"` };
  };

  return {
    build,
    /** the answer for this merchant context and variant, built on first use */
    get(merchant: MerchantContext, variant: string, value: () => z.infer<C['response']>): CachedAnswer {
      let answers = byContext.get(merchant);
      if (!answers) {
        answers = new Map();
        byContext.set(merchant, answers);
      }
      let answer = answers.get(variant);
      if (!answer) {
        answer = build(value());
        if (answers.size >= maxVariants) answers.delete(answers.keys().next().value!);
        answers.set(variant, answer);
      }
      return answer;
    },
  };
};

/** If-None-Match against a strong ETag, by the weak comparison RFC 9110 prescribes for it. */
export const matchesEtag = (header: string | undefined, etag: string) => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
};

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { envelopeOf, type RouteContract } from '@croupier/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import type { MerchantContext } from './merchant-directory.ts';

/** A content coding a cached answer is also kept in (RFC 9110 §8.4.1). */
export type AnswerCoding = 'br' | 'gzip';

/** One representation of an answer: its bytes and its own strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * One answer as it goes on the wire: the envelope's JSON (UTF-8, encoded once) and its strong
 * ETag, and — when the JSON is big enough to gain from it — the same bytes compressed once with
 * brotli and gzip, each with an ETag of its own (a strong validator names one representation).
 */
export interface CachedAnswer extends Representation {
  /** both codings, or none when the JSON is too small to gain */
  coded: Partial<Record<AnswerCoding, Representation>>;
}

/** Below this many bytes a compressed answer saves less than the coding costs the client. */
const compressFrom = 1_024;

const codings: Record<AnswerCoding, { compress: (body: Buffer) => Buffer; suffix: string }> = {
  br: {
    compress: (body) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    suffix: '-br',
  },
  gzip: { compress: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }), suffix: '-gz' },
};

/** Variants kept per merchant context (the status has one per country and access verdict). */
const maxVariants = 1_024;
/** Compressed answers kept by digest across merchant contexts; the oldest go first. */
const maxCodedBodies = 1_024;

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
  /**
   * The codings of bodies built before, by digest. A merchant context is reloaded every few
   * seconds (merchant-directory.ts) and its answers built again, nearly always to the same bytes:
   * those keep the brotli and gzip made the first time instead of compressing at the best
   * quality again (tens of milliseconds of CPU for a large answer).
   */
  const codedByDigest = new Map<string, CachedAnswer['coded']>();
  const codedOf = (body: Buffer, digest: string): CachedAnswer['coded'] => {
    if (body.length < compressFrom) return {};
    const known = codedByDigest.get(digest);
    if (known) return known;
    const coded = {
      br: { body: codings.br.compress(body), etag: `"${digest}${codings.br.suffix}"` },
      gzip: { body: codings.gzip.compress(body), etag: `"${digest}${codings.gzip.suffix}"` },
    };
    if (codedByDigest.size >= maxCodedBodies) codedByDigest.delete(codedByDigest.keys().next().value!);
    codedByDigest.set(digest, coded);
    return coded;
  };

  const build = (value: z.infer<C['response']>): CachedAnswer => {
    const body = Buffer.from(serialize(ok(value)), 'utf8');
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { body, etag: `"${digest}"`, coded: codedOf(body, digest) };
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

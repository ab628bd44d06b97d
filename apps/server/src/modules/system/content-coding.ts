import { Negotiator } from '@fastify/accept-negotiator';
import type { AnswerCoding, CachedAnswer } from './answer-cache.ts';

/** Distinct Accept-Encoding values remembered; browsers send a handful, anything past this is forgotten. */
const rememberedHeaders = 64;

/** A Map that forgets everything once full: the negotiator's cache must not grow with what callers send. */
class BoundedMap<K, V> extends Map<K, V> {
  override set(key: K, value: V) {
    if (this.size >= rememberedHeaders) this.clear();
    return super.set(key, value);
  }
}

// brotli first where the client takes both with equal weight: smaller for JSON
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new BoundedMap() });

/**
 * The content coding to send a cached answer in: the best one the client's Accept-Encoding takes
 * (q-values and `*` as RFC 9110 §12.5.3 reads them), when the answer is kept compressed at all
 * (it is in both codings or in neither).
 */
export const codingAccepted = (
  header: string | undefined,
  coded: CachedAnswer['coded'],
): AnswerCoding | undefined => {
  if (!header || !coded.br) return undefined;
  return (negotiator.negotiate(header) as AnswerCoding | null) ?? undefined;
};

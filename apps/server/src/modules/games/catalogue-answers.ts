import type { RouteContract } from '@croupier/contract';
import type { z } from 'zod';
import { type CachedAnswer, createAnswerCache, type MerchantContext } from '../system/index.ts';

/** Variants kept per merchant context (languages × list sizes). */
const maxVariants = 256;

/**
 * The per-merchant answer cache of the system module for answers read from the catalogue: the
 * envelope is serialized once per merchant context and variant (language, size), and concurrent
 * first calls share one build. Answers go with their context: the merchant directory replaces a
 * context after a few seconds (popular games follow play that closely) and at once when an
 * operator changes the catalogue (`directory.invalidate()`).
 */
export const createCatalogueAnswers = <C extends RouteContract>(contract: C) => {
  const answers = createAnswerCache(contract);
  const byContext = new WeakMap<MerchantContext, Map<string, CachedAnswer | Promise<CachedAnswer>>>();
  return (
    merchant: MerchantContext,
    variant: string,
    load: () => Promise<z.infer<C['response']>>,
  ): CachedAnswer | Promise<CachedAnswer> => {
    let variants = byContext.get(merchant);
    if (!variants) {
      variants = new Map();
      byContext.set(merchant, variants);
    }
    const found = variants.get(variant);
    if (found) return found;
    const kept = variants;
    const building = load().then(
      (value) => {
        const answer = answers.build(value);
        // later calls take the built answer without waiting a turn
        if (kept.get(variant) === building) kept.set(variant, answer);
        return answer;
      },
      (error: unknown) => {
        if (kept.get(variant) === building) kept.delete(variant);
        throw error;
      },
    );
    if (kept.size >= maxVariants) kept.delete(kept.keys().next().value!);
    kept.set(variant, building);
    return building;
  };
};

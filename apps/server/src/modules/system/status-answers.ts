import { getStatus } from '@croupier/contract';
import { createAnswerCache } from './answer-cache.ts';
import type { MerchantContext } from './merchant-directory.ts';
import { accessOf, type ClientFacts, statusValue } from './service.ts';

/**
 * The permission call's answers (spec §4), serialized once per merchant context, country and
 * access verdict. One instance serves both the status route and the app shell, which carries the
 * answer of its own request so the page starts without waiting for the call (docs/status-in-app-shell.md).
 */
export const createStatusAnswers = () => {
  const answers = createAnswerCache(getStatus);
  return {
    answerFor(merchant: MerchantContext, client: ClientFacts) {
      const access = accessOf(merchant, client);
      // an address block's answer names the address, so it is kept per address (the variants are bounded)
      const address = access === 'ip' ? `:${client.ip}` : '';
      return answers.get(merchant, `${access}:${client.country ?? ''}${address}`, () =>
        statusValue(merchant, client, access),
      );
    },
  };
};

export type StatusAnswers = ReturnType<typeof createStatusAnswers>;

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
      return answers.get(merchant, `${access}:${client.country ?? ''}`, () =>
        statusValue(merchant, client.country, access),
      );
    },
  };
};

export type StatusAnswers = ReturnType<typeof createStatusAnswers>;

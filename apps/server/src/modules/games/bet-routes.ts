import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import { waitAtMost } from '../../lib/wait-at-most.ts';
import { betRecords, personalProfit } from './bets.ts';

/** How long the betting record waits for transfer-mode vendors' feeds before answering with what it has. */
const feedWaitMs = 2_000;

/** The member's betting record and personal P&L, both read from bets. */
export const betRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, contract.betRecords, async (request, actor) => {
    // a hand just played at a transfer-mode vendor shows: its feed is read first (at most every 5 s)
    await waitAtMost(
      context.refreshBetFeeds().catch((err: unknown) => request.log.warn({ err }, 'bet feed refresh failed')),
      feedWaitMs,
    );
    return betRecords(context.db, request.merchant, actor, request.query, clientInfo(request).language);
  });
  registerRoute(app, contract.personalProfit, async (request, actor) =>
    personalProfit(context.db, request.merchant, actor, request.query.days),
  );
};

import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import { searchBets, vendorDaily } from './bet-reports.ts';

/** Back office: bet record search and the daily vendor P&L report. */
export const adminBetRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  registerRoute(app, contract.searchAdminBets, async (request, actor) =>
    searchBets(db, request.merchant, actor, request.query, clientInfo(request).language),
  );
  registerRoute(app, contract.vendorDailyReport, async (request, actor) =>
    vendorDaily(db, request.merchant, actor, request.query),
  );
};

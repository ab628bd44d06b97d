import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { dailySummary } from './daily-summary.ts';
import { memberTotals } from './member-totals.ts';
import { withdrawalChecks } from './withdrawal-checks.ts';

/** Back-office reports that span the areas: the merchant's daily summary, a player's totals, and the checks of withdrawals. */
export const adminReportRoutes = async (app: FastifyInstance, deps: Pick<AppContext, 'db' | 'clock'>) => {
  registerRoute(app, contract.dailySummaryReport, async (request, actor) =>
    dailySummary(deps.db, request.merchant, actor, request.query, deps.clock()),
  );
  registerRoute(app, contract.memberTotals, async (request, actor) =>
    memberTotals(deps.db, request.merchant, actor, request.query.id),
  );
  registerRoute(app, contract.withdrawalChecks, async (request, actor) =>
    withdrawalChecks(deps.db, request.merchant, actor, request.query.ids),
  );
};

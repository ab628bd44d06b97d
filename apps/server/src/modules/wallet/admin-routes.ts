import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as adjustments from './adjustments.ts';
import { memberStatement } from './service.ts';
import * as vendorTransfers from './vendor-transfer-admin.ts';

/** Back-office calls of the wallet area: balance adjustments (four eyes above a limit), open vendor transfers and a player's account record. */
export const adminWalletRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.adjustBalance, async (request, actor) =>
    adjustments.adjustBalance(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.listAdjustments, async (request, actor) =>
    adjustments.listAdjustments(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.decideAdjustment, async (request, actor) =>
    adjustments.decideAdjustment(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.memberStatement, async (request, actor) =>
    memberStatement(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.listOpenVendorTransfers, async (request, actor) =>
    vendorTransfers.openTransfers(deps, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.reconcileVendorTransferNow, async (request, actor) =>
    vendorTransfers.reconcileNow(deps, request.merchant, actor, request.body, request.ip),
  );
};

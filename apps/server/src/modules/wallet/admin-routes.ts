import { listOpenVendorTransfers, reconcileVendorTransferNow } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.ts';
import * as vendorTransfers from './vendor-transfer-admin.ts';
import type { VendorTransferDeps } from './vendor-transfer-sync.ts';

/** Back-office calls of the wallet area: vendor transfers that are still open. */
export const adminWalletRoutes = async (app: FastifyInstance, deps: VendorTransferDeps) => {
  registerRoute(app, listOpenVendorTransfers, async (request) =>
    vendorTransfers.openTransfers(deps, request.merchant, request.admin!, request.query),
  );
  registerRoute(app, reconcileVendorTransferNow, async (request) =>
    vendorTransfers.reconcileNow(deps, request.merchant, request.admin!, request.body, request.ip),
  );
};

import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.ts';
import type { AuthDeps } from '../auth/deps.ts';
import * as admin from './service.ts';

export const adminRoutes = async (app: FastifyInstance, deps: AuthDeps) => {
  registerRoute(
    app,
    contract.adminLogin,
    async (request) =>
      admin.adminLogin(
        deps.db,
        deps.policy,
        request.merchant,
        deps.keys.open(request.body, contract.adminLoginPayloadSchema),
        request.ip,
      ),
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
  registerRoute(app, contract.adminLogout, async (request) => {
    await admin.adminLogout(deps.db, request.admin!);
    return null;
  });
  registerRoute(app, contract.listOutbox, async (request) =>
    admin.outbox(deps.db, request.merchant, request.query),
  );
  registerRoute(app, contract.listAudit, async (request) =>
    admin.audit(deps.db, request.merchant, request.query),
  );
  registerRoute(app, contract.adjustBalance, async (request) =>
    admin.adjustBalance(deps.db, deps.ledger, request.merchant, request.admin!, request.body, request.ip),
  );
};

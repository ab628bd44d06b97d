import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { perMinute, registerRoute } from '../../lib/route.ts';
import type { AuthDeps } from '../auth/index.ts';
import * as operatorSettings from './operator-settings.ts';
import * as admin from './service.ts';
import * as signIn from './sign-in.ts';
import * as enrolment from './totp-enrolment.ts';

/** Operator sessions (sign-in, authenticator, sign-out), their settings and the audit viewer. */
export const adminRoutes = async (app: FastifyInstance, deps: AuthDeps) => {
  registerRoute(
    app,
    contract.adminLogin,
    async (request) =>
      signIn.adminLogin(
        deps,
        request.merchant,
        deps.keys.open(request.body, contract.adminLoginPayloadSchema),
        request.ip,
      ),
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
  registerRoute(
    app,
    contract.adminVerifyTotp,
    async (request) => signIn.verifyTotp(deps, request.merchant, request.body, request.ip),
    perMinute(10),
  );
  registerRoute(
    app,
    contract.adminStartEnrolment,
    async (request) => enrolment.startSignInEnrolment(deps, request.merchant, request.body),
    perMinute(10),
  );
  registerRoute(
    app,
    contract.adminConfirmEnrolment,
    async (request) => enrolment.confirmSignInEnrolment(deps, request.merchant, request.body, request.ip),
    perMinute(10),
  );
  registerRoute(app, contract.startTotpEnrolment, async (request) =>
    enrolment.startEnrolment(deps.db, request.merchant, request.admin!),
  );
  registerRoute(app, contract.confirmTotpEnrolment, async (request) =>
    enrolment.confirmEnrolment(deps.db, request.merchant, request.admin!, request.body, request.ip),
  );
  registerRoute(app, contract.adminLogout, async (request) => {
    await admin.adminLogout(deps.db, request.admin!);
    return null;
  });
  registerRoute(app, contract.listAudit, async (request) =>
    admin.audit(deps.db, request.merchant, request.admin!, request.query),
  );
  registerRoute(app, contract.getOperatorSettings, async (request) =>
    operatorSettings.settings(deps.db, request.merchant, request.admin!),
  );
  registerRoute(app, contract.saveOperatorSettings, async (request) =>
    operatorSettings.saveSettings(deps.db, request.merchant, request.admin!, request.body, request.ip),
  );
};

import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import * as operatorSettings from './operator-settings.ts';
import * as operators from './operators.ts';
import * as ownAccount from './own-account.ts';
import * as admin from './service.ts';
import * as signIn from './sign-in.ts';
import * as enrolment from './totp-enrolment.ts';

/** Operator sessions (sign-in, authenticator, sign-out), operator accounts, their settings and the audit viewer. */
export const adminRoutes = async (app: FastifyInstance, deps: AppContext) => {
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
  registerRoute(app, contract.startTotpEnrolment, async (request, actor) =>
    enrolment.startEnrolment(deps.db, request.merchant, actor),
  );
  registerRoute(app, contract.confirmTotpEnrolment, async (request, actor) =>
    enrolment.confirmEnrolment(deps.db, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.adminLogout, async (_request, actor) => {
    await admin.adminLogout(deps.db, actor);
    return null;
  });
  registerRoute(app, contract.getOperatorAccount, async (request, actor) =>
    ownAccount.ownAccount(deps.db, request.merchant, actor),
  );
  registerRoute(app, contract.getOwnActivity, async (request, actor) =>
    ownAccount.ownActivity(deps.db, request.merchant, actor),
  );
  registerRoute(
    app,
    contract.changeOperatorPassword,
    async (request, actor) =>
      ownAccount.changeOwnPassword(
        deps.db,
        request.merchant,
        actor,
        deps.keys.open(request.body, contract.operatorPasswordPayloadSchema),
        request.ip,
      ),
    perMinute(10),
  );
  registerRoute(app, contract.listOperators, async (request, actor) =>
    operators.listOperators(deps.db, request.merchant, actor),
  );
  registerRoute(
    app,
    contract.createOperator,
    async (request, actor) =>
      operators.createOperator(
        deps.db,
        request.merchant,
        actor,
        deps.keys.open(request.body, contract.newOperatorPayloadSchema),
        request.ip,
      ),
    perMinute(10),
  );
  registerRoute(app, contract.changeOperator, async (request, actor) =>
    operators.changeOperator(deps.db, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(
    app,
    contract.resetOperatorPassword,
    async (request, actor) =>
      operators.resetOperatorPassword(
        deps.db,
        request.merchant,
        actor,
        deps.keys.open(request.body, contract.operatorNewPasswordPayloadSchema),
        request.ip,
      ),
    perMinute(10),
  );
  registerRoute(app, contract.listAudit, async (request, actor) =>
    admin.audit(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.getOperatorSettings, async (request, actor) =>
    operatorSettings.settings(deps.db, request.merchant, actor),
  );
  registerRoute(app, contract.saveOperatorSettings, async (request, actor) =>
    operatorSettings.saveSettings(deps.db, request.merchant, actor, request.body, request.ip),
  );
};

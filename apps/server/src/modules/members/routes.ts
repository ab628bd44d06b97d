import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import { saveMemberLanguage } from './language.ts';
import { sendPaymentPasswordCode, setPaymentPassword } from './payment-password.ts';
import * as members from './service.ts';

export const memberRoutes = async (app: FastifyInstance, deps: AppContext) => {
  // free play opens a trial account and signs it in: an account is the members area's to open
  registerRoute(
    app,
    contract.freePlay,
    async (request) => members.freePlay(deps, request.merchant, clientInfo(request), request.body.random),
    perMinute(5),
  );
  for (const [route, byMobile] of [
    [contract.register, false],
    [contract.registerByMobile, true],
  ] as const) {
    registerRoute(
      app,
      route,
      async (request) =>
        members.register(
          deps,
          request.merchant,
          deps.keys.open(request.body, contract.registerPayloadSchema),
          clientInfo(request),
          byMobile,
        ),
      perMinute(10),
    );
  }
  registerRoute(app, contract.getMemberInfo, async (_request, actor) => members.memberInfo(deps, actor), {
    allowDuringForcedChange: true,
  });
  registerRoute(app, contract.getMemberIcon, async (_request, actor) => members.memberIcon(deps, actor));
  registerRoute(
    app,
    contract.updateMemberLanguage,
    async (request, actor) => saveMemberLanguage(deps, request.merchant, actor, request.body.language),
    { allowDuringForcedChange: true, ...perMinute(30) },
  );
  registerRoute(
    app,
    contract.changePassword,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.changePasswordPayloadSchema);
      await members.changePassword(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { allowDuringForcedChange: true, ...perMinute(10) },
  );
  registerRoute(
    app,
    contract.forgotPasswordByEmail,
    async (request) => {
      await members.forgotPasswordByEmail(deps, request.merchant, request.body, clientInfo(request));
      return null;
    },
    { ...perMinute(5), successMessage: 'in_been_out' },
  );
  registerRoute(
    app,
    contract.resetPasswordByLink,
    async (request) => {
      const payload = deps.keys.open(request.body, contract.resetPasswordByLinkPayloadSchema);
      await members.resetPasswordByLink(deps, request.merchant, payload, clientInfo(request));
      return null;
    },
    perMinute(10),
  );
  registerRoute(
    app,
    contract.resetPasswordByPhone,
    async (request) => {
      const payload = deps.keys.open(request.body, contract.resetPasswordByPhonePayloadSchema);
      await members.resetPasswordByPhone(deps, request.merchant, payload, clientInfo(request));
      return null;
    },
    perMinute(10),
  );
  registerRoute(
    app,
    contract.checkAffiliate,
    async (request) => members.checkAffiliate(deps, request.merchant, request.query.code),
    perMinute(30),
  );
  registerRoute(
    app,
    contract.setPaymentPassword,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.setPaymentPasswordPayloadSchema);
      await setPaymentPassword(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    perMinute(10),
  );
  registerRoute(
    app,
    contract.sendPaymentPasswordCode,
    async (request, actor) =>
      sendPaymentPasswordCode(deps, request.merchant, actor, request.body.method, clientInfo(request)),
    perMinute(5),
  );
};

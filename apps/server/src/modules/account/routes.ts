import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import * as authenticator from './authenticator.ts';
import { freePlay } from './free-play.ts';
import { sendFactorCode } from './held-factor.ts';
import * as passwords from './passwords.ts';
import { checkAffiliate, register } from './registration.ts';
import { sendContactCode, setContact } from './set-contact.ts';
import { setPaymentPassword } from './set-payment-password.ts';
import { setRealName } from './set-real-name.ts';

export const accountRoutes = async (app: FastifyInstance, deps: AppContext) => {
  const noContacts = 'Trial accounts have no mobile or email';
  const noAuthenticator = 'Trial accounts have no authenticator';
  // free play opens a trial account and signs it in
  registerRoute(
    app,
    contract.freePlay,
    async (request) => freePlay(deps, request.merchant, clientInfo(request), request.body.random),
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
        register(
          deps,
          request.merchant,
          deps.keys.open(request.body, contract.registerPayloadSchema),
          clientInfo(request),
          byMobile,
        ),
      perMinute(10),
    );
  }
  registerRoute(
    app,
    contract.changePassword,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.changePasswordPayloadSchema);
      await passwords.changePassword(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { allowDuringForcedChange: true, ...perMinute(10) },
  );
  registerRoute(
    app,
    contract.setRealName,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.setRealNamePayloadSchema);
      await setRealName(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { ...perMinute(10), refuseTrial: 'Trial accounts have no real name' },
  );
  registerRoute(
    app,
    contract.forgotPasswordByEmail,
    async (request) => {
      await passwords.forgotPasswordByEmail(deps, request.merchant, request.body, clientInfo(request));
      return null;
    },
    { ...perMinute(5), successMessage: 'in_been_out' },
  );
  registerRoute(
    app,
    contract.resetPasswordByLink,
    async (request) => {
      const payload = deps.keys.open(request.body, contract.resetPasswordByLinkPayloadSchema);
      await passwords.resetPasswordByLink(deps, request.merchant, payload, clientInfo(request));
      return null;
    },
    perMinute(10),
  );
  registerRoute(
    app,
    contract.resetPasswordByPhone,
    async (request) => {
      const payload = deps.keys.open(request.body, contract.resetPasswordByPhonePayloadSchema);
      await passwords.resetPasswordByPhone(deps, request.merchant, payload, clientInfo(request));
      return null;
    },
    perMinute(10),
  );
  registerRoute(
    app,
    contract.checkAffiliate,
    async (request) => checkAffiliate(deps, request.merchant, request.query.code),
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
      sendFactorCode(deps, request.merchant, actor, request.body, clientInfo(request)),
    perMinute(5),
  );
  registerRoute(
    app,
    contract.sendContactCode,
    async (request, actor) =>
      sendContactCode(deps, request.merchant, actor, request.body, clientInfo(request)),
    { ...perMinute(5), refuseTrial: noContacts },
  );
  registerRoute(
    app,
    contract.setContact,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.setContactPayloadSchema);
      await setContact(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { ...perMinute(10), refuseTrial: noContacts },
  );
  registerRoute(
    app,
    contract.startAuthenticator,
    async (request, actor) => authenticator.startAuthenticator(deps, request.merchant, actor),
    { ...perMinute(5), refuseTrial: noAuthenticator },
  );
  registerRoute(
    app,
    contract.confirmAuthenticator,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.confirmAuthenticatorPayloadSchema);
      await authenticator.confirmAuthenticator(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { ...perMinute(10), refuseTrial: noAuthenticator },
  );
  registerRoute(
    app,
    contract.removeAuthenticator,
    async (request, actor) => {
      const payload = deps.keys.open(request.body, contract.removeAuthenticatorPayloadSchema);
      await authenticator.removeAuthenticator(deps, request.merchant, actor, payload, clientInfo(request));
      return null;
    },
    { ...perMinute(10), refuseTrial: noAuthenticator },
  );
};

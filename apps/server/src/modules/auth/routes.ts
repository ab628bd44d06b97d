import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import { issueCaptcha } from './captcha.ts';
import * as auth from './service.ts';

export const authRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.getPublicKey, async () => ({
    keyId: deps.keys.keyId,
    publicKey: deps.keys.publicKey,
    algorithm: 'RSA-OAEP-256/A256GCM' as const,
  }));
  registerRoute(
    app,
    contract.login,
    async (request) =>
      auth.login(
        deps,
        request.merchant,
        deps.keys.open(request.body, contract.loginPayloadSchema),
        clientInfo(request),
      ),
    perMinute(20),
  );
  registerRoute(
    app,
    contract.sendSecondFactorCode,
    async (request) => auth.sendSecondFactorCode(deps, request.merchant, request.body, clientInfo(request)),
    perMinute(10),
  );
  registerRoute(
    app,
    contract.verifySecondFactor,
    async (request) => auth.verifySecondFactor(deps, request.merchant, request.body, clientInfo(request)),
    perMinute(20),
  );
  registerRoute(
    app,
    contract.logout,
    async (_request, actor) => {
      await auth.logout(deps, actor.sessionId);
      return null;
    },
    { allowDuringForcedChange: true },
  );
  registerRoute(
    app,
    contract.getCaptcha,
    async () => {
      const { answer: _answer, ...captcha } = await issueCaptcha(deps.db, deps.captchaText);
      return captcha;
    },
    { rateLimit: { max: 1, timeWindow: 1_000 } },
  );
  registerRoute(
    app,
    contract.sendLoginSms,
    async (request) => auth.sendLoginSms(deps, request.merchant, request.body, clientInfo(request)),
    perMinute(5),
  );
  registerRoute(
    app,
    contract.sendRegisterSms,
    async (request) =>
      auth.sendRegisterSms(deps, request.merchant, request.body.mobileNo, clientInfo(request)),
    perMinute(5),
  );
};

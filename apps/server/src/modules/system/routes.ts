import {
  getCountryCode,
  getDomainRoutes,
  getHelpCenter,
  getRegisterSettings,
  getResources,
  getStatus,
  getWhitelabel,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../lib/route.ts';
import { createAnswerCache } from './answer-cache.ts';
import { registerCachedRoute } from './cached-route.ts';
import * as system from './service.ts';
import type { StatusAnswers } from './status-answers.ts';

export const systemRoutes = async (
  app: FastifyInstance,
  { db, statusAnswers }: { db: Db; statusAnswers: StatusAnswers },
) => {
  // merchant-level answers: serialized once per merchant context (and, for the status, per
  // country and access verdict), sent with an ETag
  registerCachedRoute(
    app,
    getStatus,
    (request) => statusAnswers.answerFor(request.merchant, { ip: request.ip, country: request.country }),
    { scope: 'private' },
  );
  const whitelabelAnswers = createAnswerCache(getWhitelabel);
  registerCachedRoute(
    app,
    getWhitelabel,
    (request) => whitelabelAnswers.get(request.merchant, '', () => request.merchant.flags as never),
    { scope: 'shared' },
  );
  const registerAnswers = createAnswerCache(getRegisterSettings);
  registerCachedRoute(
    app,
    getRegisterSettings,
    (request) => registerAnswers.get(request.merchant, '', () => request.merchant.registerSettings),
    { scope: 'shared' },
  );
  registerRoute(app, getDomainRoutes, async (request) => system.domainRoutes(db, request.merchant));
  registerRoute(app, getHelpCenter, async (request) =>
    system.helpCenter(db, request.merchant, request.query.lang, request.query.device),
  );
  registerRoute(app, getCountryCode, async (request) => ({ countryCode: request.country, ip: request.ip }));
  registerRoute(app, getResources, async (request) => system.resources(db, request.merchant));
};

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
import * as system from './service.ts';

export const systemRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  registerRoute(app, getStatus, async (request) => {
    const { access: _access, ...value } = system.status(request.merchant, {
      ip: request.ip,
      country: request.country,
    });
    return value;
  });
  registerRoute(app, getWhitelabel, async (request) => request.merchant.flags as never);
  registerRoute(app, getRegisterSettings, async (request) => request.merchant.registerSettings);
  registerRoute(app, getDomainRoutes, async (request) => system.domainRoutes(db, request.merchant));
  registerRoute(app, getHelpCenter, async (request) =>
    system.helpCenter(db, request.merchant, request.query.lang, request.query.device),
  );
  registerRoute(app, getCountryCode, async (request) => ({ countryCode: request.country, ip: request.ip }));
  registerRoute(app, getResources, async (request) => system.resources(db, request.merchant));
};

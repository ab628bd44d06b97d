import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as settings from './merchant-settings.ts';
import * as registration from './register-settings-admin.ts';

/** Back office: the merchant's own settings (its calendar time zone, its registration form and flags). */
export const adminSystemRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.getMerchantSettings, async (request, actor) =>
    settings.merchantSettings(request.merchant, actor),
  );
  registerRoute(app, contract.saveMerchantSettings, async (request, actor) =>
    settings.saveMerchantSettings(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.getRegisterSettingsAdmin, async (request, actor) =>
    registration.registerSettingsAdmin(request.merchant, actor),
  );
  registerRoute(app, contract.saveRegisterSettingsAdmin, async (request, actor) =>
    registration.saveRegisterSettingsAdmin(deps, request.merchant, actor, request.body, request.ip),
  );
};

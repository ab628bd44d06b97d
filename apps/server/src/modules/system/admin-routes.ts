import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as help from './help-admin.ts';
import * as settings from './merchant-settings.ts';
import * as registration from './register-settings-admin.ts';
import * as resources from './resources-admin.ts';
import * as blocks from './site-blocks-admin.ts';
import * as routes from './site-routes-admin.ts';

/** Back office: the merchant's own settings (its calendar time zone, maintenance, blocks, its registration form and flags). */
export const adminSystemRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.getMerchantSettings, async (request, actor) =>
    settings.merchantSettings(request.merchant, actor),
  );
  registerRoute(app, contract.saveMerchantSettings, async (request, actor) =>
    settings.saveMerchantSettings(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.getSiteMaintenance, async (request, actor) =>
    settings.siteMaintenance(request.merchant, actor),
  );
  registerRoute(app, contract.saveSiteMaintenance, async (request, actor) =>
    settings.saveSiteMaintenance(deps, request.merchant, actor, request.body, request.ip),
  );
  // the site's blocked countries and addresses (owners; audited)
  registerRoute(app, contract.listSiteBlocks, async (request, actor) =>
    blocks.listSiteBlocks(deps, request.merchant, actor, request),
  );
  registerRoute(app, contract.addSiteBlock, async (request, actor) =>
    blocks.addSiteBlock(deps, request.merchant, actor, request.body, request),
  );
  registerRoute(app, contract.removeSiteBlock, async (request, actor) =>
    blocks.removeSiteBlock(deps, request.merchant, actor, request.body.id, request),
  );
  // the addresses offered to players in the side menu's Site addresses (owners; audited)
  registerRoute(app, contract.listSiteRoutes, async (request, actor) =>
    routes.listSiteRoutes(deps, request.merchant, actor),
  );
  registerRoute(app, contract.addSiteRoute, async (request, actor) =>
    routes.addSiteRoute(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.moveSiteRoute, async (request, actor) =>
    routes.moveSiteRoute(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.removeSiteRoute, async (request, actor) =>
    routes.removeSiteRoute(deps, request.merchant, actor, request.body.id, request.ip),
  );
  registerRoute(app, contract.getRegisterSettingsAdmin, async (request, actor) =>
    registration.registerSettingsAdmin(request.merchant, actor),
  );
  registerRoute(app, contract.saveRegisterSettingsAdmin, async (request, actor) =>
    registration.saveRegisterSettingsAdmin(deps, request.merchant, actor, request.body, request.ip),
  );
  // help-centre articles and download links (content.read lists, content.manage changes; audited)
  registerRoute(app, contract.listAdminHelpArticles, async (request, actor) =>
    help.listHelpArticles(deps, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.saveAdminHelpArticle, async (request, actor) =>
    help.saveHelpArticle(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.deleteAdminHelpArticle, async (request, actor) =>
    help.deleteHelpArticle(deps, request.merchant, actor, request.body.id, request.ip),
  );
  registerRoute(app, contract.listAdminResources, async (request, actor) =>
    resources.listResources(deps, request.merchant, actor),
  );
  registerRoute(app, contract.saveAdminResource, async (request, actor) =>
    resources.saveResource(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.deleteAdminResource, async (request, actor) =>
    resources.deleteResource(deps, request.merchant, actor, request.body.id, request.ip),
  );
};

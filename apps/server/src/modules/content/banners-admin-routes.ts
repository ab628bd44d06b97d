import { deleteAdminBanner, listAdminBanners, publishAdminBanner, saveAdminBanner } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as banners from './banners-service.ts';

/** Back office: home banners (content.read lists, content.manage changes; audited). */
export const adminBannerRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listAdminBanners, async (request, actor) =>
    banners.listAdminRows(context, request.merchant, actor),
  );
  registerRoute(app, saveAdminBanner, async (request, actor) =>
    banners.saveBanner(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, publishAdminBanner, async (request, actor) =>
    banners.publishBanner(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, deleteAdminBanner, async (request, actor) =>
    banners.deleteBanner(context, request.merchant, actor, request.body.id, request.ip),
  );
};

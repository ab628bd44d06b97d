import { listBanners } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import { showingBanners } from './banners-service.ts';

/** spec §3 home banners (public): the merchant's published banners, showing now. */
export const bannerRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listBanners, async (request) =>
    showingBanners(context, request.merchant, requestLanguage(request)),
  );
};

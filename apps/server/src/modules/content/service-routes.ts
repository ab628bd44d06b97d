import { getService, listServiceEntries } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import { serviceVersion, showingEntries } from './service-service.ts';

/**
 * Customer service (public: visitors reach it before they log in): the side menu's and footer's
 * entries, and spec §7 getService with the encrypted live-chat link.
 */
export const serviceRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listServiceEntries, async (request) =>
    showingEntries(context, request.merchant, requestLanguage(request)),
  );
  registerRoute(app, getService, async (request) => serviceVersion(context, request.merchant));
};

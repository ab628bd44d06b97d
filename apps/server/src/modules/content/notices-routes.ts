import { listNotices } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import { showingNotices } from './notices-service.ts';

/** spec §7 notices relay (public): the merchant's published notices of a type, showing now. */
export const noticeRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listNotices, async (request) =>
    showingNotices(context, request.merchant, requestLanguage(request), request.query),
  );
};

import { deleteAdminNotice, listAdminNotices, publishAdminNotice, saveAdminNotice } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as notices from './notices-service.ts';

/** Back office: notices and the pop-up announcements (content.read lists, content.manage changes; audited). */
export const adminNoticeRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listAdminNotices, async (request, actor) =>
    notices.listAdminRows(context, request.merchant, actor, request.query),
  );
  registerRoute(app, saveAdminNotice, async (request, actor) =>
    notices.saveNotice(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, publishAdminNotice, async (request, actor) =>
    notices.publishNotice(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, deleteAdminNotice, async (request, actor) =>
    notices.deleteNotice(context, request.merchant, actor, request.body.id, request.ip),
  );
};

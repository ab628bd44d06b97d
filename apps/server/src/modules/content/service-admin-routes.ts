import {
  deleteAdminServiceEntry,
  listAdminServiceEntries,
  saveAdminServiceEntry,
  setAdminServiceLink,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as service from './service-service.ts';

/** Back office: customer-service entries and the live-chat link (content.read lists, content.manage changes; audited). */
export const adminServiceRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listAdminServiceEntries, async (request, actor) =>
    service.listAdmin(context, request.merchant, actor),
  );
  registerRoute(app, saveAdminServiceEntry, async (request, actor) =>
    service.saveEntry(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, deleteAdminServiceEntry, async (request, actor) =>
    service.deleteEntry(context, request.merchant, actor, request.body.id, request.ip),
  );
  registerRoute(app, setAdminServiceLink, async (request, actor) =>
    service.setLink(context, request.merchant, actor, request.body.url, request.ip),
  );
};

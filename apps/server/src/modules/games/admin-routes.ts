import {
  deleteAdminGameAnnouncement,
  listAdminGameAnnouncements,
  listAdminGames,
  listAdminLanes,
  listAdminVendors,
  saveAdminGame,
  saveAdminGameAnnouncement,
  saveAdminLane,
  saveAdminVendor,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as announcements from './announcements-admin.ts';
import * as admin from './catalogue-admin.ts';

/** Back office: vendors, games, lanes and announcements of the merchant's catalogue (owners change, others read). */
export const adminGamesRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db } = context;
  registerRoute(app, listAdminVendors, async (request, actor) =>
    admin.listVendors(db, request.merchant, actor, request.query.gameType),
  );
  registerRoute(app, saveAdminVendor, async (request, actor) =>
    admin.saveVendor(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, listAdminGames, async (request, actor) =>
    admin.listGames(db, request.merchant, actor, request.query),
  );
  registerRoute(app, saveAdminGame, async (request, actor) =>
    admin.saveGame(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, listAdminLanes, async (request, actor) =>
    admin.listLanes(db, request.merchant, actor, request.query.gameType),
  );
  registerRoute(app, saveAdminLane, async (request, actor) =>
    admin.saveLane(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, listAdminGameAnnouncements, async (request, actor) =>
    announcements.listAnnouncements(context, request.merchant, actor, request.query),
  );
  registerRoute(app, saveAdminGameAnnouncement, async (request, actor) =>
    announcements.saveAnnouncement(context, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, deleteAdminGameAnnouncement, async (request, actor) =>
    announcements.deleteAnnouncement(context, request.merchant, actor, request.body.id, request.ip),
  );
};

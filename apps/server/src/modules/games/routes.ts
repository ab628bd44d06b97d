import {
  addFavouriteGame,
  getGameMenus,
  getPopularGames,
  getVendorsOfType,
  getWinnerBoard,
  launchGame,
  listFavouriteGames,
  listGameAnnouncements,
  listGames,
  listHotGames,
  listRecentGames,
  listRooms,
  removeFavouriteGame,
} from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../lib/client-info.ts';
import { failure } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { registerCachedRoute } from '../system/index.ts';
import * as catalogue from './catalogue.ts';
import { createCatalogueAnswers } from './catalogue-answers.ts';
import * as favourites from './favourites.ts';
import { gameIcon, iconCode, vendorIcon } from './icon-art.ts';
import * as launch from './launch.ts';
import { optionalViewer } from './viewer.ts';
import { winnerBoard } from './winners.ts';

/** Icons are drawn from their codes alone: the same for every merchant, cached long. */
const sendIcon = (reply: FastifyReply, art: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=2592000')
    // an SVG opened on its own runs nothing and loads nothing; image CDNs may embed it anywhere
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(art);

const svgFile = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const iconMissing = (reply: FastifyReply, path: string) =>
  reply.status(404).send(failure('NOT_FOUND', `No icon at ${path.slice(0, 200)}`));

/** The player's game calls: menus, lists, favourites, recent, rooms, winners, launch, and the icons. */
export const gamesRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db } = context;
  const now = () => context.clock();
  const viewer = (request: FastifyRequest) => optionalViewer(context, request);

  // merchant-level answers (no caller in them): built once per merchant context and language
  const menuAnswers = createCatalogueAnswers(getGameMenus);
  registerCachedRoute(
    app,
    getGameMenus,
    (request) => {
      const language = requestLanguage(request);
      return menuAnswers(request.merchant, language, () =>
        catalogue.gameMenus(context, request.merchant, language),
      );
    },
    { scope: 'shared', varyAlso: ['Language'] },
  );
  const popularAnswers = createCatalogueAnswers(getPopularGames);
  registerCachedRoute(
    app,
    getPopularGames,
    (request) => {
      const language = requestLanguage(request);
      const { limit } = request.query as { limit: number };
      return popularAnswers(request.merchant, `${language}:${limit}`, () =>
        catalogue.popularGames(db, request.merchant, language, limit, now()),
      );
    },
    { scope: 'shared', varyAlso: ['Language'] },
  );

  registerRoute(app, listGames, async (request) =>
    catalogue.listGames(db, request.merchant, requestLanguage(request), await viewer(request), request.query),
  );
  registerRoute(app, listHotGames, async (request) =>
    catalogue.hotGames(
      db,
      request.merchant,
      requestLanguage(request),
      await viewer(request),
      request.query.gameType,
    ),
  );
  registerRoute(app, listGameAnnouncements, async (request) =>
    catalogue.announcements(db, request.merchant, requestLanguage(request), now()),
  );
  registerRoute(app, getVendorsOfType, async (request) =>
    catalogue.vendorLanes(context, request.merchant, requestLanguage(request), request.query.gameType),
  );
  registerRoute(app, getWinnerBoard, async (request) =>
    winnerBoard(db, request.merchant, requestLanguage(request, request.query.language), request.query, now()),
  );

  registerRoute(app, listFavouriteGames, async (request, actor) =>
    favourites.listFavourites(db, request.merchant, requestLanguage(request), actor, request.query.gameType),
  );
  registerRoute(app, addFavouriteGame, async (request, actor) =>
    favourites.addFavourite(db, request.merchant, actor, request.body.nodeId),
  );
  registerRoute(app, removeFavouriteGame, async (request, actor) =>
    favourites.removeFavourite(db, actor, request.body.nodeId),
  );
  registerRoute(app, listRecentGames, async (request, actor) =>
    favourites.recentGames(db, request.merchant, requestLanguage(request), actor, request.query.gameType),
  );
  registerRoute(app, listRooms, async (request) =>
    catalogue.rooms(db, request.merchant, requestLanguage(request), request.body),
  );
  registerRoute(app, launchGame, async (request, actor) =>
    launch.launchGame(
      context,
      request.merchant,
      actor,
      request.body,
      requestLanguage(request, request.body.language),
    ),
  );

  const iconRoute = { config: { audience: 'public' as const }, schema: { hide: true } };
  app.get<{ Params: { vendor: string; file: string } }>(
    '/img/games/:vendor/:file',
    iconRoute,
    async (request, reply) => {
      const game = svgFile.exec(request.params.file)?.[1];
      if (!game || !iconCode.test(request.params.vendor)) return iconMissing(reply, request.url);
      return sendIcon(reply, gameIcon(request.params.vendor, game));
    },
  );
  app.get<{ Params: { file: string } }>('/img/vendors/:file', iconRoute, async (request, reply) => {
    const vendor = svgFile.exec(request.params.file)?.[1];
    if (!vendor) return iconMissing(reply, request.url);
    return sendIcon(reply, vendorIcon(vendor));
  });
};

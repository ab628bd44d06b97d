import { vendorBetFeedBody, vendorGamePaths, vendorLaunchBody } from '@croupier/contract/vendor-games';
import { seamlessBalanceBody } from '@croupier/contract/vendor-seamless-wallet';
import type { FastifyInstance } from 'fastify';
import type { FeedStore } from './feed-store.ts';
import { isFeedCursor } from './feed-store.ts';
import { type Catalogue, pageLanguage } from './game-catalogue.ts';
import type { LaunchSessions } from './launch-sessions.ts';
import { keepRawJson, refuse, signedForVendorCode } from './signed-route.ts';

export interface GameApiOptions {
  catalogue: Catalogue;
  /** vendor code -> its shared secret */
  secrets: ReadonlyMap<string, string>;
  sessions: LaunchSessions;
  feed: FeedStore;
  /** where players reach the game pages */
  publicUrl: string;
}

/** What the platform calls on the vendor to run its games, signed with the secret of the body's vendor code. */
export const gameApiRoutes = async (app: FastifyInstance, options: GameApiOptions) => {
  keepRawJson(app);
  const { catalogue } = options;

  app.post(
    vendorGamePaths.launch,
    signedForVendorCode(options.secrets, vendorLaunchBody, (body, reply) => {
      const game = catalogue.game(body.vendorCode, body.gameCode);
      if (!game) return reply.status(404).send(refuse('body.gameCode: no such game here', 'GAME_UNKNOWN'));
      const table = game.kind === 'baccarat' ? catalogue.table(body.roomId) : undefined;
      if (game.kind === 'baccarat' && !table) {
        return reply.status(404).send(refuse('body.roomId: no such table', 'ROOM_UNKNOWN'));
      }
      if (body.vendorCode === catalogue.codes.seamless && body.mode === 'real') {
        // every bet will carry these to the platform: refuse now what the seamless API would refuse then
        if (!body.token) {
          return reply.status(400).send(refuse('body.token: required for real play', 'VALIDATION_FAILED'));
        }
        const wallet = seamlessBalanceBody.safeParse({ player: body.player, currency: body.currency });
        if (!wallet.success) {
          const message = wallet.error.issues
            .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
            .join('; ');
          return reply.status(400).send(refuse(message, 'VALIDATION_FAILED'));
        }
      }
      const session = options.sessions.open(body, pageLanguage(body.language), table?.id);
      return { url: `${options.publicUrl}/play/${session.id}` };
    }),
  );

  app.post(
    vendorGamePaths.betFeed,
    signedForVendorCode(options.secrets, vendorBetFeedBody, (body, reply) => {
      if (body.vendorCode !== catalogue.codes.transfer) {
        return reply
          .status(400)
          .send(refuse('body.vendorCode: seamless bets are in the platform already', 'FEED_NOT_OFFERED'));
      }
      if (!isFeedCursor(body.after)) {
        return reply.status(400).send(refuse('body.after: not a cursor this feed gave', 'VALIDATION_FAILED'));
      }
      return options.feed.page(body.after, body.limit);
    }),
  );
};

import { randomBytes } from 'node:crypto';
import { fromMinor, moneyString, toMinor } from '@croupier/contract';
import { type SeamlessAction, seamlessBalanceBody } from '@croupier/contract/vendor-seamless-wallet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BaccaratPlay } from './baccarat-play.ts';
import type { Catalogue, CatalogueGame } from './game-catalogue.ts';
import type { LaunchSession, LaunchSessions } from './launch-sessions.ts';
import { baccaratPage } from './play-page-baccarat.ts';
import { closedPage, pageHeaders } from './play-page-shell.ts';
import { slotPage } from './play-page-slot.ts';
import type { SeamlessAnswer } from './seamless-client.ts';
import { refuse } from './signed-route.ts';
import { slotStakes } from './slot-engine.ts';
import type { SlotPlay } from './slot-play.ts';
import type { WalletStore } from './wallet-store.ts';

export interface PlayOptions {
  sessions: LaunchSessions;
  catalogue: Catalogue;
  slots: SlotPlay;
  baccarat: BaccaratPlay;
  wallet: WalletStore;
  seamless: (action: SeamlessAction, body: object) => Promise<SeamlessAnswer>;
  /** the platform origins allowed to frame the pages */
  frameAncestors: readonly string[];
}

const spinBody = z.object({ stake: z.enum(slotStakes) });
const betAmount = moneyString.default('0');
const dealBody = z.object({ bets: z.object({ player: betAmount, banker: betAmount, tie: betAmount }) });

/** HTTP status of each refusal the page can get; the platform's own refusals are 409. */
const statusOf: Record<string, number> = {
  SESSION_UNKNOWN: 404,
  SESSION_EXPIRED: 410,
  VALIDATION_FAILED: 400,
  BET_LIMITS: 400,
  WRONG_GAME: 400,
  BET_UNCONFIRMED: 502,
};

type Params = { Params: { sessionId: string } };

/**
 * The game pages and the three calls they make, all on the vendor's own origin. The session id in
 * the path is the player's only key; it is never sent to another origin (no referrer).
 */
export const playRoutes = async (app: FastifyInstance, options: PlayOptions) => {
  const { sessions, catalogue } = options;

  const fail = (reply: FastifyReply, code: string, message: string) =>
    reply
      .status(statusOf[code] ?? 409)
      .header('cache-control', 'no-store')
      .send(refuse(message, code));

  /** The live session and its game, or the refusal already sent. */
  const open = (id: string, reply: FastifyReply) => {
    const found = sessions.find(id);
    if (!found || found.expired) {
      if (found) fail(reply, 'SESSION_EXPIRED', 'This game session has expired');
      else fail(reply, 'SESSION_UNKNOWN', 'No such game session');
      return undefined;
    }
    const game = catalogue.game(found.session.vendorCode, found.session.gameCode)!;
    return { session: found.session, game };
  };

  /** One round at a time per session: a second click while the first is out is refused. */
  const exclusive = async <T>(session: LaunchSession, reply: FastifyReply, work: () => Promise<T>) => {
    if (session.busy) return fail(reply, 'BUSY', 'The previous round is still being played');
    session.busy = true;
    try {
      return await work();
    } finally {
      session.busy = false;
    }
  };

  const answer = (reply: FastifyReply, result: { error: string; message: string } | object) =>
    'error' in result && typeof result.error === 'string'
      ? fail(reply, result.error, String((result as { message: string }).message))
      : reply.header('cache-control', 'no-store').send({ success: true, value: result, message: '' });

  const balanceOf = async (session: LaunchSession) => {
    if (session.mode === 'free') return { balance: fromMinor(session.freeBalance) };
    if (session.vendorCode === catalogue.codes.transfer)
      return { balance: options.wallet.balance(session.player) };
    const asked = await options.seamless(
      'balance',
      seamlessBalanceBody.parse({ player: session.player, currency: session.currency }),
    );
    return asked.kind === 'ok'
      ? { balance: asked.value.balance }
      : { balance: null, balanceError: asked.kind === 'refused' ? asked.code : 'PLATFORM_UNAVAILABLE' };
  };

  const tableOf = (session: LaunchSession) => catalogue.table(session.tableId)!;

  app.get<Params>('/play/:sessionId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = sessions.find(request.params.sessionId);
    const headers = pageHeaders(nonce, options.frameAncestors);
    if (!found || found.expired) {
      const code = found ? 'SESSION_EXPIRED' : 'SESSION_UNKNOWN';
      return reply
        .status(statusOf[code]!)
        .headers(headers)
        .type('text/html; charset=utf-8')
        .send(closedPage(found?.session.language ?? 'EN', code, nonce, found?.session.lobbyUrl));
    }
    const { session } = found;
    const game: CatalogueGame = catalogue.game(session.vendorCode, session.gameCode)!;
    const html =
      game.kind === 'slot'
        ? slotPage({ session, game, nonce })
        : baccaratPage({ session, game, table: tableOf(session), nonce });
    return reply.headers(headers).type('text/html; charset=utf-8').send(html);
  });

  app.get<Params>('/play/:sessionId/state', async (request, reply) => {
    const live = open(request.params.sessionId, reply);
    if (!live) return reply;
    const { session } = live;
    return answer(reply, {
      mode: session.mode,
      currency: session.currency,
      ...(await balanceOf(session)),
      history: session.history,
    });
  });

  app.post<Params>('/play/:sessionId/spin', async (request, reply) => {
    const live = open(request.params.sessionId, reply);
    if (!live) return reply;
    if (live.game.kind !== 'slot') return fail(reply, 'WRONG_GAME', 'This game deals, it does not spin');
    const body = spinBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'VALIDATION_FAILED', `stake: one of ${slotStakes.join(', ')}`);
    const { machine } = live.game;
    return exclusive(live.session, reply, async () =>
      answer(reply, await options.slots.spin(live.session, machine, toMinor(body.data.stake))),
    );
  });

  app.post<Params>('/play/:sessionId/deal', async (request, reply) => {
    const live = open(request.params.sessionId, reply);
    if (!live) return reply;
    if (live.game.kind !== 'baccarat') return fail(reply, 'WRONG_GAME', 'This game spins, it does not deal');
    const body = dealBody.safeParse(request.body);
    if (!body.success) {
      return fail(
        reply,
        'VALIDATION_FAILED',
        body.error.issues.map((issue) => issue.path.join('.')).join(', '),
      );
    }
    const { bets } = body.data;
    return exclusive(live.session, reply, async () =>
      answer(
        reply,
        await options.baccarat.deal(live.session, tableOf(live.session), {
          player: toMinor(bets.player),
          banker: toMinor(bets.banker),
          tie: toMinor(bets.tie),
        }),
      ),
    );
  });
};

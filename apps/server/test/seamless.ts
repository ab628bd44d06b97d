import { randomBytes } from 'node:crypto';
import type { VendorFeedBet } from '@croupier/contract/vendor-games';
import { type SeamlessAction, seamlessPath } from '@croupier/contract/vendor-seamless-wallet';
import { signBody, signedTarget } from '@croupier/contract/vendor-signature';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { gameLaunches, games, gameVendors, sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/tokens.ts';
import type { VendorAdapter, VendorDirectory } from '../src/modules/vendors/vendor-adapter.ts';

export const seamlessSecret = 'seamless-test-secret-0123456789';
export const transferSecret = 'transfer-test-secret-0123456789';

const notUsed = async () => {
  throw new Error('not used by this test');
};

/** A transfer-mode vendor whose bet feed serves `feed` (cursor: the number of rows read); `silent` stops it answering. */
export const feedVendor = (code = 'DEMO') => {
  const feed: VendorFeedBet[] = [];
  const vendor = {
    feed,
    silent: false,
    adapter: {
      code,
      walletMode: 'transfer',
      secret: transferSecret,
      launch: notUsed,
      transfer: notUsed,
      transferStatus: notUsed,
      balance: notUsed,
      betFeed: async (after: string, limit: number) => {
        if (vendor.silent) return null;
        const from = after === '' ? 0 : Number(after);
        const rows = feed.slice(from, from + limit);
        return { rows, next: String(from + rows.length) };
      },
    } satisfies VendorAdapter,
  };
  return vendor;
};

/** The vendors of a seamless test app: DSLOT (seamless) and a transfer-mode DEMO with a bet feed. */
export const seamlessVendors = (transfer = feedVendor()): VendorDirectory =>
  new Map<string, VendorAdapter>([
    [
      'DSLOT',
      {
        code: 'DSLOT',
        walletMode: 'seamless',
        secret: seamlessSecret,
        launch: notUsed,
        betFeed: notUsed,
        transfer: notUsed,
        transferStatus: notUsed,
        balance: notUsed,
      },
    ],
    ['DEMO', transfer.adapter],
  ]);

/** A game of the merchant's catalogue (and its vendor's row), created when missing: its id. */
export const catalogueGame = async (
  db: Db,
  merchantId: number,
  game: { vendorCode: string; gameCode: string; gameType?: string; names?: Record<string, string> },
) => {
  const gameType = game.gameType ?? 'RNG';
  await db
    .insert(gameVendors)
    .values({
      merchantId,
      code: game.vendorCode,
      gameType,
      names: {
        EN: `${game.vendorCode} vendor`,
        CN: `${game.vendorCode} 厂商`,
        KM: `${game.vendorCode} អ្នកផ្គត់ផ្គង់`,
      },
      walletMode: game.vendorCode === 'DSLOT' ? 'seamless' : 'transfer',
    })
    .onConflictDoNothing();
  await db
    .insert(games)
    .values({
      merchantId,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      gameType,
      names: game.names ?? { EN: `Game ${game.gameCode}` },
      iconPath: `/games/${game.gameCode}.svg`,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.vendorCode, game.vendorCode),
        eq(games.gameCode, game.gameCode),
      ),
    );
  return row!.id;
};

/** The session row of a player's login token. */
export const sessionIdOf = async (db: Db, token: string) =>
  (
    await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
  )[0]!.id;

/**
 * A game token as the launch hands it to a seamless vendor: a `game_launches` row bound to the
 * player's session, keeping only the token's SHA-256.
 */
export const launchToken = async (
  db: Db,
  launch: {
    merchantId: number;
    memberId: number;
    sessionId: number;
    gameId: number;
    vendorCode?: string;
    mode?: 'real' | 'free';
  },
) => {
  const token = randomBytes(24).toString('base64url');
  await db.insert(gameLaunches).values({
    merchantId: launch.merchantId,
    memberId: launch.memberId,
    gameId: launch.gameId,
    vendorCode: launch.vendorCode ?? 'DSLOT',
    mode: launch.mode ?? 'real',
    sessionId: launch.sessionId,
    tokenHash: sha256(token),
  });
  return token;
};

/** A signed call of the seamless vendor API, as the vendor's server sends it (or a forger, with another secret). */
export const vendorCall = (
  app: FastifyInstance,
  action: SeamlessAction,
  body: Record<string, unknown>,
  options: { vendorCode?: string; secret?: string; timestamp?: string } = {},
) => {
  const raw = JSON.stringify(body);
  const url = seamlessPath(options.vendorCode ?? 'DSLOT', action);
  const timestamp = options.timestamp ?? String(Date.now());
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signBody(options.secret ?? seamlessSecret, timestamp, signedTarget('POST', url), raw),
    },
    payload: raw,
  });
};

/** A fresh vendor transaction id. */
export const txId = (prefix = 'tx') => `${prefix}-${randomBytes(6).toString('hex')}`;

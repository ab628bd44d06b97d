import { randomBytes } from 'node:crypto';
import type { VendorLaunchBody } from '@croupier/contract/vendor-games';
import type { PageLanguage } from './game-catalogue.ts';

/** Play money a free-mode session starts with, in minor units: 2,000.00. */
export const freePlayMoney = 200_000n;

export interface LaunchSession {
  id: string;
  player: string;
  vendorCode: string;
  gameCode: string;
  mode: VendorLaunchBody['mode'];
  /** seamless, real mode: the game token every bet carries */
  token: string | undefined;
  language: PageLanguage;
  currency: string;
  /** the baccarat table; undefined for slots */
  tableId: string | undefined;
  /** only http(s) addresses, so the page's lobby link can never run script */
  lobbyUrl: string | undefined;
  expiresAt: number;
  /** free mode: the session's play money, never anyone's wallet */
  freeBalance: bigint;
  /** the latest results, newest first, as the page shows them */
  history: unknown[];
  /** one round at a time per session */
  busy: boolean;
}

export const historyLength = 12;

const safeLink = (url: string | undefined) => {
  if (!url) return undefined;
  const protocol = new URL(url).protocol;
  return protocol === 'http:' || protocol === 'https:' ? url : undefined;
};

/**
 * Launched games, in memory: a session id is 32 random bytes (base64url), the only key to the
 * game page, and lasts `ttlMs`. Expired sessions are remembered a while longer so the page can
 * say so in the player's language, then dropped.
 */
export const createLaunchSessions = (options: { ttlMs: number; now?: () => number }) => {
  const now = options.now ?? (() => Date.now());
  const sessions = new Map<string, LaunchSession>();
  const forgetAfterMs = 24 * 3_600_000;

  const prune = () => {
    const cutoff = now() - forgetAfterMs;
    for (const [id, session] of sessions) if (session.expiresAt < cutoff) sessions.delete(id);
  };

  return {
    open(launch: VendorLaunchBody, language: PageLanguage, tableId: string | undefined) {
      prune();
      const session: LaunchSession = {
        id: randomBytes(32).toString('base64url'),
        player: launch.player,
        vendorCode: launch.vendorCode,
        gameCode: launch.gameCode,
        mode: launch.mode,
        token: launch.token,
        language,
        currency: launch.currency.toUpperCase(),
        tableId,
        lobbyUrl: safeLink(launch.lobbyUrl),
        expiresAt: now() + options.ttlMs,
        freeBalance: launch.mode === 'free' ? freePlayMoney : 0n,
        history: [],
        busy: false,
      };
      sessions.set(session.id, session);
      return session;
    },
    /** The session and whether it is still playable; undefined for an id never handed out (or long gone). */
    find(id: string) {
      const session = sessions.get(id);
      return session ? { session, expired: session.expiresAt <= now() } : undefined;
    },
  };
};

export type LaunchSessions = ReturnType<typeof createLaunchSessions>;

/** Keeps the newest results first, a page's worth. */
export const remember = (session: LaunchSession, result: unknown) => {
  session.history.unshift(result);
  session.history.length = Math.min(session.history.length, historyLength);
};

import { audiences } from '@croupier/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { type Actor, actorOf, agentTypes, trialType } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import { resolveAdmin } from '../modules/admin/index.ts';
import { createSessionCache, type SessionPolicy, type SignedIn } from '../modules/auth/index.ts';

/** The session token of an Authorization header (`Bearer` optional); undefined when there is none. */
const tokenOf = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '').trim() || undefined;

const sessionEnded = () =>
  new AppError('AUTH_SESSION_EXPIRED', 'Your session has ended, please log in again');

/** The caller a resolved token stands for on this route, or why it is refused. */
const verdictOf = (
  signedIn: SignedIn | undefined,
  merchantId: number,
  route: FastifyContextConfig,
): Actor | AppError => {
  if (!signedIn) return sessionEnded();
  const { session, member } = signedIn;
  if (member.merchantId !== merchantId) return sessionEnded();
  if (member.status !== 'active')
    return new AppError('AUTH_ACCOUNT_CLOSED', 'This account is locked; contact customer service');
  if (route.audience === 'agent' && !agentTypes.includes(member.type)) {
    return new AppError('AUTH_WRONG_SIDE', 'Non-agent accounts cannot use the agent centre');
  }
  if (route.refuseTrial && member.type === trialType)
    return new AppError('AUTH_TRIAL_ACCOUNT', route.refuseTrial);
  if (session.forcedChange && !route.allowDuringForcedChange) {
    return new AppError('FORBIDDEN', 'Please change your password first');
  }
  return actorOf(member, session);
};

/**
 * Every non-public route needs a live session of the request's merchant. Agent routes need an
 * agent account; admin routes need a back-office session (a player token is never one). A session
 * in forced-change mode may only call routes that allow it (change password, info, logout); a
 * free-play guest only routes that do not refuse it (`refuseTrial`).
 *
 * It runs on `preParsing`, before the body is read or validated: an anonymous caller learns
 * nothing about a protected route's input (no field names in a 400), and a route that declares
 * no audience is refused here as well as at start (see `assertEveryRouteHasAudience`). Not on
 * `onRequest`: the per-address call limit hooks each route's own `onRequest`, which runs after
 * every plugin's, so calls refused here (a made-up token, each one a session lookup) were never
 * counted against it.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; policy: SessionPolicy }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('admin', null);
    // resolved tokens kept a moment per instance (docs/session-and-balance-cache.md)
    const sessions = createSessionCache({
      db: options.db,
      policy: options.policy,
      redis: app.context?.redis,
      log: app.log,
    });
    app.addHook('onClose', () => sessions.close());

    /** the member behind a token on this route, from the cache or the database */
    const signIn = async (request: FastifyRequest, route: FastifyContextConfig, token: string) => {
      // a kept answer may be behind a change this instance has not heard of: before refusing on
      // it, ask the database (the cache can delay a revocation by its TTL, never refuse wrongly)
      let signedIn = await sessions.resolve(token);
      let verdict = verdictOf(signedIn, request.merchant.id, route);
      if (verdict instanceof AppError && signedIn?.kept) {
        signedIn = await sessions.resolve(token, { fresh: true });
        verdict = verdictOf(signedIn, request.merchant.id, route);
      }
      if (verdict instanceof AppError) throw verdict;
      request.actor = verdict;
    };

    /**
     * The player or agent a token stands for on this route when its session is kept and needs
     * nothing more (no database read, no last-seen write due): the fast lane answers such a call
     * itself (docs/fast-lane.md). Undefined otherwise, and Fastify's hook below then decides.
     */
    const keptActor = (token: string | undefined, merchantId: number, route: FastifyContextConfig) => {
      const kept = token ? sessions.peek(token) : undefined;
      const verdict = kept && verdictOf(kept, merchantId, route);
      return verdict && !(verdict instanceof AppError) ? verdict : undefined;
    };
    app.decorate(
      'keptActor',
      (authorization: string | undefined, merchantId: number, route: FastifyContextConfig) =>
        keptActor(tokenOf(authorization), merchantId, route),
    );

    const signInAdmin = async (request: FastifyRequest, token: string) => {
      const admin = await resolveAdmin(options.db, options.policy, token, request.merchant);
      if (!admin) throw sessionEnded();
      request.admin = admin;
    };

    // a callback hook: the common call (a kept session) passes without a promise or a tick
    app.addHook('preParsing', (request, reply, payload, next) => {
      const done = (error?: Error) => (error ? next(error) : next(null, payload));
      if (request.is404) return done();
      // `routeOptions` builds a new object on every read: read it once
      const route = request.routeOptions.config;
      const { audience } = route;
      if (audience === 'public') return done();
      // signed-in answers (balances, records, member info) must never sit in a shared or browser cache
      reply.header('cache-control', 'no-store');
      if (!audience || !audiences.includes(audience)) {
        return done(new AppError('FORBIDDEN', 'This route is closed'));
      }
      const token = tokenOf(request.headers.authorization);
      if (!token) return done(new AppError('AUTH_REQUIRED', 'Please log in first'));
      if (audience === 'admin') {
        signInAdmin(request, token).then(() => done(), done);
        return;
      }
      const kept = keptActor(token, request.merchant.id, route);
      if (kept) {
        request.actor = kept;
        return done();
      }
      signIn(request, route, token).then(() => done(), done);
    });
  },
);

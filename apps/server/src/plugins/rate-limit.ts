import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** calls a minute per client address, on every route without a tighter limit of its own */
  perMinute: number;
  /** counts shared by every instance when set */
  redis?: Redis;
}

/** The x-ratelimit-* trio: sent on a refusal only (docs/api-response-headers.md). */
const quotaHeaders = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/**
 * Whose quota a call draws on: back-office calls count apart from the site's, so players behind
 * one address with staff (a shop, an office, a carrier's NAT) cannot use up the staff's calls, nor
 * the staff the players'.
 */
const quotaKey = (request: FastifyRequest) =>
  request.url.startsWith('/wps/admin/') ? `admin:${request.ip}` : request.ip;

/**
 * Per-address call limits: the global one and any route's own (`config.rateLimit`). A refused
 * call is a 429 with Retry-After and the quota headers; an answered one carries none of them, so
 * the quota does not add three headers to every answer.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const settings: RateLimitPluginOptions = {
    max: options.perMinute,
    timeWindow: '1 minute',
    addHeadersOnExceeding: quotaHeaders,
    keyGenerator: quotaKey,
    // the web build's files cost a file read and are cached for a year: counting them let a page
    // load or two from an address shared by many players (a carrier's NAT, an office) use up the
    // quota of everyone behind it, whose next page then failed to load its code (docs/rate-limits.md)
    allowList: (request) => request.routeOptions.config.webFile === true,
    ...(options.redis ? { redis: options.redis, nameSpace: 'croupier:rl:' } : {}),
  };
  await app.register(rateLimit, settings);
});

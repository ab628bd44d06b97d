import type { FastifyRequest } from 'fastify';

/**
 * A game session's id is the whole key to its table (`/play/<id>`): anyone reading it can bet the
 * player's money until the session ends. It is cut from every address the log writes.
 */
export const withoutSessionId = (url: string) => url.replace(/^\/play\/[^/?#]+/, '/play/…');

/** The request line Fastify logs, minus the session id. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutSessionId(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

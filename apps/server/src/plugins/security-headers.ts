import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers `@fastify/helmet` sets with these options, worked out once on a probe instance.
 * Without CSP nonces they are the same for every response, and that plugin rebuilds helmet's
 * whole middleware (directives parsed and joined again) for every request.
 */
export const securityHeadersOf = async (options: FastifyHelmetOptions): Promise<Record<string, string>> => {
  if (options.enableCSPNonces) throw new Error('CSP nonces differ per response: use @fastify/helmet');
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const response = await app.inject('/');
    await app.close();
    return response.headers;
  };
  const [plain, secured] = await Promise.all([probe(false), probe(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    // helmet adds headers of its own; the ones a bare reply has (date, length, type) are not its
    if (value === undefined || name in plain) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
};

/**
 * The API's own options. Its answers are JSON, so the policy allows only this site; the app shell
 * gets its merchant's own policy instead (lib/content-security-policy.ts).
 */
export const apiHeaderOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
};

/** Helmet's security headers on every response, from one precomputed set. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await securityHeadersOf(options);
  const names = Object.keys(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    done();
  });
});

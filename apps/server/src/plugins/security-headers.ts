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
 * Helmet's options for pages: the app shell, static files and the API docs. The shell replaces
 * the policy with its merchant's own (lib/content-security-policy.ts); static files keep this one.
 */
export const pageHeaderOptions: FastifyHelmetOptions = {
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

/**
 * Paths whose every answer is the API's (JSON envelopes, the odd image or SVG icon, Prometheus
 * text), never a page: they get the API's header set. `/docs` is the API's HTML viewer: a page.
 */
export const apiPathPrefixes = ['/wps/', '/lgw/', '/lotto/', '/vendor-api/', '/healthz', '/metrics'] as const;

/**
 * The security headers of every API answer (docs/api-response-headers.md), after the OWASP REST
 * Security Cheat Sheet: nothing may frame, sniff, embed cross-site, refer onward from or store an
 * answer, and a document it might be rendered as may load nothing. A route may loosen the cache
 * (the pre-serialized answers revalidate with `no-cache`) or its own resource's policy (icons).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const isApiPath = (url: string) => {
  for (const prefix of apiPathPrefixes) if (url.startsWith(prefix)) return true;
  return false;
};

export interface SecurityHeadersOptions {
  /** helmet's options for pages (everything outside `apiPathPrefixes`) */
  page: FastifyHelmetOptions;
}

/**
 * Security headers on every response, set before anything else runs (so refusals, failures and
 * 404s carry them too): the API's lean set under the API's paths, helmet's full set on pages.
 * Both are worked out once; a request only copies the entries of one of two fixed lists.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const page = await securityHeadersOf(options.page);
  const sets = [apiSecurityHeaders, page].map((set) => Object.entries(set));
  const [api, pages] = sets as [[string, string][], [string, string][]];
  app.addHook('onRequest', (request, reply, done) => {
    const entries = isApiPath(request.url) ? api : pages;
    for (let index = 0; index < entries.length; index += 1) {
      const [name, value] = entries[index]!;
      reply.header(name, value);
    }
    done();
  });
});

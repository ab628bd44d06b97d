import './fastify-augment.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, type AppDeps, createAppContext } from './app-context.ts';
import { shellWithBootStatus, shellWithFirstScreen } from './lib/app-shell.ts';
import { catalogueChunksOf, shellsByLanguage } from './lib/catalogue-preload.ts';
import { contentSecurityPolicy } from './lib/content-security-policy.ts';
import { failure, ok } from './lib/envelope.ts';
import { createFirstScreens, firstScreenRequestOf, pageLanguageOf } from './lib/first-screen.ts';
import { assertEveryRouteHasAudience } from './lib/route-audit.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { adminAuthRoutes, authRoutes } from './modules/auth/index.ts';
import { adminCashierRoutes, cashierRoutes, gatewayCallbackRoutes } from './modules/cashier/index.ts';
import {
  adminBannerRoutes,
  adminFeedbackRoutes,
  adminMessageRoutes,
  adminNoticeRoutes,
  adminServiceRoutes,
  bannerRoutes,
  feedbackRoutes,
  liveRoutes,
  messageRoutes,
  noticeRoutes,
  serviceRoutes,
} from './modules/content/index.ts';
import { adminBetRoutes, adminGamesRoutes, betRoutes, gamesRoutes } from './modules/games/index.ts';
import { memberRoutes } from './modules/members/index.ts';
import { adminReportRoutes } from './modules/reports/index.ts';
import {
  adminSystemRoutes,
  createStatusAnswers,
  type MerchantContext,
  systemRoutes,
} from './modules/system/index.ts';
import { seamlessRoutes } from './modules/vendors/index.ts';
import { adminWalletRoutes, walletRoutes } from './modules/wallet/index.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { createFastLane } from './plugins/fast-lane.ts';
import {
  bareHost,
  createMerchantGate,
  merchantContextPlugin,
  merchantOfHost,
} from './plugins/merchant-context.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { refuseControlCharactersPlugin } from './plugins/refuse-control-characters.ts';
import { apiSecurityHeaders, pageHeaderOptions, securityHeadersPlugin } from './plugins/security-headers.ts';

/** Paths owned by the API: a miss there is a 404 envelope, anywhere else the SPA answers. */
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/vendor-api/', '/docs', '/healthz', '/metrics'];

/** Routes that plugins add (static files, the docs viewer) are public by nature. */
const publicInfrastructureRoute = (route: RouteOptions) => {
  route.config = { ...route.config, audience: 'public' };
};

/** The web build's files: public, and outside the call limit (one page load fetches dozens). */
const webFileRoute = (route: RouteOptions) => {
  route.config = { ...route.config, audience: 'public', webFile: true };
};

/**
 * The app of one instance. Given a context (main.ts shares it with the jobs) it uses that one;
 * given plain deps it builds its own. Either way `app.context` is the composition root in use.
 */
export const buildApp = async (deps: AppDeps | AppContext): Promise<FastifyInstance> => {
  const context = 'ledger' in deps ? deps : await createAppContext(deps);
  const { config, database } = context;
  // which hosts the default merchant answers (plugins/merchant-context.ts): local ones, the
  // server's own public address and, when configured, any host
  const { directory } = context;
  const hostMerchant = {
    directory,
    defaultMerchant: config.DEFAULT_MERCHANT,
    defaultForAnyHost: config.DEFAULT_MERCHANT_FOR_ANY_HOST,
    defaultHosts: config.PUBLIC_URL ? [bareHost(new URL(config.PUBLIC_URL).host)] : [],
  };
  // pre-serialized public reads are answered in front of Fastify (docs/fast-lane.md)
  const fastLane = createFastLane({
    gate: createMerchantGate(hostMerchant),
    geoIp: context.geoIp,
    trustProxy: config.TRUST_PROXY,
    baseHeaders: apiSecurityHeaders,
    // Fastify logs each request at info: so does the lane, one line per answer
    ...(['info', 'debug', 'trace'].includes(config.LOG_LEVEL)
      ? { log: (line) => app.log.info({ lane: 'fast', ...line }, 'request completed') }
      : {}),
  });
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    serverFactory: fastLane.serverFactory,
  });
  app.decorate('fastLane', fastLane);
  app.addHook('preClose', (done) => {
    fastLane.close();
    done();
  });
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('routeTable', routeTable);
  app.decorate('context', context);
  assertEveryRouteHasAudience(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. external plugins: security headers, rate limits, OpenAPI
  await app.register(securityHeadersPlugin, { page: pageHeaderOptions });
  await app.register(rateLimitPlugin, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    ...(context.redis ? { redis: context.redis } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier API',
        version: '0.1.0',
        description: 'Envelope: { success, value, message, code? }',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // a map of every call, back office included, is for integrators, not the internet (docs/api-docs-closed-in-production.md)
  if (config.API_DOCS ?? config.NODE_ENV !== 'production') {
    await app.register(async (docs) => {
      docs.addHook('onRoute', publicInfrastructureRoute);
      await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
    });
  } else app.log.info('/docs is not served in production: set API_DOCS=true to publish the OpenAPI document');

  // 2. app plugins: error envelope, metrics
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, {
    poolStats: database.poolStats,
    lane: fastLane,
    ...(config.METRICS_TOKEN ? { token: config.METRICS_TOKEN } : {}),
    tokenRequired: config.NODE_ENV === 'production',
  });

  // 3. routes
  app.get('/healthz', { config: { audience: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return ok({ status: 'up', database: database.kind });
    } catch {
      return reply.status(503).send(failure('SYSTEM_ERROR', 'Database unreachable', { status: 'down' }));
    }
  });

  // the permission call's answers: the status route sends them, the app shell carries its own
  const statusAnswers = createStatusAnswers();
  await app.register(async (api) => {
    await api.register(formbody, { bodyLimit: 16_384 });
    await api.register(merchantContextPlugin, { ...hostMerchant, geoIp: context.geoIp });
    await api.register(authenticatePlugin, { db: context.db, policy: context.policy });
    await api.register(refuseControlCharactersPlugin);
    // each area's player routes, then its back-office routes, all from the one context
    await api.register(systemRoutes, { ...context, statusAnswers });
    await api.register(adminSystemRoutes, context);
    await api.register(authRoutes, context);
    await api.register(adminAuthRoutes, context);
    await api.register(memberRoutes, context);
    await api.register(accountRoutes, context);
    await api.register(adminRoutes, context);
    await api.register(walletRoutes, context);
    await api.register(adminWalletRoutes, context);
    await api.register(cashierRoutes, context);
    await api.register(adminCashierRoutes, context);
    await api.register(gamesRoutes, context);
    await api.register(adminGamesRoutes, context);
    await api.register(betRoutes, context);
    await api.register(adminBetRoutes, context);
    await api.register(adminReportRoutes, context);
    await api.register(noticeRoutes, context);
    await api.register(adminNoticeRoutes, context);
    await api.register(messageRoutes, context);
    await api.register(adminMessageRoutes, context);
    await api.register(liveRoutes, context);
    await api.register(feedbackRoutes, context);
    await api.register(adminFeedbackRoutes, context);
    await api.register(serviceRoutes, context);
    await api.register(adminServiceRoutes, context);
    await api.register(bannerRoutes, context);
    await api.register(adminBannerRoutes, context);
  });
  // servers call these, signed, outside any merchant's site rules (docs/server-calls-outside-site-rules.md):
  // vendors the seamless wallet API, the payment gateway its callback
  await app.register(seamlessRoutes, context);
  await app.register(gatewayCallbackRoutes, context);

  const webIndex = join(config.WEB_DIST, 'index.html');
  const serveWeb = existsSync(webIndex);
  // the app shell is tiny and answers every page path: keep it in memory
  const appShell = serveWeb ? readFileSync(webIndex, 'utf8') : '';
  /** the shell hinting the catalogue of the page's language (lib/catalogue-preload.ts) */
  const shellIn = shellsByLanguage(appShell, serveWeb ? catalogueChunksOf(config.WEB_DIST) : undefined);
  if (serveWeb) {
    await app.register(async (web) => {
      web.addHook('onRoute', webFileRoute);
      await web.register(fastifyStatic, {
        root: config.WEB_DIST,
        wildcard: false,
        index: false,
        // the build writes .br and .gz twins; the shell (index.html) is the not-found handler's;
        // the build's manifest (.vite/) is read at start, not served
        globIgnore: ['**/*.br', '**/*.gz', 'index.html', '.vite/**'],
        preCompressed: true,
        maxAge: '1h',
        setHeaders: (reply) => {
          // file names under /assets/ carry their content hash: a new build means new names
          if (reply.request.url.startsWith('/assets/'))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }

  // home's first screen drawn on the server by the web app's own components (docs/first-screen.md)
  const firstScreens = serveWeb
    ? await createFirstScreens({
        modulePath: config.WEB_FIRST_SCREEN ?? join(config.WEB_DIST, '..', 'dist-server', 'first-screen.js'),
        callFor: (host) => async (path, init) => {
          const answer = await app.inject({
            method: init.method as 'GET',
            url: path,
            headers: { ...init.headers, host },
            ...(init.body === undefined ? {} : { payload: init.body }),
          });
          return { status: answer.statusCode, body: answer.body };
        },
        onError: (error) => app.log.warn({ err: error }, 'first screen not drawn'),
      })
    : undefined;

  const vendorOrigins =
    config.VENDOR_PUBLIC_ORIGINS.length > 0
      ? config.VENDOR_PUBLIC_ORIGINS
      : [`http://localhost:${config.VENDOR_PORT}`, `http://127.0.0.1:${config.VENDOR_PORT}`];
  /** the shell's policy names the CDNs of the merchant the host belongs to (none for an invalid domain) */
  const shellPolicy = (merchant: MerchantContext | undefined) =>
    contentSecurityPolicy({
      imageCDNs: merchant?.whitelabel.imageCDNs ?? [],
      launchGameCDNs: merchant?.whitelabel.launchGameCDNs ?? [],
      vendorOrigins,
    });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // asset-like paths (".js", ".png") 404; page aliases such as /index.html get the app shell
    const isAsset = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    if (serveWeb && wantsPage && !isApi && !isAsset) {
      const merchant = await merchantOfHost(request.host, hostMerchant);
      // history-mode routing: every page path gets the app shell, never cached; it carries the
      // permission call's answer for this visitor (their country), so it is theirs alone
      reply.header('content-security-policy', shellPolicy(merchant)).type('text/html; charset=utf-8');
      if (!merchant) return reply.header('cache-control', 'no-cache').send(appShell);
      const client = { ip: request.ip, country: context.geoIp.country(request.ip, request.headers) };
      const status = statusAnswers.answerFor(merchant, client);
      const statusEnvelope = status.body.toString('utf8');
      const screenRequest = firstScreens
        ? firstScreenRequestOf({
            path,
            host: request.host,
            cookie: request.headers.cookie,
            statusBody: status.body,
          })
        : undefined;
      const screen = screenRequest && (await firstScreens?.htmlFor(screenRequest));
      const pageShell = shellIn(pageLanguageOf({ cookie: request.headers.cookie, statusBody: status.body }));
      const shell = screen
        ? shellWithFirstScreen(pageShell, {
            html: screen,
            language: screenRequest.language,
            title: screenRequest.status.info.brand.name,
          })
        : pageShell;
      return reply
        .header('cache-control', 'private, no-cache')
        .send(shellWithBootStatus(shell, statusEnvelope));
    }
    return reply
      .status(404)
      .send(failure('NOT_FOUND', `No route for ${request.method} ${path.slice(0, 200)}`));
  });

  return app;
};

import Fastify from 'fastify';
import { createBaccaratPlay } from './baccarat-play.ts';
import type { VendorConfig } from './config.ts';
import { createFeedStore, type FeedState } from './feed-store.ts';
import { gameApiRoutes } from './game-api-routes.ts';
import { createCatalogue } from './game-catalogue.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { createGatewayStore } from './gateway-store.ts';
import { jsonFileState } from './json-file-state.ts';
import { createLaunchSessions } from './launch-sessions.ts';
import { logSerializers } from './log-serializers.ts';
import { playRoutes } from './play-routes.ts';
import { callSeamless } from './seamless-client.ts';
import { createSeamlessOutbox, type OutboxState } from './seamless-outbox.ts';
import { createSlotPlay } from './slot-play.ts';
import { walletRoutes } from './wallet-routes.ts';
import { createWalletStore, emptyWalletState, type WalletState } from './wallet-store.ts';

const seconds = (list: string) => list.split(',').map((value) => Number(value) * 1000);

/**
 * The demo game vendor: a separate app on its own origin. It talks to the platform only over
 * the signed vendor API. It serves two vendor codes: VENDOR_CODE (transfer mode: its own wallet,
 * baccarat, the bet feed) and SEAMLESS_VENDOR_CODE (seamless mode: three slots betting through
 * the platform's wallet). Its wallets, bet feed and unsent wins share one data file.
 */
export const buildVendorApp = async (config: VendorConfig) => {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, serializers: logSerializers },
  });
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.VENDOR_PORT}`;
  const data = jsonFileState<WalletState & FeedState & OutboxState>(
    config.VENDOR_DATA_FILE,
    emptyWalletState,
  );
  const wallet = createWalletStore(data);
  const feed = createFeedStore(data);
  const catalogue = createCatalogue({ transfer: config.VENDOR_CODE, seamless: config.SEAMLESS_VENDOR_CODE });
  const sessions = createLaunchSessions({ ttlMs: config.LAUNCH_HOURS * 3_600_000 });
  const target = {
    platformUrl: config.PLATFORM_URL.replace(/\/+$/, ''),
    vendorCode: config.SEAMLESS_VENDOR_CODE,
    secret: config.SEAMLESS_SECRET,
    timeoutMs: config.SEAMLESS_TIMEOUT_MS,
  };
  const seamless = (action: Parameters<typeof callSeamless>[1], body: object) =>
    callSeamless(target, action, body);
  const outbox = createSeamlessOutbox({
    db: data,
    send: seamless,
    retryDelaysMs: seconds(config.SEAMLESS_RETRY_SECONDS),
    onRefused: (settlement, code) =>
      app.log.error({ settlement, code }, 'the platform refused a seamless settlement for good'),
  });
  app.addHook('onReady', async () => outbox.resume());
  app.addHook('onClose', async () => outbox.stop());

  app.get('/healthz', async () => ({
    success: true,
    value: { status: 'up', vendor: config.VENDOR_CODE },
    message: '',
  }));

  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo vendor</title></head>` +
          `<body style="font-family:system-ui;background:#111;color:#eee;padding:2rem">` +
          `<h1>Croupier demo vendor (${config.VENDOR_CODE})</h1>` +
          `<p>Games are launched from the platform; this origin serves them: baccarat under ${config.VENDOR_CODE}, ` +
          `three slots under ${config.SEAMLESS_VENDOR_CODE}.</p>` +
          `<p>It is also the demo payment gateway: the platform opens orders here and players pay on its page.</p></body></html>`,
      ),
  );

  await app.register(gatewayRoutes, {
    secret: config.GATEWAY_SECRET,
    store: createGatewayStore(config.GATEWAY_DATA_FILE),
    publicUrl: config.GATEWAY_PUBLIC_URL ?? `http://localhost:${config.VENDOR_PORT}`,
    retryDelaysMs: config.GATEWAY_RETRY_SECONDS.split(',').map((seconds) => Number(seconds) * 1000),
  });
  await app.register(walletRoutes, { secret: config.VENDOR_SECRET, store: wallet });
  await app.register(gameApiRoutes, {
    catalogue,
    secrets: new Map([
      [config.VENDOR_CODE, config.VENDOR_SECRET],
      [config.SEAMLESS_VENDOR_CODE, config.SEAMLESS_SECRET],
    ]),
    sessions,
    feed,
    publicUrl,
  });
  await app.register(playRoutes, {
    sessions,
    catalogue,
    wallet,
    seamless,
    slots: createSlotPlay({ seamless, outbox }),
    baccarat: createBaccaratPlay({ wallet, feed, gameCode: 'baccarat' }),
    frameAncestors: config.PLATFORM_ORIGINS,
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, value: null, message: `No route for ${request.method}`, code: 'NOT_FOUND' }),
  );
  return app;
};

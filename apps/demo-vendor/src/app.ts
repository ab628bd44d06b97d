import Fastify from 'fastify';
import type { VendorConfig } from './config.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { createGatewayStore } from './gateway-store.ts';
import { walletRoutes } from './wallet-routes.ts';
import { createWalletStore } from './wallet-store.ts';

/**
 * The demo game vendor: a separate app on its own origin. It talks to the platform only over
 * the signed vendor API. Its transfer wallet is here; its games arrive with the games work.
 */
export const buildVendorApp = async (config: VendorConfig) => {
  const app = Fastify({ logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL } });

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
          `<p>Games are launched from the platform; this origin serves them.</p>` +
          `<p>It is also the demo payment gateway: the platform opens orders here and players pay on its page.</p></body></html>`,
      ),
  );

  await app.register(gatewayRoutes, {
    secret: config.GATEWAY_SECRET,
    store: createGatewayStore(config.GATEWAY_DATA_FILE),
    publicUrl: config.GATEWAY_PUBLIC_URL ?? `http://localhost:${config.VENDOR_PORT}`,
    retryDelaysMs: config.GATEWAY_RETRY_SECONDS.split(',').map((seconds) => Number(seconds) * 1000),
  });
  await app.register(walletRoutes, {
    secret: config.VENDOR_SECRET,
    store: createWalletStore(config.VENDOR_DATA_FILE),
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, value: null, message: `No route for ${request.method}`, code: 'NOT_FOUND' }),
  );
  return app;
};

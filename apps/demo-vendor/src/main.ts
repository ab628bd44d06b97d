import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';

const config = loadVendorConfig();
const app = await buildVendorApp(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.VENDOR_PORT, host: config.HOST });

import { type Config, loadConfig } from '../../apps/server/src/config.ts';

/**
 * A production configuration for the benchmarks' servers: production refuses the public default
 * secrets, so the bench names secrets of its own (no vendor or gateway outside the bench uses them).
 */
export const benchConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    DEMO_VENDOR_SECRET: 'bench-vendor-shared-secret',
    DEMO_SEAMLESS_SECRET: 'bench-seamless-shared-secret',
    DEMO_GATEWAY_SECRET: 'bench-gateway-shared-secret',
    ...env,
  });

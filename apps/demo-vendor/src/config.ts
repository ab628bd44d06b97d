import { z } from 'zod';

const configSchema = z.object({
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  HOST: z.string().default('0.0.0.0'),
  VENDOR_CODE: z.string().min(1).default('DEMO'),
  /** shared with the platform (DEMO_VENDOR_SECRET there): signs every call both ways */
  VENDOR_SECRET: z.string().min(16).default('demo-vendor-shared-secret'),
  /** where the vendor keeps its wallets; unset: memory only */
  VENDOR_DATA_FILE: z.string().optional(),
  /** shared with the platform (DEMO_GATEWAY_SECRET there): signs the payment gateway's calls both ways */
  GATEWAY_SECRET: z.string().min(16).default('demo-gateway-shared-secret'),
  /** where players reach the payment pages; default http://localhost:<VENDOR_PORT> */
  GATEWAY_PUBLIC_URL: z.string().url().optional(),
  /** where the gateway keeps its orders; unset: memory only */
  GATEWAY_DATA_FILE: z.string().optional(),
  /** seconds between callback retries, comma separated */
  GATEWAY_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('2,5,10,30,60'),
  /** where the vendor reaches the platform's seamless wallet API (`/vendor-api/<code>/...`) */
  PLATFORM_URL: z.string().url().default('http://127.0.0.1:8080'),
  /** the seamless-mode vendor code this app also serves (its slots) */
  SEAMLESS_VENDOR_CODE: z.string().min(1).max(32).default('DSLOT'),
  /** shared with the platform for the seamless vendor code: signs every call both ways */
  SEAMLESS_SECRET: z.string().min(16).default('demo-seamless-shared-secret'),
  /** how long a seamless call may take before it counts as unanswered (a bet is then rolled back) */
  SEAMLESS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** seconds between retries of an unanswered win or rollback, comma separated; the last repeats forever */
  SEAMLESS_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/)
    .default('1,2,5,10,30,60'),
  /** where players reach the game pages; default http://localhost:<VENDOR_PORT> */
  PUBLIC_URL: z.string().url().optional(),
  /** the platform's origins, comma separated: the only pages that may frame the games */
  PLATFORM_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://127.0.0.1:8080')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/, 'must be an origin'))),
  /** how long a launched game stays playable */
  LAUNCH_HOURS: z.coerce.number().min(0.01).max(72).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type VendorConfig = z.infer<typeof configSchema>;

export const loadVendorConfig = (env: NodeJS.ProcessEnv = process.env): VendorConfig =>
  configSchema.parse(env);

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type VendorConfig = z.infer<typeof configSchema>;

export const loadVendorConfig = (env: NodeJS.ProcessEnv = process.env): VendorConfig =>
  configSchema.parse(env);

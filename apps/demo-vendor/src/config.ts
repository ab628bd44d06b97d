import { z } from 'zod';

const configSchema = z.object({
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  HOST: z.string().default('0.0.0.0'),
  VENDOR_CODE: z.string().min(1).default('DEMO'),
  /** shared with the platform (DEMO_VENDOR_SECRET there): signs every call both ways */
  VENDOR_SECRET: z.string().min(16).default('demo-vendor-shared-secret'),
  /** where the vendor keeps its wallets; unset: memory only */
  VENDOR_DATA_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type VendorConfig = z.infer<typeof configSchema>;

export const loadVendorConfig = (env: NodeJS.ProcessEnv = process.env): VendorConfig =>
  configSchema.parse(env);

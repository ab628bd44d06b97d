import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every setting comes from the environment, parsed here once; see README's configuration table. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  DEFAULT_MERCHANT: z.string().min(1).default('DEMO'),
  /** true: a host no merchant claims serves DEFAULT_MERCHANT; false: only localhost and IP addresses do, others get the invalid-domain page */
  DEFAULT_MERCHANT_FOR_ANY_HOST: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  GEOIP_MMDB_PATH: z.string().optional(),
  GEOIP_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** the web app's server build of the first screen; default: dist-server/first-screen.js beside WEB_DIST */
  WEB_FIRST_SCREEN: z.string().optional(),
  SEED_DEMO: flag.default(true),
  JOBS_ENABLED: flag.default(true),
  /** serve the OpenAPI document and its viewer at /docs; default: yes, but not in production */
  API_DOCS: flag.optional(),
  /** when set, /metrics answers only `Authorization: Bearer <token>` */
  METRICS_TOKEN: z.string().min(16).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(168),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  /** browser tests only: every captcha shows this text; refused when NODE_ENV is production */
  CAPTCHA_TEST_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4}$/)
    .optional(),
  /** tests only: new password hashes at a cheap scrypt cost (lib/password.ts); refused when NODE_ENV is production */
  PASSWORD_TEST_COST: flag.default(false),
  /** demo only: owners read sent codes in the back-office outbox in full; refused when NODE_ENV is production */
  OUTBOX_SHOW_CODES: flag.default(false),
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  /** origins players' browsers load vendor games and payment pages from (comma-separated); the page's CSP frames only these */
  VENDOR_PUBLIC_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** the demo vendor's API; default: the local one started by `npm start` */
  DEMO_VENDOR_URL: z.string().url().optional(),
  DEMO_VENDOR_SECRET: z.string().min(16).default('demo-vendor-shared-secret'),
  /** the demo vendor's seamless code (DSLOT): signs its calls to /vendor-api/DSLOT/* and the platform's launches */
  DEMO_SEAMLESS_SECRET: z.string().min(16).default('demo-seamless-shared-secret'),
  /** the demo payment gateway's API; default: DEMO_VENDOR_URL (it lives in the demo vendor app) */
  DEMO_GATEWAY_URL: z.string().url().optional(),
  DEMO_GATEWAY_SECRET: z.string().min(16).default('demo-gateway-shared-secret'),
  /** how payment gateways reach this server for their callbacks; default http://127.0.0.1:<PORT> */
  PUBLIC_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof configSchema>;

/**
 * The shared secrets' defaults, for tests and a development start: they are in this repository,
 * so anyone could sign a gateway callback ("paid") or a vendor's win with them. Production refuses
 * them; `npm start` makes secrets of the installation's own (scripts/demo-secrets.mjs).
 */
const publicSecrets = ['DEMO_VENDOR_SECRET', 'DEMO_SEAMLESS_SECRET', 'DEMO_GATEWAY_SECRET'] as const;

const checkedConfigSchema = configSchema
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of publicSecrets) {
      if (config[name] === configSchema.shape[name].parse(undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be a secret of your own in production: the default is public',
        });
      }
    }
  })
  .refine((config) => !(config.CAPTCHA_TEST_ANSWER && config.NODE_ENV === 'production'), {
    path: ['CAPTCHA_TEST_ANSWER'],
    message: 'must not be set in production',
  })
  .refine((config) => !(config.PASSWORD_TEST_COST && config.NODE_ENV === 'production'), {
    path: ['PASSWORD_TEST_COST'],
    message: 'must not be set in production',
  })
  .refine((config) => !(config.OUTBOX_SHOW_CODES && config.NODE_ENV === 'production'), {
    path: ['OUTBOX_SHOW_CODES'],
    message: 'must not be set in production: operators would read the codes players are sent',
  });

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
};

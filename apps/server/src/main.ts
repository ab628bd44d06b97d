import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { dailySummaryJob } from './jobs/daily-summary.ts';
import { importBetFeedsJob } from './jobs/import-bet-feeds.ts';
import { measureDomainRoutesJob } from './jobs/measure-domain-routes.ts';
import { reconcileVendorTransfersJob } from './jobs/reconcile-vendor-transfers.ts';
import { createScheduler, type PeriodJob } from './jobs/scheduler.ts';
import { autoConfirmReceiptsJob, reconcileGatewayDepositsJob } from './jobs/settle-cashier.ts';
import { createGeoIpLookup } from './lib/geoip.ts';

const config = loadConfig();
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
);
await migrateDatabase(database);
const seeded = config.SEED_DEMO ? await seedDemoData(database.db, { port: config.PORT }) : false;
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined;
const geoIp = await createGeoIpLookup({
  mmdbPath: config.GEOIP_MMDB_PATH,
  countryHeader: config.GEOIP_COUNTRY_HEADER,
});

const app = await buildApp({ config, database, geoIp, redis });
if (seeded) app.log.info('demo data loaded (merchant DEMO; accounts in README)');

// the jobs run on the app's own context: one ledger, the same vendors and gateway as the routes
const { context } = app;
const scheduler = createScheduler({
  db: context.db,
  intervalJobs: [
    measureDomainRoutesJob(context.db),
    reconcileVendorTransfersJob({ ...context, log: app.log }),
    autoConfirmReceiptsJob(context.db),
    reconcileGatewayDepositsJob({ ...context, log: app.log }),
    importBetFeedsJob(context, app.log),
  ],
  // settlements per merchant period (wages, dividends, reports): see docs/jobs-and-periods.md
  periodJobs: [dailySummaryJob(context.clock) as PeriodJob<unknown>],
  log: app.log,
  clock: context.clock,
});

// domain events committed by an instance that died before publishing them are swept up here
const eventSweep = setInterval(() => {
  context.events.flush().catch((err: unknown) => app.log.error({ err }, 'publishing domain events failed'));
}, 5_000);
eventSweep.unref();

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  clearInterval(eventSweep);
  scheduler.stop();
  await app.close();
  redis?.disconnect();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
if (config.JOBS_ENABLED) scheduler.start();

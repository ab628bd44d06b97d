import { sealPayload } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { members, merchants } from '../../apps/server/src/db/schema.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { fixedGeoIp } from '../../apps/server/src/lib/geoip.ts';
import { hashPassword, productionCost } from '../../apps/server/src/lib/password.ts';
import { benchConfig } from './bench-config.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** In-process: scrypt runs on libuv's thread pool, so the event loop is not the limit here. */
export const createLoginBench = async () => {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoData(database.db, { port: 8080 });
  const app = await buildApp({
    config: benchConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    geoIp: fixedGeoIp({}),
  });
  // an account with no second-factor method, so logins from ever-new addresses go straight through
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  await database.db.insert(members).values({
    merchantId: merchant!.id,
    username: 'benchuser',
    // always the production cost, whatever PASSWORD_TEST_COST says: this measures real logins
    passwordHash: await hashPassword('Bench1234', productionCost),
    firstLogin: false,
  });
  const key = (await app.inject('/wps/session/key')).json().value;
  let counter = 0;
  const loginOnce = async () => {
    counter += 1;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      // a new client address each time keeps the per-IP login limit out of the figure
      remoteAddress: `10.200.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
      payload: await sealPayload(key, { username: 'benchuser', password: 'Bench1234' }),
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return performance.now() - started;
  };
  return {
    async run(ms: number, concurrency: number) {
      const latencies: number[] = [];
      const end = Date.now() + ms;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < end) latencies.push(await loginOnce());
        }),
      );
      latencies.sort((a, b) => a - b);
      return {
        perSecond: latencies.length / (ms / 1000),
        p50: Math.round(percentile(latencies, 0.5)),
        p99: Math.round(percentile(latencies, 0.99)),
      };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

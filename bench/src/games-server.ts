// Child process for the launch bench: the app on PGlite (or DATABASE_URL) with an in-process game
// vendor that answers at once (the figure is the platform's own work: game lookup, token, launch
// row), one signed-in player; sends back the address, the session token and a slot's node id.
import { sealPayload } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { games, members, merchants } from '../../apps/server/src/db/schema.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { fixedGeoIp } from '../../apps/server/src/lib/geoip.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import type { VendorAdapter } from '../../apps/server/src/modules/vendors/vendor-adapter.ts';
import { benchConfig } from './bench-config.ts';

const inProcessVendor = (code: string, walletMode: VendorAdapter['walletMode']): VendorAdapter => ({
  code,
  walletMode,
  secret: `bench-${code}`,
  launch: async (input) => ({ url: `https://vendor.example/${code}/${input.gameCode}` }),
  betFeed: async () => ({ rows: [], next: '' }),
  transfer: async () => ({ status: 'ok' }),
  transferStatus: async () => 'ok',
  balance: async () => '0.00',
});

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
await seedDemoData(database.db, { port: 8080 });
const app = await buildApp({
  config: benchConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: '/nonexistent' }),
  database,
  geoIp: fixedGeoIp({}),
  vendors: new Map([
    ['DSLOT', inProcessVendor('DSLOT', 'seamless')],
    ['DEMO', inProcessVendor('DEMO', 'transfer')],
  ]),
});
const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
await database.db.insert(members).values({
  merchantId: merchant!.id,
  username: 'benchlaunch',
  passwordHash: await hashPassword('Bench1234'),
  firstLogin: false,
});
const [slot] = await database.db
  .select({ id: games.id })
  .from(games)
  .where(and(eq(games.merchantId, merchant!.id), eq(games.gameCode, 'lucky-lanterns')));
const key = (await app.inject('/wps/session/key')).json().value;
const login = await app.inject({
  method: 'POST',
  url: '/wps/session/login',
  payload: await sealPayload(key, { username: 'benchlaunch', password: 'Bench1234' }),
});
if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.body}`);
const token: string = login.json().value.token;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, token, nodeId: slot!.id });

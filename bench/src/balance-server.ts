// Child process for the balance bench: the app on PGlite (or DATABASE_URL) with one funded,
// signed-in player; sends back the address and the session token.
import { sealPayload } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { members, merchants } from '../../apps/server/src/db/schema.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { fixedGeoIp } from '../../apps/server/src/lib/geoip.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { benchConfig } from './bench-config.ts';

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
await seedDemoData(database.db, { port: 8080 });
const app = await buildApp({
  config: benchConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: '/nonexistent' }),
  database,
  geoIp: fixedGeoIp({}),
});
const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
const [member] = await database.db
  .insert(members)
  .values({
    merchantId: merchant!.id,
    username: 'benchbalance',
    passwordHash: await hashPassword('Bench1234'),
    firstLogin: false,
  })
  .returning({ id: members.id });
await app.context.ledger.post({
  merchantId: merchant!.id,
  currency: merchant!.currency,
  idempotencyKey: 'bench-balance-fund',
  legs: [
    {
      from: { kind: 'channel', code: 'BENCH' },
      to: { kind: 'member_main', memberId: member!.id },
      amount: 123_456n,
      kind: 'deposit',
    },
  ],
});
const key = (await app.inject('/wps/session/key')).json().value;
const login = await app.inject({
  method: 'POST',
  url: '/wps/session/login',
  payload: await sealPayload(key, { username: 'benchbalance', password: 'Bench1234' }),
});
if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.body}`);
const token: string = login.json().value.token;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, token });

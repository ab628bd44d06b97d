// Runs in a child process so the load generator and the server do not share one event loop.
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { fixedGeoIp } from '../../apps/server/src/lib/geoip.ts';
import { benchConfig } from './bench-config.ts';

const kind = process.argv[2];

const start = async () => {
  if (kind === 'bare') {
    const app = Fastify();
    app.get('/json', async () => ({ hello: 'world' }));
    return app;
  }
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoData(database.db, { port: 8080 });
  return buildApp({
    config: benchConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // 'web' also serves the built app (for the first-page measurement)
      ...(kind === 'web' ? {} : { WEB_DIST: '/nonexistent' }),
    }),
    database,
    geoIp: fixedGeoIp({}),
  });
};

/** An answer as the app sent it: status, headers (but date and connection) and the coded body in base64. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * 'replay': plain Node HTTP, no framework, sending one recorded answer (`BENCH_REPLAY`) to every
 * request. Paired with the bare route it shows how near bare any Node server can come with an
 * answer of that shape on this machine (docs/fast-lane.md, "The ceiling of an answer's shape").
 */
const replay = () => {
  const answer = JSON.parse(process.env.BENCH_REPLAY!) as RecordedAnswer;
  const body = Buffer.from(answer.body, 'base64');
  const headers = answer.headers.flat();
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.send?.({ address: `http://127.0.0.1:${port}` });
  });
};

if (kind === 'replay') replay();
else {
  const app = await start();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
}

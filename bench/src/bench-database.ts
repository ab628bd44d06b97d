import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';

/** A fresh migrated, seeded database for one benchmark: PGlite in memory, or a new PostgreSQL database dropped after. */
export const withBenchDatabase = async <T>(
  url: string | undefined,
  body: (database: Database) => Promise<T>,
) => {
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db, { port: 8080 });
      return await body(database);
    } finally {
      await database.close();
    }
  }
  const name = `croupier_bench_${process.pid}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client(adminUrl.toString());
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 8 });
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db, { port: 8080 });
    return await body(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

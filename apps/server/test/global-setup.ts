import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { loadServerKeys } from '../src/lib/server-keys.ts';
import { adminUrl, dropDatabase, templateName } from './postgres-admin.ts';
import { withoutSpareWalSegments } from './wal-segments.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated, seeded database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`), which is much faster
 * than migrating again. The template also holds the server's RSA key pair, made once here rather
 * than by every test app on its first start.
 */
export default async function setup(project: TestProject) {
  // each project sets TEST_DB in its workers' env; the global setup runs outside them
  const database = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  // the seeded demo accounts get the project's cheap test password cost too (see vitest.config.ts)
  const passwordTestCost = project.config.env?.PASSWORD_TEST_COST;
  if (passwordTestCost) process.env.PASSWORD_TEST_COST ??= passwordTestCost;
  if (database === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = templateName();
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    await dropDatabase(admin, name);
    await admin.db.execute(`create database "${name}"`);
    const template = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 2 });
    await migrateDatabase(template);
    await seedDemoData(template.db, { port: 8080 });
    await loadServerKeys(template.db);
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropDatabase(admin, name);
      await admin.close();
    };
  }
  // every test file unpacks this template into a new PGlite, so it is kept small: 1 MB WAL segments
  // instead of 16, and without template0 and template1 (the app never creates a database). A copy
  // then starts on half the CPU (0.5 s instead of 1 s here, 65 copies a run). The spare WAL
  // segments a checkpoint leaves for reuse are left out of the copy too (wal-segments.ts).
  const pglite = await openDatabase({ kind: 'pglite', initDbStartParams: ['--wal-segsize=1'] });
  await migrateDatabase(pglite);
  await seedDemoData(pglite.db, { port: 8080 });
  await loadServerKeys(pglite.db);
  for (const template of ['template0', 'template1']) {
    await pglite.db.execute(`alter database ${template} is_template false`);
    await pglite.db.execute(`drop database ${template}`);
  }
  await pglite.db.execute('checkpoint');
  const { segment } = rowsOf<{ segment: string }>(
    await pglite.db.execute('select pg_walfile_name(pg_current_wal_lsn()) as segment'),
  )[0]!;
  const dump = await pglite.dump!();
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'croupier-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, withoutSpareWalSegments(new Uint8Array(await dump.arrayBuffer()), segment));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

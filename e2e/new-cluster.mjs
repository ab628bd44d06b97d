#!/usr/bin/env node
// Makes a new PGlite cluster in the directory given, with the server's committed migrations
// applied and nothing else in it, then stops: what an API server's first start makes before it
// seeds. e2e/start-stacks.mjs copies it into each journey site's DATA_DIR, so the sites do not
// each run initdb and the migrations, about 10 s of CPU a site (docs/e2e-stacks.md).
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error('usage: node e2e/new-cluster.mjs <directory>');
  process.exit(1);
}
// the folder apps/server/src/db/migrate.ts applies on every start, with the same migrator
const migrationsFolder = fileURLToPath(new URL('../apps/server/src/db/migrations', import.meta.url));
const cluster = await PGlite.create(directory);
await migrate(drizzle(cluster), { migrationsFolder });
await cluster.close();

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseFreeTestFiles } from './apps/server/test/database-free-test-files.ts';

/**
 * One run covers every workspace. The server's database tests run on embedded PGlite always,
 * and a second time on PostgreSQL when TEST_DATABASE_URL points at a server.
 */
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name: `server-${database}`,
    root: './apps/server',
    env: { TEST_DB: database },
    // the second run covers what differs, the database: files that reach none run once, on PGlite
    ...(database === 'postgres'
      ? { exclude: databaseFreeTestFiles(join(import.meta.dirname, 'apps/server')) }
      : {}),
  },
});

export default defineConfig({
  test: {
    // one worker more than cores: the database tests wait on PostgreSQL, Redis and timers, and a
    // third worker on two cores fills those gaps; a fourth gained nothing (docs/vitest-pools.md)
    maxWorkers: availableParallelism() + 1,
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'demo-vendor', root: './apps/demo-vendor', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});

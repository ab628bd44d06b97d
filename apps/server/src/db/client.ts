import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { retryTransactions } from './retry-transactions.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Stores take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  poolStats(): PoolStats;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball, to start copies from */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** for a new data directory only: initdb's own options (e.g. a smaller WAL segment) */
      initDbStartParams?: string[];
      /** lines added to postgresql.conf before the start (e.g. `shared_buffers = 16MB`) */
      settings?: string[];
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Idle clients can lose their connection (server restart); without a listener that error would crash the process.
    pool.on('error', () => {});
    const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      kind: 'postgres',
      db,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    ...(target.initDbStartParams ? { initDbStartParams: target.initDbStartParams } : {}),
    ...(target.settings ? { postgresqlconf: target.settings } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
    // uncompressed: a copy then starts without unpacking gzip first (0.3 s of CPU less per copy)
    dump: () => client.dumpDataDir('none'),
  };
};

/** Raw SQL answers: both drivers return `{ rows }`, which drizzle's shared type does not promise. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, as node-postgres or PGlite report it,
 * wrapped by drizzle or not; undefined for any other error.
 */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean => uniqueViolationOf(error) !== undefined;

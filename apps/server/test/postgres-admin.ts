import type { Database } from '../src/db/client.ts';

/** The same server, another database name (default: the `postgres` maintenance database). */
export const adminUrl = (url: string, database = 'postgres') => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const templateName = () => `croupier_tpl_${process.pid}`;

export const dropDatabase = async (admin: Database, name: string) => {
  await admin.db.execute(`drop database if exists "${name}" with (force)`);
};

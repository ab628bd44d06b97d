// `npm run ledger:check`: every currency sums to zero and every balance equals its postings.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { findDrift } from './modules/wallet/index.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
);
await migrateDatabase(database);
const drift = await findDrift(database.db);
await database.close();
const problems = drift.unbalancedCurrencies.length + drift.mismatchedAccounts.length;
if (problems === 0) {
  console.log('ledger check: every currency sums to zero; every balance equals its postings');
} else {
  console.error('ledger check FAILED', JSON.stringify(drift, null, 2));
  process.exit(1);
}

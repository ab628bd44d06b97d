import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { fixedGeoIp, type GeoIpLookup } from '../src/lib/geoip.ts';
import type { SocialLoginProviders } from '../src/modules/auth/social-login.ts';
import type { PaymentGateway } from '../src/modules/cashier/payment-gateway.ts';
import type { VendorDirectory } from '../src/modules/vendors/vendor-adapter.ts';
import { adminUrl, dropDatabase } from './postgres-admin.ts';

/** A fresh copy of the migrated, seeded template: PGlite in memory, or a new PostgreSQL database. */
export const createTestDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `croupier_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    await admin.db.execute(`create database "${name}" template "${inject('postgresTemplate')}"`);
    // a test database is thrown away: its commits need not wait for the WAL to reach the disk
    // (visibility, locks and constraints are the same; only a server crash could lose them)
    await admin.db.execute(`alter database "${name}" set synchronous_commit = off`);
    const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(admin, name);
        await admin.close();
      },
    };
  }
  return openDatabase({
    kind: 'pglite',
    loadDataDir: new TemplateBlob(pgliteTemplateBytes()),
    // PostgreSQL's 128 MB default is set up afresh at every start: a 13 MB test copy needs far less,
    // and starts on a third less CPU (docs/vitest-pools.md, "Smaller shared buffers")
    settings: ['shared_buffers = 16MB'],
  });
};

let templateBytes: ArrayBuffer | undefined;
/** the seeded PGlite template, read once by each worker (test files share a worker's modules) */
const pgliteTemplateBytes = () => {
  if (!templateBytes) {
    const file = readFileSync(inject('pgliteTemplate'));
    templateBytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  }
  return templateBytes;
};

/**
 * The template as the Blob PGlite unpacks, handing over a copy of its bytes at once: PGlite reads
 * nothing of it but `arrayBuffer()`, and Node's own Blob reads the 13 MB back in small chunks
 * and joins them (about 0.05 s of each copy's start here).
 */
class TemplateBlob extends Blob {
  constructor(private readonly template: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer() {
    return Promise.resolve(this.template.slice(0));
  }
}

export const testConfig = (overrides: Partial<Record<keyof Config, string>> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
    ...overrides,
  });

export interface TestAppOptions {
  config?: Partial<Record<keyof Config, string>>;
  geoIp?: GeoIpLookup;
  socialProviders?: SocialLoginProviders;
  vendors?: VendorDirectory;
  paymentGateway?: PaymentGateway;
  /** the app's time (AppDeps.clock); the real time by default */
  clock?: () => Date;
}

/** The real app on a fresh database; call `close()` in afterAll (or open it with `useTestApp`). */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    geoIp: options.geoIp ?? fixedGeoIp({}),
    ...(options.socialProviders ? { socialProviders: options.socialProviders } : {}),
    ...(options.vendors ? { vendors: options.vendors } : {}),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh database for the tests of the file or `describe` it is called in: opened
 * before them, closed after. Its parts (`harness.app`, `harness.database`) are read inside tests
 * and hooks, once it is open.
 */
export const useTestApp = (options: TestAppOptions = {}): TestApp => {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return new Proxy({} as TestApp, {
    get: (_, part) => {
      if (!opened) throw new Error('the test app opens before the tests: read it inside a test or a hook');
      return opened[part as keyof TestApp];
    },
  });
};

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const repoRoot = join(import.meta.dirname, '..');
/** every run starts like a fresh install: a new embedded database, migrated and seeded on start */
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(repoRoot, '.reports/e2e.json') }],
  ],
  outputDir: join(repoRoot, '.reports/e2e-output'),
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      VENDOR_PORT: String(port + 10),
      DATA_DIR: dataDir,
      GEOIP_COUNTRY_HEADER: 'cf-ipcountry',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      CAPTCHA_TEST_ANSWER: 'E2E7',
      OUTBOX_SHOW_CODES: 'true',
      // cheap scrypt for the accounts journeys create (refused in production)
      PASSWORD_TEST_COST: '1',
      RATE_LIMIT_PER_MINUTE: '5000',
      TRUST_PROXY: 'true',
    },
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { stackCount, stackPort, stackSecrets, stackURL } from './stacks.ts';

const repoRoot = join(import.meta.dirname, '..');

/**
 * one whole site per worker (stacks.ts); every run starts like a fresh install: a new embedded
 * database each (a copy of one new, migrated cluster that start-stacks.mjs makes; each site seeds its own)
 */
const stack = (index: number) => {
  const port = stackPort(index);
  return {
    url: stackURL(index),
    env: {
      PORT: String(port),
      VENDOR_PORT: String(port + 10),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'croupier-e2e-')),
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
      ...stackSecrets,
    },
  };
};

/**
 * A made-up name Chromium resolves to this machine, so a journey's requests can carry a Host no
 * merchant claims (player-errors.spec.ts, the invalid-domain page). It is set for every journey
 * rather than in that file: launch options of a file's own need a worker of their own, which
 * started last and ran that file alone while the other worker stood idle.
 */
const unknownHost = '--host-resolver-rules=MAP nowhere.example 127.0.0.1';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: stackCount,
  retries: process.env.CI ? 1 : 0,
  // a ceiling, not a speed goal: this machine kind has run the same journeys 2x slower from one
  // session to the next (docs/e2e-stacks.md, "Timeouts are ceilings…"); the long journeys set theirs at 2x too
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(repoRoot, '.reports/e2e.json') }],
  ],
  outputDir: join(repoRoot, '.reports/e2e-output'),
  use: {
    // each worker's own stack (fixtures.ts); this one for anything outside a worker
    baseURL: stackURL(0),
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, unknownHost],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // one build, then every site at once (start-stacks.mjs; docs/e2e-stacks.md)
  webServer: {
    command: 'node e2e/start-stacks.mjs',
    cwd: repoRoot,
    wait: { stdout: /\[stacks\] ready/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_STACKS: JSON.stringify(Array.from({ length: stackCount }, (_, index) => stack(index))) },
  },
});

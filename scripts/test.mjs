#!/usr/bin/env node
// `npm test`: lint, type checks, vitest (unit, component, API on PGlite and — when
// TEST_DATABASE_URL is set — PostgreSQL), then Playwright journeys in Chromium.
// Ends with one line `N passed, N failed` that sums every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);

const startedAll = Date.now();
let passed = 0;
let failed = 0;
const results = [];

const run = (name, command, args, env = {}) => {
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`;
  console.log(`[test] ${line}`);
  results.push(line);
  return result.status === 0;
};

/** A check without its own test count (lint, types) counts as one test. */
const check = (name, command, args) => {
  if (run(name, command, args)) passed += 1;
  else failed += 1;
};

/** One check made of commands run side by side; it passes when every one of them does. */
const checkSideBySide = async (name, commands) => {
  console.log(
    `\n[test] ${name}: ${commands.map(([command, args]) => `${command} ${args.join(' ')}`).join('  &  ')}`,
  );
  const started = Date.now();
  const statuses = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
          child.on('error', () => resolve(1));
          child.on('exit', (code) => resolve(code));
        }),
    ),
  );
  const ok = statuses.every((status) => status === 0);
  const line = `${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`;
  console.log(`[test] ${line}`);
  results.push(line);
  if (ok) passed += 1;
  else failed += 1;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

if (wanted('lint')) check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
// `tsc -b` over the six workspaces, each with its own settings, in two halves side by side: the
// checker runs on one core, and the two halves take about as long (35 s and 26 s here, 52 s as one)
const typeHalves = [
  ['apps/web', 'apps/demo-vendor', 'bench'],
  ['apps/server', 'packages/contract', 'e2e'],
];
if (wanted('types'))
  await checkSideBySide(
    'types',
    typeHalves.map((half) => ['npx', ['tsc', '-b', ...half]]),
  );

if (wanted('unit')) {
  const file = join(reports, 'vitest.json');
  rmSync(file, { force: true });
  const ok = run('vitest', 'npx', ['vitest', 'run'], { VITEST_JSON: file });
  const report = readJson(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  } else if (!ok) failed += 1;
}

if (wanted('e2e')) {
  const file = join(reports, 'e2e.json');
  rmSync(file, { force: true });
  const ok = run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = readJson(file)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  } else if (!ok) failed += 1;
}

const total = ((Date.now() - startedAll) / 1000).toFixed(1);
console.log(`\n${results.join('\n')}\ntotal ${total}s\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm test`: lint, type checks, vitest (unit, component, API on PGlite and — when
// TEST_DATABASE_URL is set — PostgreSQL), then Playwright journeys in Chromium.
// Prints the machine's reference figures first (whole suite) and each step's time and CPU
// (machine-figures.mjs); ends with one line `N passed, N failed` that sums every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuBetween, machineCpu, machineReference } from './machine-figures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);

// the whole suite's figures are the ones compared across machines; `npm run typecheck` skips the half second
if (only.length === 0) console.log(`[test] machine: ${machineReference()}`);
const startedAll = Date.now();
const cpuAll = machineCpu();
let passed = 0;
let failed = 0;
const results = [];

/** Prints and keeps a step's outcome and duration; answers whether it passed. */
const finish = (name, started, ok, cpu) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s${cpuBetween(cpu, machineCpu())})`;
  console.log(`[test] ${line}`);
  results.push(line);
  return ok;
};

const run = (name, command, args, env = {}) => {
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const cpu = machineCpu();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return finish(name, started, result.status === 0, cpu);
};

/** A check without its own test count (lint, types) counts as one test. */
const count = (ok) => {
  if (ok) passed += 1;
  else failed += 1;
};
const check = (name, command, args) => count(run(name, command, args));

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

if (wanted('lint')) check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
// `tsc -b` over every workspace of the root tsconfig.json, each with its own settings. TypeScript 7
// builds the workspaces side by side itself: one builder per core, each with one checker (more
// threads than cores ran 4x slower here; docs/typescript-7.md).
if (wanted('types')) {
  const builders = String(availableParallelism());
  check('types', 'npx', ['tsc', '-b', '--builders', builders, '--checkers', '1']);
}

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
console.log(`\n${results.join('\n')}\ntotal ${total}s${cpuBetween(cpuAll, machineCpu())}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

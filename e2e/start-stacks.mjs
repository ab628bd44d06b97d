#!/usr/bin/env node
// The journeys' sites (stacks.ts), started side by side: one build of whatever is stale, then
// every `scripts/start.mjs` at once, each with the env playwright.config.ts gives it in
// E2E_STACKS. Prints "[stacks] ready" once every site answers /healthz; Playwright waits for that
// line and, at the end, stops this process's group, the sites with it. Playwright's own list of
// web servers starts them one after the other and looks for each at most once a second.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseChildren } from '../scripts/supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ url: string, env: Record<string, string> }[]} */
const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]');
if (stacks.length === 0) {
  console.error('[stacks] E2E_STACKS names no site');
  process.exit(1);
}

// One new database, migrated and empty, made beside the build for every site: initdb and the
// migrations are most of a site's start (about 10 s of CPU each). Each site's first start then
// finds its migrations applied and seeds its copy (docs/e2e-stacks.md, "One new database for the sites").
const cluster = mkdtempSync(join(tmpdir(), 'croupier-e2e-cluster-'));
const clusterMade = new Promise((resolve) => {
  const initdb = spawn(process.execPath, ['e2e/new-cluster.mjs', cluster], { cwd: root, stdio: 'inherit' });
  initdb.on('error', () => resolve(false));
  initdb.on('exit', (code) => resolve(code === 0));
});

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
if (!(await clusterMade)) {
  console.error('[stacks] could not make the database cluster the sites start from');
  process.exit(1);
}
for (const { env } of stacks) cpSync(cluster, env.DATA_DIR, { recursive: true });
rmSync(cluster, { recursive: true, force: true });

const sites = superviseChildren();
for (const { url, env } of stacks) {
  sites.run(`[stacks] the site at ${url}`, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

const answers = async (url) => {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
};
await Promise.all(
  stacks.map(async ({ url }) => {
    while (!sites.stopping && !(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 100));
  }),
);
if (!sites.stopping) console.log(`[stacks] ready: ${stacks.map(({ url }) => url).join(' ')}`);

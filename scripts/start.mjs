#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server and the demo vendor when their sources
// changed, then runs the API server (which migrates and seeds the embedded database on first
// start) and the demo vendor on its own port, with plain `node`: production needs no tsx.
// `npm run dev` runs both from their TypeScript sources through tsx, and Vite's dev server
// instead of the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSecrets } from './demo-secrets.mjs';
import { newestMtime } from './newest-mtime.mjs';
import { superviseChildren } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
// builds what is stale and stops: the journeys build once, then start their sites side by side
const buildOnly = process.argv.includes('--build-only');
const port = process.env.PORT ?? '8080';
const vendorPort = process.env.VENDOR_PORT ?? '8090';

const webBuildIsStale = () => {
  const built = join(root, 'apps/web/dist/index.html');
  // the server's build of home's first screen (docs/first-screen.md) comes from the same command
  if (!existsSync(built) || !existsSync(join(root, 'apps/web/dist-server/first-screen.js'))) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contract/src',
  ];
  return Math.max(...sources.map((source) => newestMtime(join(root, source)))) > statSync(built).mtimeMs;
};

if (!dev && webBuildIsStale()) {
  console.log('[start] building the web app…');
  // always a production build, whatever NODE_ENV the server itself runs with (tests use NODE_ENV=test)
  const build = spawnSync('npm', ['run', 'build', '-w', '@croupier/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!dev) {
  // the server and the demo vendor, bundled to JavaScript when their sources changed (scripts/build-server.mjs)
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (buildOnly) process.exit(0);

const children = superviseChildren();
const run = (name, args, env = {}, cwd = root) =>
  children.run(`[start] ${name}`, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

// `npm start` runs the bundles (plain JavaScript, no TypeScript loader); `npm run dev` the sources through tsx
const program = (app) =>
  dev ? ['--import', 'tsx', `apps/${app}/src/main.ts`] : ['--enable-source-maps', `apps/${app}/dist/main.js`];
const dataDir = process.env.DATA_DIR ?? join(root, 'data');
const secrets = demoSecrets(dataDir);
run('server', program('server'), {
  PORT: port,
  VENDOR_PORT: vendorPort,
  ...secrets.platform,
  // a developer reads the API's OpenAPI document at /docs; a production start keeps it closed
  ...(dev ? { API_DOCS: process.env.API_DOCS ?? 'true' } : {}),
});
run('demo vendor', program('demo-vendor'), {
  VENDOR_PORT: vendorPort,
  // its slots call this platform's seamless wallet API, and only this platform may frame its games
  PLATFORM_URL: process.env.PLATFORM_URL ?? `http://127.0.0.1:${port}`,
  PLATFORM_ORIGINS: process.env.PLATFORM_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
  // the same secrets for its two vendor codes and its payment gateway
  ...secrets.vendor,
  // the vendor keeps its own wallets beside the platform's data, in a file of its own
  VENDOR_DATA_FILE: process.env.VENDOR_DATA_FILE ?? join(dataDir, 'demo-vendor-wallets.json'),
  GATEWAY_DATA_FILE: process.env.GATEWAY_DATA_FILE ?? join(dataDir, 'demo-gateway-orders.json'),
});
if (dev) run('vite', [join(root, 'node_modules/vite/bin/vite.js')], {}, join(root, 'apps/web'));

console.log(`[start] site and API: http://localhost:${port}   demo vendor: http://localhost:${vendorPort}`);

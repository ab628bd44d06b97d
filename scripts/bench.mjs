#!/usr/bin/env node
// `npm run bench`: builds the web app when needed (for its size), then runs the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (
  !existsSync(`${root}apps/web/dist/index.html`) ||
  !existsSync(`${root}apps/web/dist-server/first-screen.js`)
) {
  spawnSync('npm', ['run', 'build', '-w', '@croupier/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/src/run.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);

#!/usr/bin/env node
// Bundles the API server (main.js, ledger-check.js) and the demo vendor (main.js) into plain
// JavaScript under each app's dist/, so production runs them with `node` and no TypeScript loader.
// Our TypeScript and the @croupier/* workspaces go into the bundle; every npm package stays an
// import that Node resolves from node_modules at run time (PGlite, for one, finds its files there).
//   --if-stale      build only when a source is newer than the bundles (what `npm start` runs)
//   --outdir DIR    write to DIR/server and DIR/demo-vendor instead (tests)
// Each bundle directory also gets meta.json, esbuild's list of inputs and imports.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const outRoot = argument('--outdir');

const targets = [
  {
    name: 'server',
    entryPoints: { main: 'apps/server/src/main.ts', 'ledger-check': 'apps/server/src/ledger-check.ts' },
    outdir: outRoot ? join(outRoot, 'server') : join(root, 'apps/server/dist'),
  },
  {
    name: 'demo vendor',
    entryPoints: { main: 'apps/demo-vendor/src/main.ts' },
    outdir: outRoot ? join(outRoot, 'demo-vendor') : join(root, 'apps/demo-vendor/dist'),
  },
];
const sources = [
  'apps/server/src',
  'apps/demo-vendor/src',
  'packages/contract/src',
  'scripts/build-server.mjs',
];

const isStale = () => {
  const bundles = targets.flatMap((target) =>
    Object.keys(target.entryPoints).map((name) => join(target.outdir, `${name}.js`)),
  );
  if (!bundles.every((bundle) => existsSync(bundle))) return true;
  const built = Math.min(...bundles.map((bundle) => statSync(bundle).mtimeMs));
  return Math.max(...sources.map((source) => newestMtime(join(root, source)))) > built;
};

/** npm packages and Node built-ins stay imports; @croupier/* workspaces are bundled like our own files. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@croupier/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` keeps meaning the source file's address, so paths built from it (the
 * migrations folder, the repository root) point where they did when run from TypeScript.
 */
const sourceFileUrls = (outdir) => ({
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.split(sep).includes('node_modules')) return undefined;
      const code = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(code)) {
        return { errors: [{ text: 'use import.meta.url: the bundle rewrites only that one' }] };
      }
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      return {
        contents: code.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.error('[build] esbuild is missing: run `npm install` (with dev dependencies) first');
  process.exit(1);
}
for (const target of targets) {
  const started = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: target.entryPoints,
    outdir: target.outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [packagesStayExternal, sourceFileUrls(target.outdir)],
  });
  // each file replaced in one step: a server starting meanwhile (another `npm start`) reads old or new, never half
  mkdirSync(target.outdir, { recursive: true });
  const files = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    { path: join(target.outdir, 'meta.json'), contents: JSON.stringify(result.metafile) },
  ];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const where = relative(root, target.outdir);
  console.log(
    `[build] ${target.name} → ${where.startsWith('..') ? target.outdir : where} (${Date.now() - started} ms)`,
  );
}

import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What docs/dependencies.md promises: exact pins, no native code or TypeScript loader in production. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
interface PackageJson {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const rootPackage = readJson<PackageJson>('package.json');
const manifests = ['.', ...(rootPackage.workspaces ?? [])].map((dir) => ({
  dir,
  json: readJson<PackageJson>(join(dir, 'package.json')),
}));

describe('dependencies', () => {
  it('pins every dependency of every workspace to one exact version', () => {
    const loose = manifests.flatMap(({ dir, json }) =>
      (['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'] as const).flatMap((field) =>
        Object.entries(json[field] ?? {})
          // an exact version, or an npm alias of one (`npm:typescript@7.0.2`, docs/typescript-7.md)
          .filter(
            ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/.test(version),
          )
          .map(([name, version]) => `${dir}/package.json ${field} ${name}@${version}`),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('installs nothing for production that brings a native binary or runs an install script', () => {
    const lock = readJson<{
      packages: Record<string, { dev?: boolean; os?: string[]; cpu?: string[]; hasInstallScript?: boolean }>;
    }>('package-lock.json');
    const native = Object.entries(lock.packages)
      .filter(
        ([path, entry]) => path !== '' && !entry.dev && (entry.os || entry.cpu || entry.hasInstallScript),
      )
      .map(([path]) => path);
    expect(native).toEqual([]);
  });

  it('runs the server and the demo vendor without tsx, jsdom or a captcha package', () => {
    for (const dir of ['apps/server', 'apps/demo-vendor']) {
      const production = Object.keys(
        manifests.find((manifest) => manifest.dir === dir)?.json.dependencies ?? {},
      );
      for (const name of ['tsx', 'esbuild', 'jsdom', 'dompurify', 'svg-captcha', '@resvg/resvg-js']) {
        expect(production, `${dir} ${name}`).not.toContain(name);
      }
    }
  });

  describe('the production bundles (scripts/build-server.mjs)', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'croupier-bundle-'));
    let build: SpawnSyncReturns<string>;
    beforeAll(() => {
      build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--outdir', outdir], {
        encoding: 'utf8',
      });
    });
    afterAll(() => rmSync(outdir, { recursive: true, force: true }));

    it('build without warnings', () => {
      expect(build.stderr).toBe('');
      expect(build.status).toBe(0);
    });

    it.each([
      ['server', 'apps/server'],
      ['demo-vendor', 'apps/demo-vendor'],
    ])(
      'bundle the %s to JavaScript that imports only Node built-ins and its production dependencies',
      (name, dir) => {
        const meta = JSON.parse(readFileSync(join(outdir, name, 'meta.json'), 'utf8')) as {
          outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
        };
        const production = Object.keys(
          manifests.find((manifest) => manifest.dir === dir)?.json.dependencies ?? {},
        );
        const packageOf = (path: string) =>
          path
            .split('/')
            .slice(0, path.startsWith('@') ? 2 : 1)
            .join('/');
        const outside = Object.values(meta.outputs)
          .flatMap((output) => output.imports)
          .filter((entry) => entry.external)
          .map((entry) => entry.path)
          .filter(
            (path) =>
              !builtinModules.includes(path.replace(/^node:/, '')) && !production.includes(packageOf(path)),
          );
        expect(outside).toEqual([]);
        expect(Object.keys(meta.outputs)).toEqual(
          expect.arrayContaining([expect.stringMatching(/main\.js$/)]),
        );
      },
    );
  });
});

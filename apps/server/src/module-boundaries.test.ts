import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
const modulesDir = join(root, 'modules');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The module a path lies in (`modules/<area>/...`), or undefined outside modules/. */
const moduleOf = (path: string) => {
  const inside = relative(modulesDir, path);
  return inside.startsWith('..') ? undefined : inside.split('/')[0];
};

/**
 * Every import of another module's file that is not its public `index.ts`, as `from -> to`.
 * Code outside modules/ (app, plugins, jobs, lib) goes through the index too. The one exception is
 * tables: schema files may import other areas' schema files (foreign keys, db/schema.ts gathering).
 */
export const crossModuleImports = (
  files: string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
) =>
  files.flatMap((file) => {
    const from = moduleOf(file);
    return [...read(file).matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].flatMap(
      ([, specifier]) => {
        const target = resolve(dirname(file), specifier!);
        const to = moduleOf(target);
        if (!to || to === from) return [];
        const entry = relative(join(modulesDir, to), target);
        if (entry === 'index.ts') return [];
        // tables: db/schema.ts gathers every area's schema.ts, and a table may reference another
        // area's table for a foreign key; nothing else reaches into another area's tables
        const fromSchema =
          file.endsWith('/schema.ts') && (from !== undefined || relative(root, file) === 'db/schema.ts');
        if (entry === 'schema.ts' && fromSchema) return [];
        return [`${relative(root, file)} -> ${relative(root, target)}`];
      },
    );
  });

describe('module boundaries', () => {
  it("lets code reach another module only through that module's index.ts", () => {
    expect(crossModuleImports(sourceFiles(root))).toEqual([]);
  });

  it('catches a planted import of another module’s store', () => {
    const planted = join(modulesDir, 'wallet', 'planted.ts');
    const found = crossModuleImports([planted], () => "import { insertAudit } from '../auth/store.ts';\n");
    expect(found).toEqual(['modules/wallet/planted.ts -> modules/auth/store.ts']);
    expect(crossModuleImports([planted], () => "import { insertAudit } from '../audit/index.ts';\n")).toEqual(
      [],
    );
  });
});

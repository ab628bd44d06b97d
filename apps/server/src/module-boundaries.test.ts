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
 * tables: schema files (`schema.ts`, `<part>-schema.ts`) may import other areas' schema.ts (foreign
 * keys, db/schema.ts gathering).
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
        // (an area may split its tables over `<part>-schema.ts` files that its schema.ts gathers)
        const fromSchema =
          /[/-]schema\.ts$/.test(file) && (from !== undefined || relative(root, file) === 'db/schema.ts');
        if (entry === 'schema.ts' && fromSchema) return [];
        return [`${relative(root, file)} -> ${relative(root, target)}`];
      },
    );
  });

/**
 * Which modules each module uses at run time (`from` -> set of `to`), through imports that are
 * not type-only: types may point both ways, calls must not.
 */
export const runtimeModuleGraph = (
  files: string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
) => {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const [, clause, specifier] of read(file).matchAll(
      /(?:^|\n)\s*(?:import|export)\s+([^'"]*?)\s*from\s+'(\.[^']+)'/g,
    )) {
      const target = resolve(dirname(file), specifier!);
      const to = moduleOf(target);
      // tables reference each other for foreign keys: the schema is one graph, not a call
      if (!to || to === from || target.endsWith('/schema.ts') || /^type\s/.test(clause!)) continue;
      const names = /\{([^}]*)\}/.exec(clause!)?.[1];
      const onlyTypes =
        names !== undefined &&
        !/^[\w$]/.test(clause!) &&
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type '));
      if (onlyTypes) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
};

/** Every cycle of a module graph, each as `a -> b -> a`, found once. */
export const moduleCycles = (graph: Map<string, Set<string>>) => {
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...turned, turned[0]].join(' -> '));
      } else walk([...path, next]);
    }
  };
  for (const module of graph.keys()) walk([module]);
  return [...cycles].sort();
};

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

  it('keeps modules from calling each other in a circle', () => {
    expect(moduleCycles(runtimeModuleGraph(sourceFiles(root)))).toEqual([]);
  });

  it('finds a planted cycle, and lets types point back', () => {
    const files = [join(modulesDir, 'games', 'a.ts'), join(modulesDir, 'wallet', 'b.ts')];
    const sources: Record<string, string> = {
      [files[0]!]: "import { walletTransfer } from '../wallet/index.ts';\n",
      [files[1]!]: "import { personalProfit } from '../games/index.ts';\n",
    };
    expect(moduleCycles(runtimeModuleGraph(files, (file) => sources[file]!))).toEqual([
      'games -> wallet -> games',
    ]);
    sources[files[1]!] =
      "import type { BetRow } from '../games/index.ts';\nimport { type X } from '../games/index.ts';\n";
    expect(moduleCycles(runtimeModuleGraph(files, (file) => sources[file]!))).toEqual([]);
  });
});

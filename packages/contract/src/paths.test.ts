import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import * as paths from './paths.ts';

const isRoute = (value: unknown): value is { method: string; path: string; audience: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/** name -> method, path, audience of every route a module exports */
const routesOf = (module: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(module)
      .filter((entry): entry is [string, { method: string; path: string; audience: string }] =>
        isRoute(entry[1]),
      )
      .map(([name, { method, path, audience }]) => [name, { method, path, audience }]),
  );

/** the modules a file loads at runtime (type-only imports are erased), followed through the package */
const runtimeImports = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)'/gm)) {
    if (specifier!.startsWith('.')) runtimeImports(join(dirname(file), specifier!), seen);
    else seen.add(specifier!);
  }
  return seen;
};

describe('the zod-free contract for the first page', () => {
  it('names every route of the contract with its method, path and audience', () => {
    const expected = routesOf(contract);
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(routesOf(paths)).toEqual(expected);
  });

  it('loads neither zod nor a schema', () => {
    const loaded = [...runtimeImports(join(import.meta.dirname, 'paths.ts'))];
    expect(loaded).not.toContain('zod');
    expect(loaded.filter((file) => file.endsWith('index.ts'))).toEqual([]);
  });
});

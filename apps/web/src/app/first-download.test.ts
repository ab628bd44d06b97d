import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');

/** `import … from 'x'` and `export … from 'x'` that stay in the bundle: not `import type`, not only `type` names */
const staticImports = (source: string) =>
  [...source.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s+'([^']+)'|^import\s+'([^']+)'/gms)].flatMap(
    ([, clause = '', from, bare]) => {
      if (bare) return [bare];
      if (/^type\s/.test(clause)) return [];
      const names = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1];
      const onlyTypes = names
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
      return onlyTypes ? [] : [from!];
    },
  );

const dynamicImports = (source: string) =>
  [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);

const resolveFile = (from: string, specifier: string) => {
  const path = join(dirname(from), specifier);
  return [path, `${path}.ts`, `${path}.tsx`].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
};

/** every source file the first download evaluates (main.tsx and its static imports) and the packages they use */
const firstDownload = () => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = resolveFile(file, specifier);
        if (target) visit(target);
      }
    }
  };
  visit(join(src, 'main.tsx'));
  return { files, packages };
};

describe('the first download', () => {
  const { files, packages } = firstDownload();

  it('carries neither zod nor the contract schemas: routes come from @croupier/contract/paths', () => {
    expect(files.size).toBeGreaterThan(20);
    expect(packages).toContain('@croupier/contract/paths');
    expect([...packages].filter((name) => name === 'zod' || name === '@croupier/contract')).toEqual([]);
  });

  it('carries the home page itself, so the first screen needs no second round trip', () => {
    expect(files).toContain(join(src, 'features/home/home-page.tsx'));
  });

  it('imports nothing statically that it also loads lazily (such a lazy import would do nothing)', () => {
    const both = [...files].flatMap((file) =>
      dynamicImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolveFile(file, specifier))
        .filter((target): target is string => target !== undefined && files.has(target))
        .map((target) => `${file.slice(src.length)} -> ${target.slice(src.length)}`),
    );
    expect(both).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { testFilesUnder } from './test-files.ts';

/**
 * The server test files that reach no database. A database test imports, directly or through
 * helpers and harnesses, `test/test-app.ts` (a copy of the seeded database), the PostgreSQL admin
 * helpers or the database client, or names the test database itself; it runs on PGlite and again
 * on PostgreSQL. The rest (rules, parsers, the import rule, …) run once, on the PGlite project
 * (docs/vitest-pools.md). In doubt a file counts as a database test: any path counts, type imports too.
 */
export const databaseFreeTestFiles = (serverRoot: string): string[] => {
  const reachesDatabase = new Map<string, boolean>();
  const importsOf = (file: string, source: string) =>
    [...source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)]
      .map((match) => resolve(dirname(file), match[1] ?? match[2]!))
      .filter((path) => existsSync(path));
  const databaseEntryPoints = new Set(
    ['test/test-app.ts', 'test/postgres-admin.ts', 'src/db/client.ts'].map((path) => join(serverRoot, path)),
  );
  const reaches = (file: string): boolean => {
    const known = reachesDatabase.get(file);
    if (known !== undefined) return known;
    reachesDatabase.set(file, false); // an import cycle adds nothing new
    const source = readFileSync(file, 'utf8');
    const found =
      databaseEntryPoints.has(file) ||
      /\bTEST_DB\b|\binject\(/.test(source) ||
      importsOf(file, source).some(reaches);
    reachesDatabase.set(file, found);
    return found;
  };
  return testFilesUnder(join(serverRoot, 'src'))
    .filter((file) => !reaches(file))
    .map((file) => relative(serverRoot, file));
};

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** every `*.test.ts` file under `dir`, as absolute paths */
export const testFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFilesUnder(join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

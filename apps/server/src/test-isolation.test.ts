import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesUnder } from '../test/test-files.ts';

const src = import.meta.dirname;

/** module mocks and global stubs outlive their file when files share a worker's modules */
const leakingCalls = (source: string) =>
  [...source.matchAll(/\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/g)].map((match) => match[0]);

describe('server test files share loaded modules (isolate: false in vitest.config.ts)', () => {
  it('spots module mocks and global stubs', () => {
    expect(leakingCalls("vi.mock('./x.ts'); vi.stubEnv('A', '1'); vi.fn();")).toEqual([
      'vi.mock(',
      'vi.stubEnv(',
    ]);
  });

  it('so no server test mocks a module or stubs a global or the environment', () => {
    const offenders = testFilesUnder(src)
      .map((file) => ({ file: relative(src, file), calls: leakingCalls(readFileSync(file, 'utf8')) }))
      .filter((found) => found.calls.length > 0 && found.file !== 'test-isolation.test.ts');
    expect(offenders).toEqual([]);
  });
});

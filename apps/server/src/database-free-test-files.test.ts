import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFreeTestFiles } from '../test/database-free-test-files.ts';

describe('test files that reach no database run once (vitest.config.ts)', () => {
  const free = databaseFreeTestFiles(join(import.meta.dirname, '..'));

  it('finds the rules that touch no database', () => {
    expect(free).toContain('src/lib/periods.test.ts');
    expect(free).toContain('src/module-boundaries.test.ts');
  });

  it('keeps every file that reaches a database, directly or through a helper or harness, on both', () => {
    // through content-test-harness.ts, which builds the app on a copy of the seeded database
    expect(free).not.toContain('src/modules/content/notices.test.ts');
    // createTestApp directly
    expect(free).not.toContain('src/modules/cashier/withdrawals.test.ts');
    // through test/accounts.ts and test/cashier.ts
    expect(free).not.toContain('src/modules/content/feedback-api.test.ts');
    expect(free).not.toContain('src/app.test.ts');
  });
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // scrypt at N=2^10 instead of 2^15 for the many accounts tests create (refused in production);
    // the login benchmark in bench/ keeps the production cost
    env: { PASSWORD_TEST_COST: '1' },
    // test files share a worker's loaded modules instead of importing the whole server again for each
    // file (import time was about half the run); each file still gets its own app and database copy.
    // Keep it that way: no vi.mock or vi.stubGlobal in server tests (they would leak into later files).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

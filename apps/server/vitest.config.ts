import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // scrypt at N=2^10 instead of 2^15 for the many accounts tests create (refused in production);
    // the login benchmark in bench/ keeps the production cost
    env: { PASSWORD_TEST_COST: '1' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { test as base } from '@playwright/test';
import { stackURL } from './stacks.ts';

export * from '@playwright/test';

/** Playwright's `test`, with `baseURL` (and so `page`, `request`) pointing at the worker's own stack. */
export const test = base.extend<object, { ownStackURL: string }>({
  ownStackURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => use(stackURL(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ ownStackURL }, use) => use(ownStackURL),
});

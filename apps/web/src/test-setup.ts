// a test in Node (the server's first screen) has no storages of its own; with a DOM this does nothing
import './server-render/server-globals.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue, loadCatalogueArea } from './i18n/index.ts';

// the site loads its catalogues when a language is chosen; tests read English (the fallback) from the start
await loadCatalogue('EN');
await loadCatalogueArea('backoffice', 'EN');

afterEach(() => cleanup());

// a component test's calls are answered by its own fakes: one that reaches past them is refused
// here at once, instead of trying a port of this machine (slow, noisy, and something may listen)
globalThis.fetch = async (input) => {
  throw new TypeError(`component tests have no network: ${String(input)}`);
};

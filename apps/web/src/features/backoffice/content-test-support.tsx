/**
 * Test support for the back office's content screens (imported by their *.test.tsx only): render a screen
 * as a signed-in operator, read the catalogue's texts, and find the calls made to the mocked API. The test
 * file itself mocks `callApi` (vi.mock is hoisted per file); `callsTo` reads that mock.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';

export type OperatorRole = 'owner' | 'cashier' | 'support';

/** Signs an operator with `role` in and renders `node` with the catalogue and a fresh query client (no retries). */
export const showAsOperator = (node: ReactNode, role: OperatorRole = 'owner') => {
  useAdminSession.getState().signIn({ token: 'op-token', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

/** The catalogue's texts under `prefix` (e.g. `backoffice.content.ntc`), as the screen shows them. */
export const catalogueTexts = (prefix: string) => (key: string, options?: Record<string, unknown>) =>
  i18n.t(`${prefix}.${key}`, options);

/** The options (body, query) of every mocked API call to `path`, in order. */
export const callsTo = (path: string) =>
  vi
    .mocked(callApi)
    .mock.calls.filter(([route]) => route.path === path)
    .map(([, options]) => options);

/**
 * Test support for the back office's content screens (imported by their *.test.tsx only): render a screen
 * as a signed-in operator, read the catalogue's texts, and find the calls made to the mocked API. The test
 * file itself mocks `callApi` (vi.mock is hoisted per file); `callsTo` reads that mock.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, vi } from 'vitest';
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

const ntc = catalogueTexts('backoffice.content.ntc');

/**
 * For the roles that only look: the list shows row `ids.row` with the read-only note (`ids.readOnly`),
 * no add button (`ids.add`) and no buttons in the row.
 */
export const expectListOnlyToLook = async (ids: { row: string; readOnly: string; add: string }) => {
  await screen.findByTestId(ids.row);
  expect(screen.getByTestId(ids.readOnly)).toBeTruthy();
  expect(screen.queryByTestId(ids.add)).toBeNull();
  expect(within(screen.getByTestId(ids.row)).queryAllByRole('button')).toEqual([]);
};

/**
 * The owner deletes the row only after a confirm: delete asks (naming `named`) and sends nothing, keep
 * closes the question and still sends nothing, delete then yes sends `{ id }` to `deletePath`.
 */
export const expectDeleteAfterConfirm = async (
  row: HTMLElement,
  deletePath: string,
  id: number,
  named: string,
) => {
  fireEvent.click(within(row).getByRole('button', { name: ntc('delete') }));
  expect(callsTo(deletePath)).toEqual([]);
  expect(within(row).getByRole('alert')).toHaveTextContent(named);
  fireEvent.click(within(row).getByRole('button', { name: ntc('keep') }));
  expect(within(row).queryByRole('alert')).toBeNull();
  expect(callsTo(deletePath)).toEqual([]);
  fireEvent.click(within(row).getByRole('button', { name: ntc('delete') }));
  fireEvent.click(within(row).getByRole('button', { name: ntc('confirmYes') }));
  await waitFor(() => expect(callsTo(deletePath)[0]?.body).toEqual({ id }));
};

/** A published row's unpublish button sends `{ id, published: false }` to `publishPath`. */
export const expectUnpublishFromRow = async (row: HTMLElement, publishPath: string, id: number) => {
  fireEvent.click(within(row).getByRole('button', { name: ntc('unpublish') }));
  await waitFor(() => expect(callsTo(publishPath)[0]?.body).toEqual({ id, published: false }));
};

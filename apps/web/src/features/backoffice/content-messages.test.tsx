import type { AdminMessageRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { ContentMessages } from './content-messages.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
// TipTap needs a real browser's editing; the journey drives it in Chromium
vi.mock('./content-messages-editor.tsx', () => ({
  MessageEditor: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
  }) => <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />,
}));

const call = vi.mocked(callApi);
const k = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`backoffice.content.msg.${key}`, options);

const sentRow: AdminMessageRow = {
  id: 5,
  title: 'Weekend bonus',
  content: '<p>Hi</p>',
  segment: { kind: 'vipLevel', level: 3 },
  sender: 'admin',
  createdAt: '2030-01-02T10:00:00.000Z',
  recipients: 120,
  reads: 45,
};
const callsTo = (path: string) =>
  call.mock.calls.filter(([route]) => route.path === path).map(([, options]) => options);

const show = (role: 'owner' | 'cashier' | 'support' = 'owner') => {
  useAdminSession.getState().signIn({ token: 'op-token', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContentMessages />
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/messages') return { rows: [sentRow], total: 1, page: 1, pageSize: 20 };
    if (route.path === '/wps/admin/messages/recipients') return { count: 2 };
    if (route.path === '/wps/admin/messages/send') {
      return { ...sentRow, id: 6, ...(options?.body as object), recipients: 2, reads: 0 };
    }
    throw new Error(`unexpected ${route.path}`);
  });
});

describe('back office: platform messages', () => {
  it('lists sent messages with their audience, recipients and reads', async () => {
    show('cashier');
    const row = await screen.findByTestId('bo-message-5');
    expect(row).toHaveTextContent('Weekend bonus');
    expect(row).toHaveTextContent(k('to.vipLevel', { level: 3 }));
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('45');
    // a cashier reads only
    expect(screen.queryByTestId('bo-message-form')).toBeNull();
    expect(screen.getByText(k('readOnly'))).toBeInTheDocument();
  });

  it('checks the draft with the contract before asking anything of the server', async () => {
    show('support');
    const form = await screen.findByTestId('bo-message-form');
    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    expect(await within(form).findByText(k('errors.title', { max: 120 }))).toBeInTheDocument();
    expect(within(form).getByText(k('errors.content'))).toBeInTheDocument();
    expect(within(form).getByText(k('errors.segment'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/messages/recipients')).toHaveLength(0);
  });

  it('previews, counts the recipients, and sends only after the confirmation', async () => {
    show('owner');
    const form = await screen.findByTestId('bo-message-form');
    fireEvent.change(within(form).getByLabelText(k('title')), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText(k('body')), { target: { value: '<p>Dear player</p>' } });
    fireEvent.change(within(form).getByLabelText(k('audience')), { target: { value: 'lastLogin' } });
    fireEvent.change(within(form).getByLabelText(k('days')), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: k('preview') }));
    expect(within(form).getByTestId('bo-message-preview')).toHaveTextContent('Dear player');

    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    const confirm = await within(form).findByRole('alertdialog');
    expect(confirm).toHaveTextContent(k('confirm', { count: 2 }));
    expect(callsTo('/wps/admin/messages/recipients')[0]?.body).toEqual({
      segment: { kind: 'lastLogin', days: 30 },
    });
    expect(callsTo('/wps/admin/messages/send')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: k('confirmYes') }));
    expect(await within(form).findByRole('status')).toHaveTextContent(k('sent', { count: 2 }));
    expect(callsTo('/wps/admin/messages/send')[0]?.body).toEqual({
      title: 'Hello',
      content: '<p>Dear player</p>',
      segment: { kind: 'lastLogin', days: 30 },
    });
    expect(within(form).getByLabelText(k('title'))).toHaveValue('');
  });

  it('says so when the server knows no such player', async () => {
    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/messages') return { rows: [], total: 0, page: 1, pageSize: 20 };
      throw new ApiError('NOT_FOUND', 'body.segment.username: no player ghost', 404);
    });
    show('owner');
    expect(await screen.findByText(k('none'))).toBeInTheDocument();
    const form = screen.getByTestId('bo-message-form');
    fireEvent.change(within(form).getByLabelText(k('title')), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText(k('body')), { target: { value: '<p>Hi</p>' } });
    fireEvent.change(within(form).getByLabelText(k('username')), { target: { value: 'ghost' } });
    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    await waitFor(() =>
      expect(within(form).getByTestId('form-error')).toHaveTextContent(k('errors.noAccount')),
    );
    expect(callsTo('/wps/admin/messages/send')).toHaveLength(0);
  });
});

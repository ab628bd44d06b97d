import type { AdminMessageRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
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

vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({
    data: { info: { brand: { defaultLanguage: 'CN', languages: ['CN', 'EN', 'KM'], currencySymbol: '¥' } } },
  }),
}));

const call = vi.mocked(callApi);
const k = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`backoffice.content.msg.${key}`, options);

const sentRow: AdminMessageRow = {
  id: 5,
  title: '周末奖金',
  titles: { CN: '周末奖金', EN: 'Weekend bonus' },
  contents: { CN: '<p>你好</p>', EN: '<p>Hi</p>' },
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

/** the form's fields in one language: `中文`'s, `English`'s */
const inLanguage = (form: HTMLElement, name: string) => ({
  title: () => within(form).getByLabelText(k('titleIn', { language: name })),
  body: () => within(form).getByLabelText(k('bodyIn', { language: name })),
});
const tab = (form: HTMLElement, name: RegExp) => within(form).getByRole('tab', { name });

beforeEach(async () => {
  await loadCatalogue('EN');
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
  it("lists sent messages by the default language's title, with their languages, audience, recipients and reads", async () => {
    show('cashier');
    const row = await screen.findByTestId('bo-message-5');
    expect(row).toHaveTextContent('周末奖金');
    expect(row).not.toHaveTextContent('Weekend bonus');
    expect(row).toHaveTextContent('CN · EN');
    expect(row).toHaveTextContent(k('to.vipLevel', { level: 3 }));
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('45');
    // a cashier reads only
    expect(screen.queryByTestId('bo-message-form')).toBeNull();
    expect(screen.getByText(k('readOnly'))).toBeInTheDocument();
  });

  it('offers a tab per merchant language, the default first and starred, and checks the draft before asking the server', async () => {
    show('support');
    const form = await screen.findByTestId('bo-message-form');
    expect(
      within(form)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['简体中文 *', 'English', 'ខ្មែរ']);
    // an English text without its title, and nothing in the default language
    fireEvent.click(tab(form, /English/));
    fireEvent.change(inLanguage(form, 'English').body(), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    // the English tab stays open with its error; the default language's tab is flagged
    expect(await within(form).findByText(k('errors.titleForText'))).toBeInTheDocument();
    expect(tab(form, /English/)).toHaveTextContent('⚠');
    expect(tab(form, /简体中文/)).toHaveTextContent('⚠');
    expect(tab(form, /ខ្មែរ/)).not.toHaveTextContent('⚠');
    expect(within(form).getByText(k('errors.segment'))).toBeInTheDocument();
    fireEvent.click(tab(form, /简体中文/));
    expect(within(form).getByText(k('errors.titleRequired'))).toBeInTheDocument();
    expect(within(form).getByText(k('errors.contentRequired'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/messages/recipients')).toHaveLength(0);
  });

  it('writes in two languages, previews each, counts the recipients, and sends only after the confirmation', async () => {
    show('owner');
    const form = await screen.findByTestId('bo-message-form');
    const chinese = inLanguage(form, '简体中文');
    fireEvent.change(chinese.title(), { target: { value: '你好' } });
    fireEvent.change(chinese.body(), { target: { value: '<p>亲爱的玩家</p>' } });
    fireEvent.click(tab(form, /English/));
    const english = inLanguage(form, 'English');
    expect(english.title()).toHaveValue('');
    fireEvent.change(english.title(), { target: { value: 'Hello' } });
    fireEvent.change(english.body(), { target: { value: '<p>Dear player</p>' } });
    fireEvent.change(within(form).getByLabelText(k('audience')), { target: { value: 'lastLogin' } });
    fireEvent.change(within(form).getByLabelText(k('days')), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: k('preview') }));
    const preview = () => within(form).getByTestId('bo-message-preview');
    expect(preview()).toHaveTextContent('Hello');
    expect(preview()).toHaveTextContent('Dear player');
    fireEvent.click(tab(form, /简体中文/));
    expect(chinese.title()).toHaveValue('你好');
    expect(preview()).toHaveTextContent('亲爱的玩家');
    expect(preview()).not.toHaveTextContent('Dear player');
    // Khmer has nothing yet: the default title stands in, and the preview says there is no text
    fireEvent.click(tab(form, /ខ្មែរ/));
    expect(preview()).toHaveTextContent('你好');
    expect(preview()).toHaveTextContent(k('noText'));

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
      titles: { CN: '你好', EN: 'Hello' },
      contents: { CN: '<p>亲爱的玩家</p>', EN: '<p>Dear player</p>' },
      segment: { kind: 'lastLogin', days: 30 },
    });
    // a fresh form, on the default language
    expect(tab(form, /简体中文/)).toHaveAttribute('aria-selected', 'true');
    expect(inLanguage(form, '简体中文').title()).toHaveValue('');
  });

  it("puts the server's refusal of one language's text on that language's tab", async () => {
    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/messages') return { rows: [], total: 0, page: 1, pageSize: 20 };
      if (route.path === '/wps/admin/messages/recipients') return { count: 1 };
      throw new ApiError('VALIDATION_FAILED', 'body.contents.EN: nothing left to show after cleaning', 400);
    });
    show('owner');
    const form = await screen.findByTestId('bo-message-form');
    fireEvent.change(inLanguage(form, '简体中文').title(), { target: { value: '你好' } });
    fireEvent.change(inLanguage(form, '简体中文').body(), { target: { value: '<p>嗨</p>' } });
    fireEvent.click(tab(form, /English/));
    fireEvent.change(inLanguage(form, 'English').title(), { target: { value: 'Hello' } });
    fireEvent.change(inLanguage(form, 'English').body(), { target: { value: '<script>alert(1)</script>' } });
    fireEvent.click(tab(form, /简体中文/));
    fireEvent.change(within(form).getByLabelText(k('username')), { target: { value: 'player01' } });
    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    const confirm = await within(form).findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: k('confirmYes') }));
    expect(await within(form).findByText(k('errors.cleanedEmpty'))).toBeInTheDocument();
    expect(tab(form, /English/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(form, /English/)).toHaveTextContent('⚠');
    expect(tab(form, /简体中文/)).not.toHaveTextContent('⚠');
    expect(within(form).queryByTestId('form-error')).toBeNull();
  });

  it('says so when the server knows no such player', async () => {
    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/messages') return { rows: [], total: 0, page: 1, pageSize: 20 };
      throw new ApiError('NOT_FOUND', 'body.segment.username: no player ghost', 404);
    });
    show('owner');
    expect(await screen.findByText(k('none'))).toBeInTheDocument();
    const form = screen.getByTestId('bo-message-form');
    fireEvent.change(inLanguage(form, '简体中文').title(), { target: { value: '你好' } });
    fireEvent.change(inLanguage(form, '简体中文').body(), { target: { value: '<p>Hi</p>' } });
    fireEvent.change(within(form).getByLabelText(k('username')), { target: { value: 'ghost' } });
    fireEvent.click(within(form).getByRole('button', { name: k('send') }));
    await waitFor(() =>
      expect(within(form).getByTestId('form-error')).toHaveTextContent(k('errors.noAccount')),
    );
    expect(callsTo('/wps/admin/messages/send')).toHaveLength(0);
  });
});

import type { AdminServiceEntry } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { ContentService } from './content-service.tsx';
import { callsTo, catalogueTexts, type OperatorRole, showAsOperator } from './content-test-support.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({ data: { info: { brand: { defaultLanguage: 'CN', languages: ['CN', 'EN'] } } } }),
}));

const call = vi.mocked(callApi);
const c = catalogueTexts('backoffice.content.cs');
const entry = (id: number, extra: Partial<AdminServiceEntry> = {}): AdminServiceEntry => ({
  id,
  csPosition: 3,
  csType: 1,
  titles: { CN: `邮件 ${id}`, EN: `Mail ${id}` },
  target: `help${id}@example.com`,
  sort: 0,
  enabled: true,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});

const show = (role: OperatorRole = 'owner') => showAsOperator(<ContentService />, role);

describe('back office: customer service', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('EN');
    call.mockReset();
    call.mockImplementation((async (route: { path: string }, options?: { body?: unknown }) => {
      if (route.path === '/wps/admin/content/service')
        return {
          entries: [entry(1), entry(2, { csType: 3, target: '', enabled: false })],
          serviceLink: '/helpmc',
        };
      if (route.path === '/wps/admin/content/service/link')
        return { serviceLink: (options?.body as { url: string | null } | undefined)?.url ?? null };
      return entry(9);
    }) as typeof callApi);
  });

  it('lists the entries with kind, place and state, and the link', async () => {
    show();
    const first = await screen.findByTestId('bo-service-1');
    expect(first).toHaveTextContent('Mail 1');
    expect(first).toHaveTextContent('help1@example.com');
    expect(first).toHaveTextContent(c('positions.3'));
    expect(screen.getByTestId('bo-service-2')).toHaveTextContent(c('hidden'));
    expect(screen.getByTestId('bo-service-link-input')).toHaveValue('/helpmc');
  });

  it('refuses a javascript: link before sending, then saves an https one', async () => {
    show();
    const input = await screen.findByTestId('bo-service-link-input');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('bo-service-link-save'));
    expect(await screen.findByText(c('badLink'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/content/service/link')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'https://chat.example.com/' } });
    fireEvent.click(screen.getByTestId('bo-service-link-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/service/link')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/service/link')[0]).toMatchObject({
      body: { url: 'https://chat.example.com/' },
    });
  });

  it('checks a new entry by its kind and names the problem', async () => {
    show();
    fireEvent.click(await screen.findByTestId('bo-service-add'));
    const form = screen.getByTestId('bo-service-form');
    fireEvent.change(within(form).getByTestId('bo-service-title-CN'), { target: { value: '电报' } });
    fireEvent.change(within(form).getByTestId('bo-service-type'), { target: { value: '2' } });
    fireEvent.change(within(form).getByTestId('bo-service-target'), { target: { value: 'http://t.me/x' } });
    fireEvent.click(within(form).getByTestId('bo-service-save'));
    expect(await within(form).findByText(c('badTarget.2'))).toBeInTheDocument();
    expect(callsTo('/wps/admin/content/service/save')).toHaveLength(0);
    fireEvent.change(within(form).getByTestId('bo-service-target'), { target: { value: 'https://t.me/x' } });
    fireEvent.click(within(form).getByTestId('bo-service-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/service/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/service/save')[0]).toMatchObject({
      body: { csType: 2, csPosition: 3, target: 'https://t.me/x', titles: { CN: '电报' }, enabled: true },
    });
  });

  it('lets support look but not change', async () => {
    show('support');
    await screen.findByTestId('bo-service-1');
    expect(screen.getByText(c('ownerOnly'))).toBeInTheDocument();
    expect(screen.queryByTestId('bo-service-add')).toBeNull();
    expect(screen.queryByTestId('bo-service-link-save')).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('backoffice.edit') })).toBeNull();
  });
});

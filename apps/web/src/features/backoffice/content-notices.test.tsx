import type { AdminNoticeRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { ContentNotices } from './content-notices.tsx';
import { isoOfZonedInput, zonedInputOf } from './content-notices-calls.ts';
import {
  callsTo,
  catalogueTexts,
  expectDeleteAfterConfirm,
  expectListOnlyToLook,
  expectUnpublishFromRow,
  type OperatorRole,
  showAsOperator,
} from './content-test-support.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({
    data: {
      info: {
        timeZone: 'Asia/Phnom_Penh',
        brand: { defaultLanguage: 'CN', languages: ['CN', 'EN', 'KM'], currencySymbol: '¥' },
      },
    },
  }),
}));

const call = vi.mocked(callApi);
const n = catalogueTexts('backoffice.content.ntc');

const row = (id: number, extra: Partial<AdminNoticeRow> = {}): AdminNoticeRow => ({
  id,
  type: 'B',
  titles: { CN: `公告 ${id}`, EN: `Notice ${id}` },
  contents: { CN: '<p>正文</p>' },
  // 2030-01-02 17:00 in Phnom Penh (UTC+7)
  startsAt: '2030-01-02T10:00:00.000Z',
  endsAt: null,
  sort: 0,
  published: true,
  marquee: true,
  state: 'current',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});
let listed: AdminNoticeRow[] = [];

const show = (role: OperatorRole = 'owner') => showAsOperator(<ContentNotices />, role);

beforeEach(async () => {
  await loadCatalogue('EN');
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  listed = [
    row(1),
    row(2, {
      type: 'PU',
      published: false,
      marquee: false,
      state: 'draft',
      endsAt: '2030-01-03T10:00:00.000Z',
    }),
  ];
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/content/notices') return listed as never;
    if (route.path === '/wps/admin/content/notices/delete') return options?.body as never;
    return { ...row(1), ...(options?.body as object) } as never;
  });
});

describe('back office: notices', () => {
  it('reads and writes the window on the merchant clock', () => {
    expect(zonedInputOf('2030-01-02T10:00:00.000Z', 'Asia/Phnom_Penh')).toBe('2030-01-02T17:00');
    expect(isoOfZonedInput('2030-01-02T17:00', 'Asia/Phnom_Penh')).toBe('2030-01-02T10:00:00.000Z');
    // across a clock change: New York in July is UTC-4, in January UTC-5
    expect(isoOfZonedInput('2030-07-01T08:00', 'America/New_York')).toBe('2030-07-01T12:00:00.000Z');
    expect(isoOfZonedInput('2030-01-01T08:00', 'America/New_York')).toBe('2030-01-01T13:00:00.000Z');
    expect(isoOfZonedInput('tomorrow', 'UTC')).toBe('');
  });

  it('lists notices with type, state and window in the merchant time zone', async () => {
    show('owner');
    const first = await screen.findByTestId('bo-notice-1');
    expect(first).toHaveTextContent('Notice 1');
    expect(first).toHaveTextContent(n('types.B'));
    expect(first).toHaveTextContent(n('states.current'));
    expect(first).toHaveTextContent(n('inMarquee'));
    expect(first).toHaveTextContent(`2030-01-02 17:00 – ${n('noEnd')}`);
    const second = screen.getByTestId('bo-notice-2');
    expect(second).toHaveTextContent(n('types.PU'));
    expect(second).toHaveTextContent(n('states.draft'));
    expect(second).toHaveTextContent('2030-01-02 17:00 – 2030-01-03 17:00');
    expect(within(second).getByRole('button', { name: n('publish') })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(n('show')), { target: { value: 'PU' } });
    await waitFor(() => expect(callsTo('/wps/admin/content/notices').at(-1)?.query).toEqual({ type: 'PU' }));
  });

  it('publishes, unpublishes and deletes after a confirm', async () => {
    show('owner');
    const first = await screen.findByTestId('bo-notice-1');
    await expectUnpublishFromRow(first, '/wps/admin/content/notices/publish', 1);
    await expectDeleteAfterConfirm(first, '/wps/admin/content/notices/delete', 1, 'Notice 1');
  });

  it('shows support and cashiers the list with no way to change it', async () => {
    for (const role of ['support', 'cashier'] as const) {
      show(role);
      await expectListOnlyToLook({
        row: 'bo-notice-1',
        readOnly: 'bo-notices-readonly',
        add: 'bo-notice-add',
      });
      document.body.innerHTML = '';
    }
  });

  it('refuses a notice without a title in the default language, then saves it with the window as instants', async () => {
    show('owner');
    await screen.findByTestId('bo-notice-1');
    fireEvent.click(screen.getByTestId('bo-notice-add'));
    const form = screen.getByTestId('bo-notice-form');
    fireEvent.click(within(form).getByRole('tab', { name: /English/ }));
    fireEvent.change(within(form).getByTestId('bo-notice-title'), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByTestId('bo-notice-save'));
    // the default language (CN) is shown with its error
    expect(await within(form).findByText(n('titleRequired'))).toBeTruthy();
    expect(within(form).getByRole('tab', { selected: true })).toHaveTextContent('⚠');
    expect(callsTo('/wps/admin/content/notices/save')).toEqual([]);

    fireEvent.change(within(form).getByTestId('bo-notice-title'), { target: { value: 'x'.repeat(121) } });
    fireEvent.click(within(form).getByTestId('bo-notice-save'));
    expect(await within(form).findByText(n('tooLong', { max: 120 }))).toBeTruthy();
    expect(callsTo('/wps/admin/content/notices/save')).toEqual([]);

    fireEvent.change(within(form).getByTestId('bo-notice-title'), { target: { value: '你好' } });
    fireEvent.change(within(form).getByLabelText(n('startsAt')), { target: { value: '2030-01-02T17:00' } });
    fireEvent.change(within(form).getByLabelText(n('endsAt')), { target: { value: '2030-01-02T16:00' } });
    fireEvent.click(within(form).getByTestId('bo-notice-save'));
    expect(await within(form).findByText(n('endBeforeStart'))).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(n('endsAt')), { target: { value: '2030-01-03T17:00' } });
    fireEvent.change(within(form).getByTestId('bo-notice-type'), { target: { value: 'PU' } });
    fireEvent.click(within(form).getByTestId('bo-notice-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/notices/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/notices/save')[0]?.body).toMatchObject({
      type: 'PU',
      titles: { CN: '你好', EN: 'Hello' },
      startsAt: '2030-01-02T10:00:00.000Z',
      endsAt: '2030-01-03T10:00:00.000Z',
      marquee: false,
      published: false,
    });
  });
});

import type { AdminHelpArticle, AdminResource } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { ContentHelp } from './content-help.tsx';
import { ContentResources } from './content-resources.tsx';
import {
  callsTo,
  catalogueTexts,
  expectDeleteAfterConfirm,
  expectListOnlyToLook,
  type OperatorRole,
  showAsOperator,
} from './content-test-support.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({
    data: { info: { timeZone: 'UTC', brand: { defaultLanguage: 'CN', languages: ['CN', 'EN', 'KM'] } } },
  }),
}));

const call = vi.mocked(callApi);
const h = catalogueTexts('backoffice.content.hlp');
const r = catalogueTexts('backoffice.content.res');
const _n = catalogueTexts('backoffice.content.ntc');

const article = (id: number, extra: Partial<AdminHelpArticle> = {}): AdminHelpArticle => ({
  id,
  language: 'EN',
  device: 'WEB',
  category: 'deposit',
  title: `Article ${id}`,
  content: '<p>How to <b>deposit</b></p><img src="x" onerror="alert(1)">',
  sort: 0,
  ...extra,
});
const links: AdminResource[] = [
  { id: 5, resourceType: 'IOS', url: 'https://apps.example.com/ios', labelNameEn: 'iOS', sort: 1 },
];

const show = (node: React.ReactNode, role: OperatorRole = 'owner') => showAsOperator(node, role);

beforeEach(async () => {
  await loadCatalogue('EN');
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/content/help')
      return [article(1), article(2, { category: 'vip-club', device: 'ALL' })] as never;
    if (route.path === '/wps/admin/content/resources') return links as never;
    if (route.path.endsWith('/delete')) return options?.body as never;
    return { ...article(1), ...(options?.body as object) } as never;
  });
});

describe('back office: help articles', () => {
  it('lists the articles of the operator language with topic and device, and filters by topic', async () => {
    show(<ContentHelp />);
    const first = await screen.findByTestId('bo-help-1');
    expect(callsTo('/wps/admin/content/help')[0]?.query).toEqual({ language: 'EN' });
    expect(first).toHaveTextContent('Article 1');
    expect(first).toHaveTextContent(i18n.t('help.categories.deposit'));
    expect(screen.getByTestId('bo-help-2')).toHaveTextContent('vip-club');
    expect(screen.getByTestId('bo-help-2')).toHaveTextContent(h('devices.ALL'));
    await waitFor(() =>
      expect(within(screen.getByTestId('bo-help-filter-category')).getAllByRole('option')).toHaveLength(3),
    );
    fireEvent.change(screen.getByTestId('bo-help-filter-category'), { target: { value: 'vip-club' } });
    await waitFor(() =>
      expect(callsTo('/wps/admin/content/help').at(-1)?.query).toEqual({
        language: 'EN',
        category: 'vip-club',
      }),
    );
  });

  it('refuses a new article without title, text or a proper own topic key, and sends nothing', async () => {
    show(<ContentHelp />);
    await screen.findByTestId('bo-help-1');
    fireEvent.click(screen.getByTestId('bo-help-add'));
    const form = screen.getByTestId('bo-help-form');
    fireEvent.change(within(form).getByTestId('bo-help-category'), { target: { value: '__other' } });
    fireEvent.change(within(form).getByTestId('bo-help-category-key'), { target: { value: 'Bad Key' } });
    fireEvent.click(within(form).getByTestId('bo-help-save'));
    expect(await within(form).findByText(h('titleRequired'))).toBeTruthy();
    expect(within(form).getByText(h('textRequired'))).toBeTruthy();
    expect(within(form).getByText(h('badCategory'))).toBeTruthy();
    fireEvent.change(within(form).getByTestId('bo-help-title'), { target: { value: 'x'.repeat(121) } });
    fireEvent.click(within(form).getByTestId('bo-help-save'));
    expect(
      await within(form).findByText(i18n.t('backoffice.content.ntc.tooLong', { max: 120 })),
    ).toBeTruthy();
    expect(callsTo('/wps/admin/content/help/save')).toEqual([]);
  });

  it('edits an article: a sanitized preview, then saves it with its language, device and own topic', async () => {
    show(<ContentHelp />);
    const second = await screen.findByTestId('bo-help-2');
    fireEvent.click(within(second).getByRole('button', { name: i18n.t('backoffice.edit') }));
    const form = screen.getByTestId('bo-help-form');
    const preview = within(form).getByTestId('bo-help-preview');
    expect(preview.querySelector('b')?.textContent).toBe('deposit');
    expect(within(form).getByTestId('bo-help-category-key')).toHaveValue('vip-club');
    fireEvent.change(within(form).getByTestId('bo-help-title'), { target: { value: '存款' } });
    fireEvent.change(within(form).getByTestId('bo-help-language'), { target: { value: 'CN' } });
    fireEvent.change(within(form).getByTestId('bo-help-device'), { target: { value: 'H5' } });
    expect(preview).toHaveTextContent('存款');
    fireEvent.click(within(form).getByTestId('bo-help-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/help/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/help/save')[0]?.body).toMatchObject({
      id: 2,
      language: 'CN',
      device: 'H5',
      category: 'vip-club',
      title: '存款',
      sort: 0,
    });
  });

  it('deletes only after a confirm, and shows support the list with no way to change it', async () => {
    show(<ContentHelp />);
    const first = await screen.findByTestId('bo-help-1');
    await expectDeleteAfterConfirm(first, '/wps/admin/content/help/delete', 1, 'Article 1');
    document.body.innerHTML = '';

    show(<ContentHelp />, 'support');
    await expectListOnlyToLook({ row: 'bo-help-1', readOnly: 'bo-help-readonly', add: 'bo-help-add' });
  });
});

describe('back office: download links', () => {
  it('refuses an address that is not https, then saves the changed address', async () => {
    show(<ContentResources />);
    const ios = await screen.findByTestId('bo-resource-5');
    expect(ios).toHaveTextContent('https://apps.example.com/ios');
    fireEvent.click(within(ios).getByRole('button', { name: i18n.t('backoffice.edit') }));
    const form = screen.getByTestId('bo-resource-form');
    fireEvent.change(within(form).getByTestId('bo-resource-url'), {
      target: { value: 'http://apps.example.com/x' },
    });
    fireEvent.click(within(form).getByTestId('bo-resource-save'));
    expect(await within(form).findByText(r('badUrl', { max: 500 }))).toBeTruthy();
    fireEvent.change(within(form).getByTestId('bo-resource-label'), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('bo-resource-save'));
    expect(await within(form).findByText(r('badLabel', { max: 40 }))).toBeTruthy();
    expect(callsTo('/wps/admin/content/resources/save')).toEqual([]);

    fireEvent.change(within(form).getByTestId('bo-resource-label'), { target: { value: 'iPhone' } });
    // a field typed in again loses its refusal; the other keeps its own until it is fixed
    expect(within(form).queryByText(r('badLabel', { max: 40 }))).toBeNull();
    expect(within(form).getByText(r('badUrl', { max: 500 }))).toBeTruthy();
    fireEvent.change(within(form).getByTestId('bo-resource-url'), {
      target: { value: 'https://apps.example.com/v2' },
    });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(within(form).getByTestId('bo-resource-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/resources/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/resources/save')[0]?.body).toEqual({
      id: 5,
      resourceType: 'IOS',
      url: 'https://apps.example.com/v2',
      labelNameEn: 'iPhone',
      sort: 1,
    });
  });

  it('shows support the links with no way to change them', async () => {
    show(<ContentResources />, 'support');
    await expectListOnlyToLook({
      row: 'bo-resource-5',
      readOnly: 'bo-resources-readonly',
      add: 'bo-resource-add',
    });
  });
});

import type { AdminBannerRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { ContentBanners } from './content-banners.tsx';
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
const b = catalogueTexts('backoffice.content.bnr');
const n = catalogueTexts('backoffice.content.ntc');

const row = (id: number, extra: Partial<AdminBannerRow> = {}): AdminBannerRow => ({
  id,
  slides: {
    CN: { image: `/img/banners/${id}-cn.png`, alt: `横幅 ${id}`, link: null },
    EN: { image: `/img/banners/${id}-en.png`, alt: `Banner ${id}`, link: '/promotions' },
  },
  // 2030-01-02 17:00 in Phnom Penh (UTC+7)
  startsAt: '2030-01-02T10:00:00.000Z',
  endsAt: null,
  sort: 0,
  published: true,
  state: 'current',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});
let listed: AdminBannerRow[] = [];

const show = (role: OperatorRole = 'owner') => showAsOperator(<ContentBanners />, role);

beforeEach(async () => {
  await loadCatalogue('EN');
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  listed = [
    row(1),
    row(2, { published: false, state: 'draft', endsAt: '2030-01-03T10:00:00.000Z', sort: 4 }),
  ];
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/content/banners') return listed as never;
    if (route.path === '/wps/admin/content/banners/delete') return options?.body as never;
    return { ...row(1), ...(options?.body as object) } as never;
  });
});

describe('back office: banners', () => {
  it('lists banners with a thumbnail, state, window and order in the merchant time zone', async () => {
    show('owner');
    const first = await screen.findByTestId('bo-banner-1');
    expect(first).toHaveTextContent('Banner 1');
    expect(first).toHaveTextContent(n('states.current'));
    expect(first).toHaveTextContent(`2030-01-02 17:00 – ${n('noEnd')}`);
    expect(first).toHaveTextContent('/promotions');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/img/banners/1-en.png');
    const second = screen.getByTestId('bo-banner-2');
    expect(second).toHaveTextContent(n('states.draft'));
    expect(second).toHaveTextContent('2030-01-02 17:00 – 2030-01-03 17:00');
    expect(second).toHaveTextContent(b('sortIs', { sort: 4 }));
    expect(within(second).getByRole('button', { name: n('publish') })).toBeTruthy();
  });

  it('publishes, unpublishes and deletes after a confirm', async () => {
    show('owner');
    const first = await screen.findByTestId('bo-banner-1');
    await expectUnpublishFromRow(first, '/wps/admin/content/banners/publish', 1);
    await expectDeleteAfterConfirm(first, '/wps/admin/content/banners/delete', 1, 'Banner 1');
  });

  it('shows support and cashiers the list with no way to change it', async () => {
    for (const role of ['support', 'cashier'] as const) {
      show(role);
      await expectListOnlyToLook({
        row: 'bo-banner-1',
        readOnly: 'bo-banners-readonly',
        add: 'bo-banner-add',
      });
      document.body.innerHTML = '';
    }
  });

  it('needs the default language, refuses a javascript: link, previews the image and saves per-language slides', async () => {
    show('owner');
    await screen.findByTestId('bo-banner-1');
    fireEvent.click(screen.getByTestId('bo-banner-add'));
    const form = screen.getByTestId('bo-banner-form');
    fireEvent.click(within(form).getByRole('tab', { name: /English/ }));
    fireEvent.change(within(form).getByLabelText(b('imageIn', { language: 'English' })), {
      target: { value: '/img/banners/en.png' },
    });
    fireEvent.change(within(form).getByLabelText(b('altIn', { language: 'English' })), {
      target: { value: 'Weekend bonus' },
    });
    // the preview shows the image as players get it
    const preview = within(form).getByTestId('bo-banner-preview');
    expect(within(preview).getByAltText('Weekend bonus').getAttribute('src')).toBe('/img/banners/en.png');
    fireEvent.change(within(form).getByLabelText(b('linkIn', { language: 'English' })), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    // the default language (CN) is shown with its error first
    expect(await within(form).findByText(b('needDefault'))).toBeTruthy();
    expect(within(form).getByRole('tab', { selected: true })).toHaveTextContent('简体中文');
    fireEvent.change(within(form).getByLabelText(b('imageIn', { language: '简体中文' })), {
      target: { value: '/img/banners/cn.png' },
    });
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    expect(await within(form).findByText(b('needAlt'))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(b('altIn', { language: '简体中文' })), {
      target: { value: '周末奖金' },
    });
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    // now the English link is the problem: its tab opens with the error under the link
    expect(await within(form).findByText(b('bad.link'))).toBeTruthy();
    expect(within(form).getByRole('tab', { selected: true })).toHaveTextContent('English');
    expect(callsTo('/wps/admin/content/banners/save')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(b('linkIn', { language: 'English' })), {
      target: { value: '/promotions' },
    });
    fireEvent.change(within(form).getByLabelText(n('startsAt')), { target: { value: '2030-01-02T17:00' } });
    fireEvent.change(within(form).getByLabelText(n('endsAt')), { target: { value: '2030-01-02T16:00' } });
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    expect(await within(form).findByText(n('endBeforeStart'))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(n('endsAt')), { target: { value: '' } });
    fireEvent.click(within(form).getByLabelText(n('published')));
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    await waitFor(() => expect(callsTo('/wps/admin/content/banners/save')).toHaveLength(1));
    expect(callsTo('/wps/admin/content/banners/save')[0]?.body).toEqual({
      slides: {
        CN: { image: '/img/banners/cn.png', alt: '周末奖金', link: null },
        EN: { image: '/img/banners/en.png', alt: 'Weekend bonus', link: '/promotions' },
      },
      startsAt: '2030-01-02T10:00:00.000Z',
      endsAt: null,
      sort: 0,
      published: true,
    });
    await waitFor(() => expect(screen.queryByTestId('bo-banner-form')).toBeNull());
  });

  it("puts the server's refusal under the field it names", async () => {
    show('owner');
    await screen.findByTestId('bo-banner-1');
    fireEvent.click(
      within(screen.getByTestId('bo-banner-1')).getByRole('button', { name: i18n.t('backoffice.edit') }),
    );
    const form = screen.getByTestId('bo-banner-form');
    call.mockImplementation(async (route) => {
      if (route.path === '/wps/admin/content/banners') return listed as never;
      throw new ApiError(
        'VALIDATION_FAILED',
        'body.slides.EN.image: must be on this site or one of its image CDNs',
        400,
      );
    });
    fireEvent.click(within(form).getByTestId('bo-banner-save'));
    expect(await within(form).findByText(b('bad.image'))).toBeTruthy();
    expect(within(form).getByRole('tab', { selected: true })).toHaveTextContent('English');
  });
});

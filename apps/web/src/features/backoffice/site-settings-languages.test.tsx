import { catalogueLanguages, languageCodes, languageInfo, type MerchantSettings } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { asOperator } from './backoffice-calls.ts';
import { LanguagesForm } from './site-settings-languages.tsx';

vi.mock('./backoffice-calls.ts', () => ({ asOperator: vi.fn() }));
const call = vi.mocked(asOperator);

const settings: MerchantSettings = {
  timeZone: 'Asia/Shanghai',
  languages: ['CN', 'EN', 'KM'],
  defaultLanguage: 'CN',
};

const show = () => {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LanguagesForm settings={settings} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('bo-languages');
};
const s = (key: string) => i18n.t(`backoffice.site.${key}`);
const box = (code: keyof typeof languageInfo) =>
  within(screen.getByTestId(`bo-language-${code}`)).getByRole('checkbox');
const defaultSelect = () => screen.getByRole('combobox', { name: s('defaultLanguage') });
const saveButton = () => screen.getByRole('button', { name: i18n.t('backoffice.save') });

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset().mockImplementation(async (_route, options) => ({
    ...(options as { body: MerchantSettings }).body,
    code: 'DEMO',
    currency: 'CNY',
  }));
});

describe('offered languages in the back office', () => {
  it('lists every registered language by its own name, catalogue languages first, the others marked', () => {
    const form = show();
    const labels = within(form).getAllByRole('listitem');
    expect(labels).toHaveLength(languageCodes.length);
    expect(labels.slice(0, catalogueLanguages.length).map((item) => item.textContent)).toEqual(
      catalogueLanguages.map((code) => languageInfo[code].name),
    );
    expect(screen.getByTestId('bo-language-JA')).toHaveTextContent(
      `${languageInfo.JA.name}${s('shownInEnglish')}`,
    );
    expect(box('KM')).toBeChecked();
    expect(box('TH')).not.toBeChecked();
  });

  it('offers only the ticked languages as the default', () => {
    show();
    const options = () =>
      within(defaultSelect())
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(options()).toEqual(['', 'CN', 'EN', 'KM']);
    fireEvent.click(box('JA'));
    fireEvent.click(box('KM'));
    expect(options()).toEqual(['', 'CN', 'EN', 'JA']);
    expect(defaultSelect()).toHaveValue('CN');
  });

  it('saves the ticked languages in the list order with the chosen default, keeping the time zone', async () => {
    show();
    fireEvent.click(box('KM'));
    fireEvent.click(box('JA'));
    fireEvent.click(box('TH'));
    fireEvent.change(defaultSelect(), { target: { value: 'EN' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(i18n.t('backoffice.saved'))).toBeInTheDocument();
    expect(call.mock.calls[0]![1]).toEqual({
      body: { timeZone: 'Asia/Shanghai', languages: ['CN', 'EN', 'TH', 'JA'], defaultLanguage: 'EN' },
    });
  });

  it('asks for at least one language and sends nothing', async () => {
    show();
    for (const code of settings.languages) fireEvent.click(box(code));
    fireEvent.click(saveButton());
    expect(await screen.findByText(s('languagesNone'))).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for a default among the offered ones when the default was unticked, and sends nothing', async () => {
    show();
    fireEvent.click(box('CN'));
    expect(defaultSelect()).toHaveValue('');
    fireEvent.click(saveButton());
    expect(await screen.findByText(s('defaultNotOffered'))).toBeInTheDocument();
    expect(defaultSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    call.mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 'body.defaultLanguage: must be one of the offered languages', 400),
    );
    show();
    fireEvent.click(saveButton());
    expect(await screen.findByText(i18n.t('errors.VALIDATION_FAILED'))).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });
});

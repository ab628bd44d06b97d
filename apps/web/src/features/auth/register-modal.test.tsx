import { type RegisterSettings, registerFieldNames } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { statusQuery, whitelabelQuery } from '../../shared/api/use-system.ts';
import { registerCall } from './api/auth-calls.ts';
import { extraFields } from './register-extra-fields.tsx';
import { RegisterModal } from './register-modal.tsx';

vi.mock('./api/auth-calls.ts', () => ({
  registerCall: vi.fn(),
  captchaCall: vi.fn(),
  registerSmsCall: vi.fn(),
}));
vi.mock('./complete-sign-in.ts', () => ({ completeSignIn: vi.fn() }));
vi.mock('../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
const register = vi.mocked(registerCall);
const api = vi.mocked(callApi);

type Rule = RegisterSettings[keyof RegisterSettings];
const hidden: Rule = {
  shown: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  patternId: 'LENGTH',
};
/** The demo's default form: username, password and mobile, no captcha (it needs a server picture). */
const settingsWith = (changes: Partial<Record<keyof RegisterSettings, Partial<Rule>>> = {}) => {
  const settings = Object.fromEntries(
    registerFieldNames.map((name) => [name, { ...hidden }]),
  ) as RegisterSettings;
  Object.assign(settings.username, { shown: true, required: true, minLength: 6, maxLength: 16 });
  Object.assign(settings.password, { shown: true, required: true, minLength: 8, maxLength: 20 });
  Object.assign(settings.mobileNum, { shown: true, required: true, minLength: 8, maxLength: 15 });
  for (const [name, change] of Object.entries(changes))
    Object.assign(settings[name as keyof RegisterSettings], change);
  return settings;
};
const flagsWith = (changes: Record<string, '0' | '1'> = {}) =>
  Object.fromEntries(
    Object.entries({
      USERNAMEREG3: '1',
      MOBILENUMREG3: '1',
      REGMOBVERF3: '0',
      MOBILENUMPASSREG3: '1',
      MOBILEVERCODELOGIN3: '1',
      CHNGPASSVERIF3: '1',
      ...changes,
    }).map(([key, enabled]) => [key, { enabled }]),
  );

const open = (settings: RegisterSettings, flags = flagsWith(), url = '/register') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(statusQuery.queryKey, {
    info: { register: settings, whitelabel: flags },
  } as never);
  queryClient.setQueryData(whitelabelQuery.queryKey, flags as never);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <RegisterModal />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

const label = (key: string) => i18n.t(key);
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
const fillDefault = (username = 'player01') => {
  type(label('auth.username'), username);
  type(label('auth.mobile'), '85512345000');
  type(label('auth.password'), 'Secret123');
  type(label('auth.confirmPassword'), 'Secret123');
  fireEvent.click(screen.getByRole('checkbox'));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: label('auth.register') }));
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  register.mockReset().mockResolvedValue({ token: 't', type: 0, isAgent: false });
  api.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('the register form follows the register settings', () => {
  it('shows the default form without any optional field', () => {
    open(settingsWith());
    for (const name of extraFields) expect(screen.queryByLabelText(label(`auth.fields.${name}`))).toBeNull();
    expect(screen.getByLabelText(label('auth.password'))).toBeInTheDocument();
  });

  it('shows every spec field the settings switch on, with its label in the chosen language', async () => {
    const all = Object.fromEntries(extraFields.map((name) => [name, { shown: true }]));
    for (const language of ['EN', 'CN', 'KM'] as const) {
      await i18n.changeLanguage(language);
      const view = open(settingsWith(all));
      for (const name of extraFields) {
        const text = label(`auth.fields.${name}`);
        expect(text).not.toContain('auth.fields');
        expect(screen.getByLabelText(text)).toBeInTheDocument();
      }
      view.unmount();
    }
  });

  it('says what a field needs: required, pattern, length and the birthday age', async () => {
    open(
      settingsWith({
        occupation: { shown: true, required: true },
        qqNum: { shown: true, patternId: 'DIGITS' },
        wechat: { shown: true, minLength: 3, maxLength: 6 },
        birthday: { shown: true, patternId: 'DATE_YMD', minLength: 10, maxLength: 10 },
      }),
    );
    fillDefault();
    type(label('auth.fields.qqNum'), '12ab');
    type(label('auth.fields.wechat'), 'abcdefgh');
    type(label('auth.fields.birthday'), yearsAgo(21, 3));
    submit();
    const field = (name: string) =>
      screen.getByLabelText(label(`auth.fields.${name}`)).closest('div')!.parentElement!;
    await waitFor(() => expect(field('occupation')).toHaveTextContent(label('auth.required')));
    expect(field('qqNum')).toHaveTextContent(label('errors.VALIDATION_FAILED'));
    expect(field('wechat')).toHaveTextContent(i18n.t('auth.lengthRange', { min: 3, max: 6 }));
    expect(field('birthday')).toHaveTextContent(i18n.t('auth.birthdayAge', { age: 21 }));
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for the password twice and for the consent, each said beside its own field', async () => {
    open(settingsWith({}));
    type(label('auth.username'), 'player01');
    type(label('auth.mobile'), '85512345000');
    type(label('auth.password'), 'Secret123');
    submit();
    const confirm = screen.getByLabelText(label('auth.confirmPassword')).closest('div')!.parentElement!;
    await waitFor(() => expect(confirm).toHaveTextContent(label('auth.required')));
    const consent = screen.getByRole('checkbox');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(label('auth.consentRequired'));
    expect(register).not.toHaveBeenCalled();
  });

  it('links the consent to the terms, opening beside the form', () => {
    open(settingsWith({}));
    const terms = screen.getByRole('link', { name: new RegExp(label('help.categories.terms'), 'i') });
    expect(terms).toHaveAttribute('href', '/help?category=terms');
    expect(terms).toHaveAttribute('target', '_blank');
    // the checkbox keeps the whole sentence as its name: screenshots.spec.ts checks it in Chromium
  });

  it('sends the shown fields in the payload', async () => {
    open(
      settingsWith({
        nickname: { shown: true },
        birthday: { shown: true, patternId: 'DATE_YMD', minLength: 10, maxLength: 10 },
        sourceOfIncome: { shown: true, required: true },
        recommenderId: { shown: true },
      }),
    );
    fillDefault();
    type(label('auth.fields.nickname'), 'Lucky');
    type(label('auth.fields.birthday'), yearsAgo(30));
    type(label('auth.fields.sourceOfIncome'), 'Salary');
    type(label('auth.fields.recommenderId'), 'R1001');
    submit();
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]![0]).toMatchObject({
      username: 'player01',
      nickname: 'Lucky',
      birthday: yearsAgo(30),
      sourceOfIncome: 'Salary',
      recommenderId: 'R1001',
    });
    expect(register.mock.calls[0]![1]).toBe(false);
  });

  it('hides the password on the mobile tab when MOBILENUMPASSREG3 is off, and registers without one', async () => {
    open(settingsWith(), flagsWith({ MOBILENUMPASSREG3: '0' }));
    expect(screen.getByLabelText(label('auth.password'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: label('auth.tabMobile') }));
    expect(screen.queryByLabelText(label('auth.password'))).toBeNull();
    expect(screen.queryByLabelText(label('auth.confirmPassword'))).toBeNull();
    type(label('auth.mobile'), '85512345000');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]![0]).toMatchObject({ mobileNum: '85512345000', password: '' });
    expect(register.mock.calls[0]![1]).toBe(true);
  });

  it('keeps the password on the mobile tab while MOBILENUMPASSREG3 is on', () => {
    open(settingsWith());
    fireEvent.click(screen.getByRole('tab', { name: label('auth.tabMobile') }));
    expect(screen.getByLabelText(label('auth.password'))).toBeInTheDocument();
  });

  it('keeps the password when no SMS login or phone reset could replace it', () => {
    open(
      settingsWith(),
      flagsWith({ MOBILENUMPASSREG3: '0', MOBILEVERCODELOGIN3: '0', CHNGPASSVERIF3: '0' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: label('auth.tabMobile') }));
    expect(screen.getByLabelText(label('auth.password'))).toBeInTheDocument();
  });

  it('checks the referral code of the link and sends it as referralCode', async () => {
    api.mockResolvedValue({ valid: true, upline: 'Top agent' } as never);
    open(settingsWith(), flagsWith(), '/register?referralCode=AG01');
    expect(await screen.findByText(i18n.t('auth.invitedBy', { upline: 'Top agent' }))).toBeInTheDocument();
    expect(api.mock.calls[0]![1]).toEqual({ query: { code: 'AG01' } });
    fillDefault();
    submit();
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]![0]).toMatchObject({ referralCode: 'AG01' });
  });

  it('puts a refusal naming a field under that field, and one naming none above the form', async () => {
    register.mockRejectedValueOnce(
      new ApiError('REGISTER_MOBILE_TAKEN', 'body.mobileNum: this mobile number is already registered', 409),
    );
    open(settingsWith());
    fillDefault();
    submit();
    const mobile = screen.getByLabelText(label('auth.mobile'));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(label('errors.REGISTER_MOBILE_TAKEN')));
    expect(mobile).toHaveFocus();
    expect(screen.queryByTestId('form-error')).toBeNull();

    register.mockRejectedValueOnce(new ApiError('RATE_LIMITED', 'Too many requests', 429));
    type(label('auth.mobile'), '85512345001');
    submit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(label('errors.RATE_LIMITED'));
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('says "invitation code error" for a code that does not check out, and sends none', async () => {
    api.mockRejectedValue(new ApiError('REGISTER_AFFILIATE_INVALID', 'nope', 400));
    open(settingsWith({ affiliateCode: { shown: true } }), flagsWith(), '/register?referralCode=BAD1');
    expect(await screen.findByTestId('referral-error')).toHaveTextContent(
      label('errors.REGISTER_AFFILIATE_INVALID'),
    );
    expect(screen.getByLabelText(label('auth.fields.affiliateCode'))).toBeInTheDocument();
    fillDefault();
    submit();
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]![0]).not.toHaveProperty('referralCode');
  });

  it('says registration is closed, with no form, on a site that opens accounts itself', () => {
    open(settingsWith(), flagsWith({ USERNAMEREG3: '0', MOBILENUMREG3: '0' }));
    expect(screen.getByRole('status')).toHaveTextContent(label('auth.registerClosed'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: label('auth.register') })).toBeNull();
  });
});

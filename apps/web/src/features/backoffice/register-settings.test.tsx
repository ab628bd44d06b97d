import { featureFlags, type RegisterSettingsAdmin, registerFieldNames } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { RegisterSettingsPanel } from './register-settings.tsx';
import { registerSettingsCall, saveRegisterSettingsCall } from './register-settings-calls.ts';

vi.mock('./register-settings-calls.ts', () => ({
  registerSettingsKey: ['backoffice', 'register-settings'],
  registerSettingsCall: vi.fn(),
  saveRegisterSettingsCall: vi.fn(),
}));
const read = vi.mocked(registerSettingsCall);
const save = vi.mocked(saveRegisterSettingsCall);

const settings = (): RegisterSettingsAdmin => ({
  fields: Object.fromEntries(
    registerFieldNames.map((name) => [
      name,
      {
        shown: ['username', 'password', 'mobileNum'].includes(name),
        required: ['username', 'password'].includes(name),
        acceptedPattern: '*',
        minLength: 2,
        maxLength: 32,
        patternId: 'LENGTH',
      },
    ]),
  ) as RegisterSettingsAdmin['fields'],
  flags: Object.fromEntries(featureFlags.map((flag) => [flag, true])) as RegisterSettingsAdmin['flags'],
});

const show = (role: 'owner' | 'cashier' | 'support' = 'owner') => {
  useAdminSession.getState().signIn({ token: 't', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RegisterSettingsPanel />
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
const r = (key: string) => i18n.t(`backoffice.registration.${key}`);
const control = (field: string, column: string) =>
  screen.getByLabelText(`${i18n.t(`auth.fields.${field}`)}: ${r(column)}`);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  read.mockReset().mockResolvedValue(settings());
  save.mockReset().mockImplementation(async (body) => body);
});

describe('register settings in the back office', () => {
  it('lists every register field with its rule and every feature flag', async () => {
    show();
    expect(await screen.findByText(r('fieldsTitle'))).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(registerFieldNames.length + 1);
    expect(control('birthday', 'shown')).not.toBeChecked();
    expect(screen.getByLabelText(`${i18n.t('auth.username')}: ${r('shown')}`)).toBeDisabled();
    for (const flag of featureFlags) expect(screen.getByText(flag)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(r('flags.MOBILENUMPASSREG3')))).toBeChecked();
  });

  it('saves switched fields, new lengths, a pattern and a flag', async () => {
    show();
    fireEvent.click(await screen.findByLabelText(`${i18n.t('auth.fields.birthday')}: ${r('shown')}`));
    fireEvent.click(control('birthday', 'required'));
    fireEvent.change(control('birthday', 'minLength'), { target: { value: '10' } });
    fireEvent.change(control('birthday', 'maxLength'), { target: { value: '10' } });
    fireEvent.change(control('birthday', 'patternId'), { target: { value: 'DATE_YMD' } });
    fireEvent.click(screen.getByLabelText(new RegExp(r('flags.MOBILENUMPASSREG3'))));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const body = save.mock.calls[0]![0];
    expect(body.fields.birthday).toEqual({
      shown: true,
      required: true,
      acceptedPattern: '*',
      minLength: 10,
      maxLength: 10,
      patternId: 'DATE_YMD',
    });
    expect(body.flags.MOBILENUMPASSREG3).toBe(false);
    expect(body.fields.username.shown).toBe(true);
    expect(await screen.findByText(i18n.t('backoffice.saved'))).toBeInTheDocument();
  });

  it('refuses a maximum below the minimum and a birthday without a date pattern before sending', async () => {
    show();
    fireEvent.change(await screen.findByLabelText(`${i18n.t('auth.fields.qqNum')}: ${r('maxLength')}`), {
      target: { value: '1' },
    });
    fireEvent.click(control('birthday', 'shown'));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await screen.findByText(r('lengthOrder'))).toBeInTheDocument();
    expect(screen.getByText(r('birthdayPattern'))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    save.mockRejectedValue(new ApiError('VALIDATION_FAILED', 'body.fields.qqNum.minLength', 400));
    show();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('backoffice.save') }));
    expect(await screen.findByText(i18n.t('errors.VALIDATION_FAILED'))).toBeInTheDocument();
  });

  it('tells other roles that owners change these settings', () => {
    show('cashier');
    expect(screen.getByText(i18n.t('backoffice.ownerHint'))).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});

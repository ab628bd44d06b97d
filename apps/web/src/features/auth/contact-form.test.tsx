import type { MemberInfo } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { setContactCall } from './api/contact-calls.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('./api/contact-calls.ts', () => ({
  sendContactCodeCall: vi.fn(),
  sendFactorCodeCall: vi.fn(),
  setContactCall: vi.fn(),
}));
const save = vi.mocked(setContactCall);

/** A player with a mobile and an email: replacing the mobile asks the new number's code and a factor's. */
const info = { mobileNum: '855***678', email: 'p***@example.com', hasAuthenticator: false } as MemberInfo;

const openForm = () => {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ContactForm channel="sms" info={info} onClose={onClose} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const form = screen.getByTestId('contact-form-sms');
  const [newCode, factorCode] = within(form).getAllByLabelText(i18n.t('cashier.verificationCode'));
  fireEvent.change(within(form).getByLabelText(i18n.t('mc.contact.newMobile')), {
    target: { value: '85512345678' },
  });
  fireEvent.change(newCode!, { target: { value: '123456' } });
  fireEvent.change(within(form).getByLabelText(i18n.t('cashier.loginPassword')), {
    target: { value: 'Pass1234' },
  });
  fireEvent.change(factorCode!, { target: { value: '654321' } });
  fireEvent.click(within(form).getByRole('button', { name: i18n.t('cashier.save') }));
  return { form, newCode: newCode!, factorCode: factorCode!, onClose };
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  save.mockReset();
});

describe('the mobile change form', () => {
  it("puts a wrong new number's code under that field, and leaves the factor's code alone", async () => {
    save.mockRejectedValue(new ApiError('CODE_INVALID', 'body.code: the verification code is invalid', 400));
    const { form, newCode, factorCode, onClose } = openForm();
    await waitFor(() => expect(newCode).toHaveAttribute('aria-invalid', 'true'));
    expect(newCode).toHaveAccessibleDescription(i18n.t('errors.CODE_INVALID'));
    expect(factorCode).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByTestId('form-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts a wrong factor's code under the factor's field", async () => {
    save.mockRejectedValue(
      new ApiError('CODE_INVALID', 'body.factorCode: the verification code is invalid', 400),
    );
    const { newCode, factorCode } = openForm();
    await waitFor(() => expect(factorCode).toHaveAttribute('aria-invalid', 'true'));
    expect(factorCode).toHaveAccessibleDescription(i18n.t('errors.CODE_INVALID'));
    expect(newCode).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal naming no field of the form above the fields', async () => {
    save.mockRejectedValue(new ApiError('SECURITY_CHANGE_LOCKED', 'Too many wrong answers', 423));
    const { form, newCode, factorCode } = openForm();
    await waitFor(() =>
      expect(within(form).getByTestId('form-error')).toHaveTextContent(
        i18n.t('errors.SECURITY_CHANGE_LOCKED'),
      ),
    );
    expect(newCode).not.toHaveAttribute('aria-invalid');
    expect(factorCode).not.toHaveAttribute('aria-invalid');
  });
});

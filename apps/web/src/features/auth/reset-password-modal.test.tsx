import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { statusQuery } from '../../shared/api/use-system.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { resetByLinkCall } from './api/reset-by-link-call.ts';
import { ResetDoneNotice } from './reset-done-notice.tsx';
import { resetTokenIn, useResetLink, useResetPasswordLink } from './reset-link.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';

vi.mock('./api/reset-by-link-call.ts', () => ({ resetByLinkCall: vi.fn() }));
const call = vi.mocked(resetByLinkCall);

const token = 'Q2hhbmdlTWVQbGVhc2VfMTIzNDU2Nzg5MC1hYmNkZWY';
/** the merchant's password rule from the register settings: 8-20 letters and digits */
const passwordRule = { shown: true, required: true, acceptedPattern: '*', minLength: 8, maxLength: 20 };

/** The app shell's part in it: the link is read at start, the modals of the store are shown. */
const Layer = () => {
  useResetPasswordLink();
  const open = useModals((state) => state.open);
  return (
    <>
      {open === 'resetPassModal' ? <ResetPasswordModal /> : null}
      {open === 'loginPopupModal' ? <p data-testid="login-modal">login</p> : null}
      {open === 'forgetPassModal' ? <p data-testid="forgot-modal">forgot</p> : null}
      <ResetDoneNotice />
    </>
  );
};

const openLink = (search: string) => {
  window.history.replaceState(null, '', `/${search}`);
  const queryClient = new QueryClient();
  queryClient.setQueryData(statusQuery.queryKey, {
    info: { register: { password: { ...passwordRule, patternId: 'ALNUM' } } },
  } as never);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Layer />
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

const newPassword = () => screen.getByLabelText(i18n.t('auth.newPassword'));
const confirmPassword = () => screen.getByLabelText(i18n.t('auth.confirmPassword'));
const save = () => screen.getByRole('button', { name: i18n.t('resetLink.submit') });
const fill = (password: string, confirm = password) => {
  fireEvent.change(newPassword(), { target: { value: password } });
  fireEvent.change(confirmPassword(), { target: { value: confirm } });
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset();
  useModals.setState({ open: null });
  useResetLink.setState({ token: null, done: false });
  useSession.setState({ token: null, account: null, isLogin: false });
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('resetTokenIn', () => {
  it('reads the token of an emailed link, knows a mangled one and an address without one', () => {
    expect(resetTokenIn(`?resetToken=${token}`)).toBe(token);
    expect(resetTokenIn(`?lang=KM&resetToken=${token}`)).toBe(token);
    expect(resetTokenIn('?resetToken=abc')).toBeNull();
    expect(resetTokenIn('?resetToken=<script>alert(1)</script>')).toBeNull();
    expect(resetTokenIn('?mc=depositv2')).toBeUndefined();
  });
});

describe('ResetPasswordModal', () => {
  it('opens the new-password form when the site opens with a reset link', async () => {
    openLink(`?resetToken=${token}`);
    expect(await screen.findByRole('dialog', { name: i18n.t('resetLink.title') })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('names the field of each problem and sends nothing', async () => {
    openLink(`?resetToken=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('resetLink.submit') }));
    expect(await screen.findAllByText(i18n.t('auth.required'))).toHaveLength(2);
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');

    fill('short1', 'short2');
    fireEvent.click(save());
    expect(await screen.findByText(i18n.t('auth.lengthRange', { min: 8, max: 20 }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('errors.PASSWORD_MISMATCH'))).toBeInTheDocument();
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');

    fill('with spaces 1', 'with spaces 1');
    fireEvent.click(save());
    expect(await screen.findByText(i18n.t('errors.VALIDATION_FAILED'))).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sets the password with the link token, clears the address, signs out and opens the login modal', async () => {
    call.mockResolvedValue(null);
    useSession.setState({ token: 'old-session', account: 'demo01', isLogin: true });
    openLink(`?lang=EN&resetToken=${token}`);
    await screen.findByRole('dialog');
    fill('NewPass123');
    fireEvent.click(save());
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ token, newPassword: 'NewPass123' });
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('auth.resetDone'));
    expect(window.location.search).toBe('?lang=EN');
    expect(useSession.getState().isLogin).toBe(false);
    expect(useResetLink.getState().token).toBeNull();
  });

  it('keeps the button busy while the new password is being saved', async () => {
    call.mockReturnValue(new Promise(() => {}));
    openLink(`?resetToken=${token}`);
    await screen.findByRole('dialog');
    fill('NewPass123');
    fireEvent.click(save());
    const busy = await screen.findByRole('button', { name: i18n.t('resetLink.saving') });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(busy);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('says when the link is used or expired and offers a new one', async () => {
    call.mockRejectedValue(new ApiError('CODE_INVALID', 'This reset link is invalid or has expired', 400));
    openLink(`?resetToken=${token}`);
    await screen.findByRole('dialog');
    fill('NewPass123');
    fireEvent.click(save());
    expect(await screen.findByText(i18n.t('resetLink.invalid'))).toBeInTheDocument();
    expect(screen.queryByLabelText(i18n.t('auth.newPassword'))).toBeNull();
    expect(window.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('resetLink.askNew') }));
    expect(screen.getByTestId('forgot-modal')).toBeInTheDocument();
  });

  it('shows a mangled link as invalid without asking the server', async () => {
    openLink('?resetToken=abc');
    expect(await screen.findByText(i18n.t('resetLink.invalid'))).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts a refusal of the new password under its field and keeps the form', async () => {
    call.mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 'body.newPassword: format incorrect', 400, {
        fields: ['body.newPassword: format incorrect'],
      }),
    );
    openLink(`?resetToken=${token}`);
    await screen.findByRole('dialog');
    fill('NewPass123');
    fireEvent.click(save());
    await waitFor(() => expect(newPassword()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(i18n.t('errors.VALIDATION_FAILED'))).toBeInTheDocument();
    expect(window.location.search).toBe(`?resetToken=${token}`);
  });

  it('closing the form forgets the link', async () => {
    openLink(`?resetToken=${token}`);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import {
  confirmOperatorEnrolment,
  operatorSignIn,
  startOperatorEnrolment,
  verifyOperatorCode,
} from './operator-sign-in-calls.ts';
import { SignInForm } from './sign-in-form.tsx';

vi.mock('./operator-sign-in-calls.ts', () => ({
  operatorSignIn: vi.fn(),
  verifyOperatorCode: vi.fn(),
  startOperatorEnrolment: vi.fn(),
  confirmOperatorEnrolment: vi.fn(),
  operatorCaptcha: vi.fn(),
}));
// moments are written on the merchant's clock, which the status call names
vi.mock('../../shared/api/use-system.ts', async (importOriginal) =>
  (await import('../../app/status-test-kit.ts')).systemModuleWithStatus(await importOriginal<object>()),
);
vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') } }));

const signIn = vi.mocked(operatorSignIn);
const captchaImage = 'data:image/png;base64,CAPTCHA';

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SignInForm />
    </I18nextProvider>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitPassword = () => {
  type(i18n.t('backoffice.username'), 'cash01');
  type(i18n.t('backoffice.password'), 'Staff1234');
  fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.signIn') }));
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useAdminSession.getState().signOut();
});

describe('operator sign-in form', () => {
  it('shows the captcha from a refusal and sends its answer with the next try', async () => {
    signIn.mockRejectedValueOnce(
      new ApiError('AUTH_BAD_CREDENTIALS', 'wrong', 400, { captcha: captchaImage, captchaId: 'c1' }),
    );
    show();
    submitPassword();
    expect(await screen.findByTestId('captcha-image')).toHaveAttribute('src', captchaImage);
    signIn.mockResolvedValueOnce({
      step: 'signedIn',
      token: 't',
      role: 'cashier',
      username: 'cash01',
      passwordChangeDue: false,
    });
    type(i18n.t('auth.captcha'), 'AB12');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.signIn') }));
    await waitFor(() =>
      expect(signIn).toHaveBeenLastCalledWith({
        username: 'cash01',
        password: 'Staff1234',
        captchaId: 'c1',
        captcha: 'AB12',
      }),
    );
  });

  it('says until when a locked account is locked', async () => {
    signIn.mockRejectedValueOnce(
      new ApiError('AUTH_ACCOUNT_LOCKED', 'locked', 403, {
        lockedUntil: '2030-01-01T10:15:00.000Z',
        captcha: captchaImage,
        captchaId: 'c2',
      }),
    );
    show();
    submitPassword();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('locked until');
  });

  it('asks for the authenticator code after the password', async () => {
    signIn.mockResolvedValueOnce({ step: 'totp', challengeId: 'ch1', username: 'cash01' });
    vi.mocked(verifyOperatorCode).mockResolvedValueOnce(undefined);
    show();
    submitPassword();
    expect(await screen.findByTestId('bo-totp')).toBeInTheDocument();
    type(i18n.t('backoffice.operatorSignIn.code'), '123456');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.operatorSignIn.verify') }));
    await waitFor(() => expect(verifyOperatorCode).toHaveBeenCalledWith('ch1', '123456'));
  });

  it('enrols: QR code and key, first code, then the recovery codes once before the session opens', async () => {
    signIn.mockResolvedValueOnce({ step: 'enrol', challengeId: 'ch2', username: 'cash01' });
    vi.mocked(startOperatorEnrolment).mockResolvedValueOnce({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Croupier:cash01?secret=JBSWY3DPEHPK3PXP',
    });
    const open = vi.fn();
    const codes = Array.from({ length: 10 }, (_, index) => `code${index}-aaaaa-bbbbb`);
    vi.mocked(confirmOperatorEnrolment).mockResolvedValueOnce({ recoveryCodes: codes, open });
    show();
    submitPassword();
    expect(await screen.findByAltText(i18n.t('backoffice.operatorSignIn.qr'))).toHaveAttribute(
      'src',
      'data:image/png;base64,QR',
    );
    expect(screen.getByTestId('bo-totp-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    type(i18n.t('backoffice.operatorSignIn.code'), '654321');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.operatorSignIn.confirm') }));
    const list = await screen.findByTestId('bo-recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.operatorSignIn.continue') }));
    expect(open).toHaveBeenCalled();
  });
});

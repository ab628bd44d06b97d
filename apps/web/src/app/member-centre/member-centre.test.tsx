import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRealNameCall } from '../../features/auth/api/auth-calls.ts';
import {
  confirmAuthenticatorCall,
  removeAuthenticatorCall,
} from '../../features/auth/api/authenticator-calls.ts';
import {
  sendContactCodeCall,
  sendFactorCodeCall,
  setContactCall,
} from '../../features/auth/api/contact-calls.ts';
import { fakeServer, memberInfo, providers, signedIn } from '../../features/games/games-test-kit.tsx';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { MemberCentre } from './member-centre.tsx';

vi.mock('../../features/auth/api/auth-calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/auth/api/auth-calls.ts')>()),
  setRealNameCall: vi.fn(),
}));
vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') } }));
vi.mock('../../features/auth/api/authenticator-calls.ts', () => ({
  startAuthenticatorCall: vi.fn(async () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' })),
  confirmAuthenticatorCall: vi.fn(),
  removeAuthenticatorCall: vi.fn(),
}));
vi.mock('../../features/auth/api/contact-calls.ts', () => ({
  sendContactCodeCall: vi.fn(async () => ({ expiredMinutes: 5, destination: 'da***@example.com' })),
  sendFactorCodeCall: vi.fn(async () => ({ expiredMinutes: 5, destination: '855****567' })),
  setContactCall: vi.fn(),
}));

const registered = () => screen.getByText(i18n.t('mc.registered')).nextElementSibling;

describe("the member centre's security page", () => {
  // registration at midday UTC reads the same date whatever the machine's zone; pinned anyway
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('EN');
  });

  it('writes the registration date in the chosen language and follows a change of language', async () => {
    signedIn();
    fakeServer({ '/wps/member/info': () => ({ ...memberInfo(), regDate: '2025-01-31T12:00:00.000Z' }) });
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
    expect(await screen.findByText('31/01/2025')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('CN'));
    expect(registered()).toHaveTextContent('2025/1/31');
    await act(() => i18n.changeLanguage('VI'));
    expect(registered()).toHaveTextContent('31/1/2025');
    await act(() => i18n.changeLanguage('TH'));
    expect(registered()).toHaveTextContent('31/1/2025');
  });
});

describe("the member centre's real name", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to record a missing real name once, checks it first, and then shows it masked', async () => {
    signedIn();
    let realName: string | null = null;
    fakeServer({ '/wps/member/info': () => ({ ...memberInfo(), realName }) });
    vi.mocked(setRealNameCall)
      .mockReset()
      .mockImplementation(async () => {
        realName = '张**';
        return null;
      });
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
    const row = () => screen.getByText(i18n.t('mc.realName'), { selector: 'dt' }).nextElementSibling;
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('mc.realNameAdd') }));
    expect(row()).toHaveTextContent(i18n.t('mc.notSet'));
    const name = screen.getByLabelText(i18n.t('mc.realName'));
    fireEvent.change(name, { target: { value: 'Dara 2' } });
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.loginPassword')), {
      target: { value: 'Passw0rd1' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('mc.realNameSave') }));
    expect(await screen.findByText(i18n.t('mc.realNameInvalid'))).toBeInTheDocument();
    expect(setRealNameCall).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' 张三丰 ' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('mc.realNameSave') }));
    await waitFor(() =>
      expect(setRealNameCall).toHaveBeenCalledWith({ realName: '张三丰', loginPassword: 'Passw0rd1' }),
    );
    await waitFor(() => expect(row()).toHaveTextContent('张**'));
    expect(screen.queryByTestId('real-name-form')).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('mc.realNameAdd') })).toBeNull();
  });
});

describe("the member centre's mobile and email", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('binds an email: checks it, sends its code, and confirms with the mobile held', async () => {
    signedIn();
    let email: string | null = null;
    fakeServer({ '/wps/member/info': () => ({ ...memberInfo(), mobileNum: '855****567', email }) });
    vi.mocked(setContactCall)
      .mockReset()
      .mockImplementation(async () => {
        email = 'da***@example.com';
        return null;
      });
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
    // the mobile is bound, so its card offers a change; the email is missing, so its card offers to bind one
    expect(
      await screen.findByRole('button', { name: i18n.t('mc.contact.changeMobile') }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('mc.contact.bindEmail') }));
    const form = screen.getByTestId('contact-form-email');
    expect(form).toHaveTextContent(i18n.t('mc.contact.bindHint'));
    const address = screen.getByLabelText(i18n.t('mc.contact.newEmail'));
    fireEvent.change(address, { target: { value: 'dara@' } });
    fireEvent.click(screen.getAllByTestId('send-code')[0]!);
    expect(await screen.findByText(i18n.t('mc.contact.invalidEmail'))).toBeInTheDocument();
    expect(sendContactCodeCall).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: ' dara@example.com ' } });
    fireEvent.click(screen.getAllByTestId('send-code')[0]!);
    await waitFor(() =>
      expect(sendContactCodeCall).toHaveBeenCalledWith({ channel: 'email', destination: 'dara@example.com' }),
    );
    fireEvent.change(screen.getAllByLabelText(i18n.t('cashier.verificationCode'))[0]!, {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.loginPassword')), {
      target: { value: 'Passw0rd1' },
    });
    const factor = screen.getByTestId('contact-form-email-factor');
    expect(factor).toHaveTextContent(i18n.t('cashier.factor.SMS'));
    fireEvent.click(screen.getAllByTestId('send-code')[1]!);
    await waitFor(() => expect(sendFactorCodeCall).toHaveBeenCalledWith('SMS', 'factor_change'));
    fireEvent.change(screen.getAllByLabelText(i18n.t('cashier.verificationCode'))[1]!, {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('cashier.save') }));
    await waitFor(() =>
      expect(setContactCall).toHaveBeenCalledWith({
        channel: 'email',
        destination: 'dara@example.com',
        code: '123456',
        loginPassword: 'Passw0rd1',
        factor: 'SMS',
        factorCode: '654321',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('contact-form-email')).toBeNull());
    expect(await screen.findByText('da***@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('mc.contact.changeEmail') })).toBeInTheDocument();
  });

  it("tells a replacement's pause before it is made, and shows the server's refusal", async () => {
    signedIn();
    fakeServer({ '/wps/member/info': () => ({ ...memberInfo(), mobileNum: '855****567' }) });
    vi.mocked(setContactCall)
      .mockReset()
      .mockRejectedValue(new ApiError('REGISTER_MOBILE_TAKEN', 'taken', 409));
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('mc.contact.changeMobile') }));
    const form = screen.getByTestId('contact-form-sms');
    expect(form).toHaveTextContent(i18n.t('mc.contact.changeHint'));
    fireEvent.change(screen.getByLabelText(i18n.t('mc.contact.newMobile')), {
      target: { value: '85512345678' },
    });
    for (const [index, input] of screen.getAllByLabelText(i18n.t('cashier.verificationCode')).entries()) {
      fireEvent.change(input, { target: { value: `11111${index}` } });
    }
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.loginPassword')), {
      target: { value: 'Passw0rd1' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('cashier.save') }));
    expect(await screen.findByText(i18n.t('errors.REGISTER_MOBILE_TAKEN'))).toBeInTheDocument();
    expect(screen.getByTestId('contact-form-sms')).toBeInTheDocument();
  });
});

describe("the member centre's authenticator app", () => {
  afterEach(() => vi.unstubAllGlobals());

  const open = async (hasAuthenticator: { value: boolean }) => {
    signedIn();
    fakeServer({
      '/wps/member/info': () => ({ ...memberInfo(), hasAuthenticator: hasAuthenticator.value }),
    });
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
  };
  const card = () => screen.getByText(i18n.t('mc.authenticator.label'), { selector: 'dt' }).parentElement!;

  it('shows the new key and QR code, checks the first code, and turns it on with the login password alone when no factor is held', async () => {
    const state = { value: false };
    await open(state);
    vi.mocked(confirmAuthenticatorCall)
      .mockReset()
      .mockImplementation(async () => {
        state.value = true;
        return null;
      });
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('mc.authenticator.setUp') }));
    expect(await screen.findByTestId('authenticator-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: i18n.t('mc.authenticator.qr') })).toHaveAttribute(
      'src',
      'data:image/png;base64,QR',
    );
    // nothing is held yet: no "Confirm with" step
    expect(screen.queryByTestId('authenticator-form-factor')).toBeNull();
    const code = screen.getByLabelText(i18n.t('mc.authenticator.firstCode'));
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.loginPassword')), {
      target: { value: 'Passw0rd1' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('mc.authenticator.turnOn') }));
    expect(await screen.findByText(i18n.t('mc.authenticator.sixDigits'))).toBeInTheDocument();
    expect(confirmAuthenticatorCall).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('mc.authenticator.turnOn') }));
    await waitFor(() =>
      expect(confirmAuthenticatorCall).toHaveBeenCalledWith({ code: '123456', loginPassword: 'Passw0rd1' }),
    );
    await waitFor(() => expect(card()).toHaveTextContent(i18n.t('mc.authenticator.on')));
    expect(screen.queryByTestId('authenticator-form')).toBeNull();
  });

  it('removes it with a code from the app, after saying that withdrawals pause', async () => {
    const state = { value: true };
    await open(state);
    vi.mocked(removeAuthenticatorCall)
      .mockReset()
      .mockImplementation(async () => {
        state.value = false;
        return null;
      });
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('mc.authenticator.remove') }));
    const form = screen.getByTestId('authenticator-form');
    expect(form).toHaveTextContent(i18n.t('mc.authenticator.removeHint'));
    expect(screen.getByLabelText(i18n.t('cashier.factor.TOTP'))).toBeChecked();
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.loginPassword')), {
      target: { value: 'Passw0rd1' },
    });
    fireEvent.change(screen.getByLabelText(i18n.t('cashier.authenticatorCode')), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: i18n.t('mc.authenticator.remove') }).at(-1)!);
    await waitFor(() =>
      expect(removeAuthenticatorCall).toHaveBeenCalledWith({
        loginPassword: 'Passw0rd1',
        factor: 'TOTP',
        factorCode: '654321',
      }),
    );
    await waitFor(() => expect(card()).toHaveTextContent(i18n.t('mc.authenticator.off')));
  });
});

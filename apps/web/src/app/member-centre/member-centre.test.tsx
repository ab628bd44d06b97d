import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRealNameCall } from '../../features/auth/api/auth-calls.ts';
import { fakeServer, memberInfo, providers, signedIn } from '../../features/games/games-test-kit.tsx';
import { i18n } from '../../i18n/index.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { MemberCentre } from './member-centre.tsx';

vi.mock('../../features/auth/api/auth-calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/auth/api/auth-calls.ts')>()),
  setRealNameCall: vi.fn(),
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

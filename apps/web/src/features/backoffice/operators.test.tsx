import type { OperatorRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { showWithBrand } from './money-test-support.tsx';
import { Operators } from './operators.tsx';
import {
  changeOperatorCall,
  createOperatorCall,
  operatorsCall,
  resetOperatorPasswordCall,
} from './operators-calls.ts';

vi.mock('./operators-calls.ts', () => ({
  operatorsKey: ['backoffice', 'operators'],
  operatorsCall: vi.fn(),
  createOperatorCall: vi.fn(),
  changeOperatorCall: vi.fn(),
  resetOperatorPasswordCall: vi.fn(),
}));

const list = vi.mocked(operatorsCall);
const create = vi.mocked(createOperatorCall);
const change = vi.mocked(changeOperatorCall);
const newPassword = vi.mocked(resetOperatorPasswordCall);
const o = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.operators.${key}`, options);

const row = (values: Partial<OperatorRow>): OperatorRow => ({
  id: 1,
  username: 'boss',
  role: 'owner',
  status: 'active',
  lockedUntil: null,
  totpEnabledAt: null,
  lastSignInAt: null,
  passwordChangeDue: false,
  createdAt: '2026-12-01T00:00:00.000Z',
  ...values,
});
const rows = [
  row({ id: 1, username: 'boss', lastSignInAt: '2026-12-06T01:00:00.000Z' }),
  row({ id: 2, username: 'cashier01', role: 'cashier', totpEnabledAt: '2026-12-02T00:00:00.000Z' }),
  row({ id: 3, username: 'support01', role: 'support', lockedUntil: '2026-12-06T23:30:00.000Z' }),
  row({ id: 4, username: 'gone', role: 'support', status: 'disabled' }),
];

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useAdminSession.getState().signIn({ token: 'op-token', username: 'boss', role: 'owner' });
  list.mockResolvedValue(rows);
});

const manage = async (username: string) => {
  fireEvent.click(await screen.findByRole('button', { name: o('manageName', { username }) }));
  return screen.findByTestId('bo-operator-manage');
};

describe("the owner's operators tab", () => {
  it('lists each operator with role, status, authenticator and last sign-in; the owner manages only the others', async () => {
    showWithBrand(<Operators />);
    const table = await screen.findByTestId('bo-operators-table');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.textContent);
    expect(lines[0]).toContain(o('you'));
    expect(lines[1]).toContain(i18n.t('backoffice.roles.cashier'));
    expect(lines[1]).toContain(o('totpOn', { date: '' }).trim());
    expect(lines[1]).toContain(o('never'));
    expect(lines[2]).toContain(o('lockedUntil', { time: '' }).trim());
    expect(lines[3]).toContain(o('disabled'));
    expect(screen.queryByRole('button', { name: o('manageName', { username: 'boss' }) })).toBeNull();
  });

  it('checks a new account as the server does, then opens it and says so', async () => {
    create.mockResolvedValue(row({ id: 9, username: 'desk01', role: 'cashier' }));
    showWithBrand(<Operators />);
    fireEvent.click(await screen.findByRole('button', { name: o('new') }));
    const dialog = await screen.findByTestId('bo-operator-new');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(o(label)), { target: { value } });
    fill('username', '9x');
    fill('password', 'desk01abc1');
    fill('confirmPassword', 'other');
    fireEvent.click(screen.getByRole('button', { name: o('create') }));
    expect(await within(dialog).findByText(o('usernameRule'))).toBeInTheDocument();
    expect(within(dialog).getByText(o('mismatch'))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fill('username', 'desk01');
    // the password may not hold the name
    fill('confirmPassword', 'desk01abc1');
    fireEvent.click(screen.getByRole('button', { name: o('create') }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(o('password'))).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(create).not.toHaveBeenCalled();
    fill('password', 'Fresh5678');
    fill('confirmPassword', 'Fresh5678');
    fireEvent.change(within(dialog).getByLabelText(o('role')), { target: { value: 'cashier' } });
    fireEvent.click(screen.getByRole('button', { name: o('create') }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        username: 'desk01',
        role: 'cashier',
        password: 'Fresh5678',
        confirmPassword: 'Fresh5678',
      }),
    );
    expect(await screen.findByText(o('created', { username: 'desk01' }))).toBeInTheDocument();
    expect(screen.queryByTestId('bo-operator-new')).toBeNull();
  });

  it('says a taken name at its field', async () => {
    create.mockRejectedValue(new ApiError('OPERATOR_USERNAME_TAKEN', 'body.username: taken', 409));
    showWithBrand(<Operators />);
    fireEvent.click(await screen.findByRole('button', { name: o('new') }));
    const dialog = await screen.findByTestId('bo-operator-new');
    fireEvent.change(within(dialog).getByLabelText(o('username')), { target: { value: 'cashier01' } });
    fireEvent.change(within(dialog).getByLabelText(o('password')), { target: { value: 'Fresh5678' } });
    fireEvent.change(within(dialog).getByLabelText(o('confirmPassword')), { target: { value: 'Fresh5678' } });
    fireEvent.click(screen.getByRole('button', { name: o('create') }));
    expect(await within(dialog).findByText(i18n.t('errors.OPERATOR_USERNAME_TAKEN'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(o('username'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers each account the changes that fit it, and sends them', async () => {
    change.mockResolvedValue(rows[1]!);
    showWithBrand(<Operators />);
    let dialog = await manage('cashier01');
    // active, not locked, authenticator on
    expect(within(dialog).queryByRole('button', { name: o('unlock') })).toBeNull();
    expect(within(dialog).getByRole('button', { name: o('changeRole') })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(o('role')), { target: { value: 'support' } });
    fireEvent.click(within(dialog).getByRole('button', { name: o('changeRole') }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ id: 2, action: 'role', role: 'support' }));
    expect(await within(dialog).findByText(o('done.role', { username: 'cashier01' }))).toBeInTheDocument();
    // each button waits for the change before it (the dialog holds them while one runs)
    fireEvent.click(within(dialog).getByRole('button', { name: o('resetAuthenticator') }));
    expect(
      await within(dialog).findByText(o('done.resetAuthenticator', { username: 'cashier01' })),
    ).toBeInTheDocument();
    expect(change).toHaveBeenLastCalledWith({ id: 2, action: 'resetAuthenticator' });
    fireEvent.click(within(dialog).getByRole('button', { name: o('disable') }));
    expect(await within(dialog).findByText(o('done.disable', { username: 'cashier01' }))).toBeInTheDocument();
    expect(change).toHaveBeenLastCalledWith({ id: 2, action: 'disable' });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.close') }));

    dialog = await manage('support01');
    expect(within(dialog).queryByRole('button', { name: o('resetAuthenticator') })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: o('unlock') }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ id: 3, action: 'unlock' }));
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.close') }));

    dialog = await manage('gone');
    fireEvent.click(within(dialog).getByRole('button', { name: o('enable') }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ id: 4, action: 'enable' }));
  });

  it('gives a new password only once it keeps the rules, and shows a refusal', async () => {
    newPassword.mockRejectedValueOnce(new ApiError('FORBIDDEN', 'no', 403)).mockResolvedValueOnce(rows[2]!);
    showWithBrand(<Operators />);
    const dialog = await manage('support01');
    const form = within(dialog).getByTestId('bo-operator-password');
    const fill = (password: string, again: string) => {
      fireEvent.change(within(form).getByLabelText(o('password')), { target: { value: password } });
      fireEvent.change(within(form).getByLabelText(o('confirmPassword')), { target: { value: again } });
      fireEvent.click(within(form).getByRole('button', { name: o('setPassword') }));
    };
    fill('Support01x9', 'Support01x9');
    await waitFor(() =>
      expect(within(form).getByLabelText(o('password'))).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(newPassword).not.toHaveBeenCalled();
    fill('Given5678', 'Given5678');
    expect(await within(dialog).findByText(i18n.t('errors.FORBIDDEN'))).toBeInTheDocument();
    fill('Given5678', 'Given5678');
    expect(
      await within(dialog).findByText(o('done.password', { username: 'support01' })),
    ).toBeInTheDocument();
    expect(newPassword).toHaveBeenLastCalledWith({
      id: 3,
      password: 'Given5678',
      confirmPassword: 'Given5678',
    });
  });

  it('says when there are none, and when the list fails', async () => {
    list.mockResolvedValueOnce([]);
    const { unmount } = showWithBrand(<Operators />);
    expect(await screen.findByText(o('none'))).toBeInTheDocument();
    unmount();
    list.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    showWithBrand(<Operators />);
    expect(await screen.findByText(i18n.t('errors.SYSTEM_ERROR'))).toBeInTheDocument();
  });
});

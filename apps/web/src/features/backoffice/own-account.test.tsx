import type { OperatorAccount } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { showWithBrand } from './money-test-support.tsx';
import { OwnAccount } from './own-account.tsx';
import {
  changeOwnPasswordCall,
  confirmOwnEnrolmentCall,
  ownAccountCall,
  ownActivityCall,
  startOwnEnrolmentCall,
} from './own-account-calls.ts';

vi.mock('./own-account-calls.ts', () => ({
  ownAccountKey: ['backoffice', 'ownAccount'],
  ownAccountCall: vi.fn(),
  ownActivityCall: vi.fn(),
  changeOwnPasswordCall: vi.fn(),
  startOwnEnrolmentCall: vi.fn(),
  confirmOwnEnrolmentCall: vi.fn(),
}));
vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') } }));

const account = vi.mocked(ownAccountCall);
const change = vi.mocked(changeOwnPasswordCall);
const activity = vi.mocked(ownActivityCall);
const a = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.account.${key}`, options);

const plain: OperatorAccount = {
  username: 'cashier01',
  role: 'cashier',
  passwordChangeDue: false,
  totpEnabledAt: null,
  recoveryCodesLeft: 0,
  totpRequired: false,
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  activity.mockResolvedValue([]);
});

const fill = (form: HTMLElement, values: { current: string; next: string; again: string }) => {
  fireEvent.change(within(form).getByLabelText(a('currentPassword')), { target: { value: values.current } });
  fireEvent.change(within(form).getByLabelText(a('newPassword')), { target: { value: values.next } });
  fireEvent.change(within(form).getByLabelText(a('confirmPassword')), { target: { value: values.again } });
  fireEvent.click(within(form).getByRole('button', { name: a('changePassword') }));
};

describe("the operator's own account", () => {
  it('says who is signed in, in which role', async () => {
    account.mockResolvedValue(plain);
    showWithBrand(<OwnAccount />);
    expect(await screen.findByTestId('bo-own-identity')).toHaveTextContent(
      a('signedInAs', { username: 'cashier01', role: i18n.t('backoffice.roles.cashier') }),
    );
  });

  it("lists recent sign-ins and owners' changes to the account, a failed sign-in marked", async () => {
    account.mockResolvedValue(plain);
    activity.mockResolvedValue([
      {
        id: 9,
        action: 'operator_role',
        success: true,
        ip: '10.0.0.7',
        createdAt: '2026-12-07T02:00:00.000Z',
        by: 'owner7',
        role: 'cashier',
      },
      {
        id: 8,
        action: 'admin_login',
        success: false,
        ip: '203.0.113.9',
        createdAt: '2026-12-07T01:00:00.000Z',
        by: null,
        role: null,
      },
    ]);
    showWithBrand(<OwnAccount />);
    const list = await screen.findByTestId('bo-own-activity');
    const rows = await within(list).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      `${i18n.t('backoffice.audit.actions.operator_role')} · ${i18n.t('backoffice.roles.cashier')}`,
    );
    expect(rows[1]).toHaveTextContent('owner7');
    expect(rows[2]).toHaveTextContent(i18n.t('backoffice.audit.actions.admin_login'));
    expect(rows[2]).toHaveTextContent(i18n.t('backoffice.audit.outcomes.failure'));
    expect(rows[2]).toHaveTextContent('203.0.113.9');
    expect(rows[1]).not.toHaveTextContent(i18n.t('backoffice.audit.outcomes.failure'));
  });

  it('says when there is no activity yet', async () => {
    account.mockResolvedValue(plain);
    showWithBrand(<OwnAccount />);
    expect(await screen.findByText(a('activity.none'))).toBeInTheDocument();
  });

  it('checks the new password as the server does before sending anything', async () => {
    account.mockResolvedValue(plain);
    showWithBrand(<OwnAccount />);
    const form = await screen.findByTestId('bo-own-password');
    for (const [next, again, field, text] of [
      ['short1', 'short1', 'newPassword', a('passwordRule')],
      ['lettersonly', 'lettersonly', 'newPassword', a('passwordRule')],
      ['my-cashier01-1', 'my-cashier01-1', 'newPassword', a('passwordRule')],
      ['Staff1234', 'Staff1234', 'newPassword', a('sameAsCurrent')],
      ['Fresh5678', 'Fresh5679', 'confirmPassword', a('mismatch')],
    ] as const) {
      fill(form, { current: 'Staff1234', next, again });
      const input = within(form).getByLabelText(a(field));
      await waitFor(() => expect(input).toHaveAccessibleDescription(text));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(change).not.toHaveBeenCalled();
  });

  it('asks an operator with a password an owner gave to choose their own, and stops asking once they have', async () => {
    useAdminSession
      .getState()
      .signIn({ token: 't', username: 'cashier01', role: 'cashier', passwordChangeDue: true });
    account.mockResolvedValue({ ...plain, passwordChangeDue: true });
    change.mockResolvedValueOnce({ endedSessions: 0 });
    showWithBrand(<OwnAccount />);
    expect(await screen.findByTestId('bo-own-change-due')).toHaveTextContent(a('changeDue'));
    fill(await screen.findByTestId('bo-own-password'), {
      current: 'Given1234',
      next: 'Fresh5678',
      again: 'Fresh5678',
    });
    await waitFor(() => expect(screen.queryByTestId('bo-own-change-due')).toBeNull());
    expect(useAdminSession.getState().session?.passwordChangeDue).toBe(false);
    useAdminSession.getState().signOut();
  });

  it('says a wrong current password at its field, and a change with how many sessions ended', async () => {
    account.mockResolvedValue(plain);
    showWithBrand(<OwnAccount />);
    const form = await screen.findByTestId('bo-own-password');
    change.mockRejectedValueOnce(new ApiError('PASSWORD_OLD_WRONG', 'body.currentPassword: wrong', 400));
    fill(form, { current: 'Wrong1234', next: 'Fresh5678', again: 'Fresh5678' });
    const current = within(form).getByLabelText(a('currentPassword'));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(i18n.t('errors.PASSWORD_OLD_WRONG'));

    change.mockResolvedValueOnce({ endedSessions: 2 });
    fill(form, { current: 'Staff1234', next: 'Fresh5678', again: 'Fresh5678' });
    expect(await within(form).findByText(a('changed', { count: 2 }))).toBeInTheDocument();
    expect(change).toHaveBeenLastCalledWith({
      currentPassword: 'Staff1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect(within(form).getByLabelText(a('currentPassword'))).toHaveValue('');
  });

  it('sets up an authenticator: the key, the first code, the recovery codes, then it shows as on', async () => {
    account.mockResolvedValueOnce({ ...plain, totpRequired: true });
    showWithBrand(<OwnAccount />);
    const card = await screen.findByTestId('bo-own-authenticator');
    expect(card).toHaveTextContent(a('totpOff'));
    expect(card).toHaveTextContent(a('totpRequired'));
    vi.mocked(startOwnEnrolmentCall).mockResolvedValueOnce({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x',
    });
    fireEvent.click(within(card).getByRole('button', { name: a('setUp') }));
    expect(await within(card).findByTestId('bo-totp-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const codes = ['aaaa-bbbb', 'cccc-dddd'];
    vi.mocked(confirmOwnEnrolmentCall).mockResolvedValueOnce({ recoveryCodes: codes });
    fireEvent.change(within(card).getByLabelText(i18n.t('backoffice.operatorSignIn.code')), {
      target: { value: '123456' },
    });
    fireEvent.click(within(card).getByRole('button', { name: a('turnOn') }));
    const shown = await within(card).findByTestId('bo-recovery-codes');
    expect(shown).toHaveTextContent('aaaa-bbbb');
    expect(confirmOwnEnrolmentCall).toHaveBeenCalledWith('123456');

    account.mockResolvedValueOnce({
      ...plain,
      totpEnabledAt: '2026-01-02T03:04:00.000Z',
      recoveryCodesLeft: 10,
    });
    fireEvent.click(within(card).getByRole('button', { name: a('saved') }));
    await waitFor(() =>
      expect(within(card).getByTestId('bo-own-totp-state')).toHaveTextContent(/Recovery codes left: 10/),
    );
    expect(within(card).queryByRole('button', { name: a('setUp') })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    account.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    showWithBrand(<OwnAccount />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    account.mockResolvedValueOnce(plain);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('bo-own-password')).toBeInTheDocument();
  });
});

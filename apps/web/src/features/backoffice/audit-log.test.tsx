import type { AuditEntryView } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { auditCall } from './audit-calls.ts';
import { AuditLog } from './audit-log.tsx';
import { showWithBrand } from './money-test-support.tsx';

vi.mock('./audit-calls.ts', () => ({
  auditKey: ['backoffice', 'audit'],
  auditPageSize: 2,
  auditCall: vi.fn(),
}));

const list = vi.mocked(auditCall);
const a = (key: string) => i18n.t(`backoffice.audit.${key}`);

const entry = (id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  memberId: null,
  username: null,
  operator: null,
  action: 'login',
  success: true,
  ip: '10.0.0.1',
  detail: {},
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
});

describe('the audit log in the back office', () => {
  it('names each action, its outcome, the member and the operator, and leaves the operator out of the details', async () => {
    list.mockResolvedValue([
      entry(9, {
        action: 'balance_adjust',
        operator: 'cashier01',
        username: 'player7',
        memberId: 7,
        detail: { adminId: 4, direction: 'credit', amount: '50.00' },
      }),
      entry(8, { action: 'code_sent:reset', success: false, detail: { channel: 'sms' } }),
      entry(7, { action: 'something_new' }),
    ]);
    showWithBrand(<AuditLog />);
    const adjusted = await screen.findByTestId('bo-audit-9');
    expect(adjusted).toHaveTextContent(a('actions.balance_adjust'));
    expect(adjusted).toHaveTextContent(a('outcomes.success'));
    expect(adjusted).toHaveTextContent('player7');
    expect(adjusted).toHaveTextContent('cashier01');
    expect(adjusted).toHaveTextContent('direction: credit · amount: 50.00');
    expect(adjusted).not.toHaveTextContent('adminId');
    const code = screen.getByTestId('bo-audit-8');
    expect(code).toHaveTextContent(a('actions.code_sent_reset'));
    expect(code).toHaveTextContent(a('outcomes.failure'));
    // no member, no operator: a dash each, not an empty cell
    expect(
      within(code)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 6),
    ).toEqual(['—', '—', '10.0.0.1']);
    // an action this screen does not know yet still shows, as its code
    expect(screen.getByTestId('bo-audit-7')).toHaveTextContent('something_new');
  });

  it("opens on one member's rows when a member's details link here", async () => {
    list.mockResolvedValue([entry(3, { action: 'member_lock', username: 'player7', memberId: 7 })]);
    showWithBrand(<AuditLog />, '/backoffice?tab=audit&member=player7');
    expect(await screen.findByTestId('bo-audit-3')).toHaveTextContent(a('actions.member_lock'));
    expect(list).toHaveBeenCalledWith({ username: 'player7' });
    expect(screen.getByLabelText(i18n.t('backoffice.member'))).toHaveValue('player7');
  });

  it('ignores a member link it would refuse, and reads everyone', async () => {
    list.mockResolvedValue([]);
    showWithBrand(<AuditLog />, `/backoffice?tab=audit&member=${'x'.repeat(40)}`);
    await waitFor(() => expect(list).toHaveBeenCalledWith({}));
  });

  it('opens a long detail to the whole of it', async () => {
    const before = { title: 'Maintenance tonight', body: 'x'.repeat(120) };
    list.mockResolvedValue([
      entry(5, { action: 'content_notice_save', detail: { adminId: 1, before, after: null } }),
    ]);
    showWithBrand(<AuditLog />);
    const row = await screen.findByTestId('bo-audit-5');
    const whole = row.querySelector('details pre');
    expect(whole?.textContent).toBe(JSON.stringify({ before, after: null }, null, 2));
    expect(row.querySelector('summary')?.textContent).toMatch(/…$/);
  });

  it('searches by member, operator, action and outcome, and clears back to everything', async () => {
    list.mockResolvedValue([entry(1)]);
    showWithBrand(<AuditLog />);
    await screen.findByTestId('bo-audit-1');
    expect(list).toHaveBeenLastCalledWith({});
    const form = screen.getByRole('button', { name: i18n.t('backoffice.search') }).closest('form')!;
    fireEvent.change(within(form).getByLabelText(i18n.t('backoffice.member')), {
      target: { value: ' player7 ' },
    });
    fireEvent.change(within(form).getByLabelText(a('operator')), { target: { value: 'cashier01' } });
    fireEvent.change(within(form).getByLabelText(a('action')), { target: { value: 'withdrawal_pay' } });
    fireEvent.change(within(form).getByLabelText(a('outcome')), { target: { value: 'failure' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.search') }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        username: 'player7',
        operator: 'cashier01',
        action: 'withdrawal_pay',
        outcome: 'failure',
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.clear') }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({}));
    expect(within(form).getByLabelText(a('operator'))).toHaveValue('');
  });

  it('refuses a name too long for the search, naming the field, and asks nothing', async () => {
    list.mockResolvedValue([entry(1)]);
    showWithBrand(<AuditLog />);
    await screen.findByTestId('bo-audit-1');
    const operator = screen.getByLabelText(a('operator'));
    fireEvent.change(operator, { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.search') }));
    expect(await screen.findByText(i18n.t('backoffice.checkField'))).toBeInTheDocument();
    expect(operator).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('pages to older entries below the last one shown, and back', async () => {
    list.mockImplementation(async (query) =>
      query.before === undefined ? [entry(30), entry(20)] : [entry(10)],
    );
    showWithBrand(<AuditLog />);
    await screen.findByTestId('bo-audit-20');
    const older = screen.getByRole('button', { name: a('older') });
    const newer = screen.getByRole('button', { name: a('newer') });
    expect(newer).toBeDisabled();
    fireEvent.click(older);
    await screen.findByTestId('bo-audit-10');
    expect(list).toHaveBeenLastCalledWith({ before: 20 });
    // a page shorter than a full one is the oldest
    expect(older).toBeDisabled();
    fireEvent.click(newer);
    expect(await screen.findByTestId('bo-audit-30')).toBeInTheDocument();
    expect(newer).toBeDisabled();
  });

  it('says when nothing matches, and shows a failed load with a retry', async () => {
    list.mockResolvedValueOnce([]);
    const first = showWithBrand(<AuditLog />);
    expect(await screen.findByText(a('none'))).toBeInTheDocument();
    first.unmount();
    list.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    showWithBrand(<AuditLog />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    list.mockResolvedValueOnce([entry(3)]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('bo-audit-3')).toBeInTheDocument();
  });
});

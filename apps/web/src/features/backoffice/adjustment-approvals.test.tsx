import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { decideAdjustmentCall, pendingAdjustmentsCall } from './adjustment-approval-calls.ts';
import { AdjustmentApprovals } from './adjustment-approvals.tsx';
import { useAdminSession } from './admin-session-store.ts';
import { showWithBrand } from './money-test-support.tsx';

vi.mock('./adjustment-approval-calls.ts', () => ({
  adjustmentsKey: ['backoffice', 'adjustments'],
  pendingAdjustmentsCall: vi.fn(),
  decideAdjustmentCall: vi.fn(),
}));
const list = vi.mocked(pendingAdjustmentsCall);
const decide = vi.mocked(decideAdjustmentCall);

const row = (id: number, requestedBy: string) => ({
  id,
  memberId: 7,
  username: 'demo01',
  direction: 'credit' as const,
  amount: '500.00',
  reason: 'Goodwill credit',
  status: 'awaiting_approval' as const,
  requestedBy,
  decidedBy: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  decidedAt: null,
});

const show = () => showWithBrand(<AdjustmentApprovals />);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useAdminSession.getState().signIn({ token: 't', username: 'cash02', role: 'cashier' });
});

describe('adjustment approvals', () => {
  it('lists pending adjustments; the requester cannot decide their own; approving shows the new balance', async () => {
    list.mockResolvedValue([row(1, 'cash01'), row(2, 'cash02')]);
    decide.mockResolvedValueOnce({
      ...row(1, 'cash01'),
      status: 'posted',
      balance: '500.00',
      replayed: false,
    });
    show();
    const other = await screen.findByTestId('bo-approval-1');
    const own = screen.getByTestId('bo-approval-2');
    expect(own.querySelector('button')).toBeDisabled();
    fireEvent.click(other.querySelector('button')!);
    await waitFor(() => expect(decide).toHaveBeenCalledWith(1, 'approve'));
    expect(await screen.findByTestId('bo-approval-done')).toHaveTextContent('¥500.00');
  });

  it('says so when another operator decided first', async () => {
    list.mockResolvedValue([row(3, 'cash01')]);
    decide.mockRejectedValueOnce(new ApiError('ADJUSTMENT_STATE', 'decided', 409));
    show();
    fireEvent.click((await screen.findByTestId('bo-approval-3')).querySelectorAll('button')[1]!);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(i18n.t('errors.ADJUSTMENT_STATE'));
  });

  it('tells support it is for owners and cashiers, without asking the server', async () => {
    useAdminSession.getState().signIn({ token: 't', username: 'help01', role: 'support' });
    show();
    expect(screen.getByText(i18n.t('backoffice.approvals.supportHint'))).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('shows the empty state', async () => {
    list.mockResolvedValue([]);
    show();
    expect(await screen.findByText(i18n.t('backoffice.approvals.none'))).toBeInTheDocument();
  });
});

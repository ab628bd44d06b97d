import type { AdminWithdrawalRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useAdminSession } from './admin-session-store.ts';
import { reviewWithdrawalCall, withdrawalQueueCall } from './backoffice-calls.ts';
import { showWithBrand } from './money-test-support.tsx';
import { withdrawalChecksCall } from './reports-calls.ts';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

vi.mock('./backoffice-calls.ts', () => ({
  withdrawalQueueCall: vi.fn(),
  queuePageSize: 2,
  reviewWithdrawalCall: vi.fn(),
  resolveDisputeCall: vi.fn(),
  proofImageUrl: vi.fn(),
}));
vi.mock('./reports-calls.ts', async (original) => ({
  ...(await original<typeof import('./reports-calls.ts')>()),
  withdrawalChecksCall: vi.fn(),
}));
const list = vi.mocked(withdrawalQueueCall);
const checks = vi.mocked(withdrawalChecksCall);
const review = vi.mocked(reviewWithdrawalCall);

const row = {
  id: 7,
  orderNo: 'W20261206AB',
  memberId: 3,
  username: 'demo01',
  bankName: 'ACLEDA',
  accountName: 'Demo Player',
  accountNumber: '000111222333',
  amount: '300.00',
  status: 'approved',
  createdAt: '2026-12-06T08:00:00.000Z',
  proofIds: [],
  handledBy: 'cash09',
} as unknown as AdminWithdrawalRow;

const show = () => showWithBrand(<WithdrawalQueue />);
const b = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.${key}`, options);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  useAdminSession.getState().signIn({ token: 't', username: 'cash02', role: 'cashier' });
  list.mockReset().mockResolvedValue([row]);
  review.mockReset().mockResolvedValue({ ...row, status: 'paid' } as never);
  checks.mockReset().mockResolvedValue([]);
});

describe('the withdrawal queue', () => {
  it('asks before money moves, naming the order, member and amount, and says when it is done', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: b('pay') }));
    // who approved it is named on the order
    expect(screen.getByTestId('bo-row-W20261206AB')).toHaveTextContent('cash09');
    // the member's name opens their account in the Members tab
    expect(
      within(screen.getByTestId('bo-row-W20261206AB')).getByRole('link', { name: 'demo01' }),
    ).toHaveAttribute('href', '/backoffice?tab=members&member=demo01');
    const dialog = screen.getByTestId('bo-confirm-action');
    expect(dialog).toHaveTextContent(
      b('confirmAction', { action: b('pay'), orderNo: 'W20261206AB', member: 'demo01', amount: '¥300.00' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    expect(screen.queryByTestId('bo-confirm-action')).toBeNull();
    expect(review).not.toHaveBeenCalled();

    // the note is written in the question itself, so it goes with this row and no other
    fireEvent.click(screen.getByRole('button', { name: b('pay') }));
    const again = screen.getByTestId('bo-confirm-action');
    fireEvent.change(within(again).getByLabelText(b('noteLabel')), { target: { value: ' paid by ACLEDA ' } });
    fireEvent.click(within(again).getByRole('button', { name: b('pay') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      b('actionDone', { action: b('pay'), orderNo: 'W20261206AB' }),
    );
    expect(review).toHaveBeenCalledWith({ withdrawalId: 7, action: 'pay', note: 'paid by ACLEDA' });
  });

  it("shows what each player played since their last deposit, and flags low play and another's card", async () => {
    list.mockResolvedValue([row, { ...row, id: 8, orderNo: 'W20261206CD' }]);
    checks.mockResolvedValue([
      {
        withdrawalId: 7,
        lastDeposit: { amount: '500.00', at: '2026-12-06T07:00:00.000Z' },
        turnover: '20.00',
        lowPlay: true,
        nameMatches: false,
        notes: {
          count: 2,
          latest: { body: 'ID checked by phone', author: 'support01', createdAt: '2026-12-06T08:00:00.000Z' },
        },
      },
      {
        withdrawalId: 8,
        lastDeposit: null,
        turnover: '12.50',
        lowPlay: false,
        nameMatches: true,
        notes: null,
      },
    ]);
    show();
    const first = await screen.findByTestId('bo-check-W20261206AB');
    expect(await within(first).findByText(b('checks.lowPlay'))).toBeInTheDocument();
    expect(first).toHaveTextContent(b('checks.played', { turnover: '¥20.00', deposit: '¥500.00' }));
    expect(first).toHaveTextContent(b('checks.nameDiffers'));
    // what operators noted on the account: the newest note, whole when pointed at
    expect(first).toHaveTextContent(b('checks.note', { count: 2, author: 'support01' }));
    expect(within(first).getByText('ID checked by phone')).toHaveAttribute('title', 'ID checked by phone');
    const second = screen.getByTestId('bo-check-W20261206CD');
    expect(second).toHaveTextContent(b('checks.noDeposit', { turnover: '¥12.50' }));
    expect(second).not.toHaveTextContent(b('checks.lowPlay'));
    expect(second).not.toHaveTextContent(b('checks.nameDiffers'));
    expect(second).not.toHaveTextContent(b('checks.note', { count: 0, author: '' }).split('(')[0]!);
    // one call for the rows shown
    expect(checks).toHaveBeenCalledTimes(1);
    expect(checks).toHaveBeenCalledWith([7, 8]);
    // once paid there is nothing left to decide: no checks column
    fireEvent.click(screen.getByRole('tab', { name: b('status.paid') }));
    await screen.findByTestId('bo-row-W20261206AB');
    expect(screen.queryByText(b('checks.column'))).toBeNull();
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('asks for the checks of a long queue 50 rows at a time, as the contract takes them', async () => {
    const rows = Array.from({ length: 51 }, (_, index) => ({
      ...row,
      id: index + 1,
      orderNo: `W2026120600${String(index).padStart(2, '0')}`,
    }));
    list.mockResolvedValue(rows);
    show();
    await screen.findByTestId('bo-row-W202612060050');
    await waitFor(() => expect(checks).toHaveBeenCalledTimes(2));
    expect(checks.mock.calls.map(([ids]) => ids.length)).toEqual([50, 1]);
    expect(checks.mock.calls[1]![0]).toEqual([51]);
  });

  it('reads the list page by page, and narrows it to one member', async () => {
    const rowOf = (id: number, username = 'demo01') =>
      ({ ...row, id, orderNo: `W${id}`, username }) as AdminWithdrawalRow;
    list.mockImplementation(async (_status, page = {}) => {
      if (page.username) return [rowOf(9, page.username)];
      return page.after === undefined ? [rowOf(1), rowOf(2)] : [rowOf(3)];
    });
    show();
    await screen.findByTestId('bo-row-W2');
    fireEvent.click(screen.getByRole('button', { name: b('showMore') }));
    expect(await screen.findByTestId('bo-row-W3')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith('pending', { after: 2 });
    // the first page is still shown, and a short page is the end
    expect(screen.getByTestId('bo-row-W1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: b('showMore') })).toBeNull();

    const search = screen.getByLabelText(b('member')).closest('form')!;
    fireEvent.change(within(search).getByLabelText(b('member')), { target: { value: ' vip7 ' } });
    fireEvent.click(within(search).getByRole('button', { name: b('search') }));
    expect(await screen.findByTestId('bo-row-W9')).toHaveTextContent('vip7');
    expect(list).toHaveBeenLastCalledWith('pending', { username: 'vip7' });
    expect(screen.queryByTestId('bo-row-W1')).toBeNull();
    // a name longer than the contract allows is refused at the field, and nothing is asked
    const calls = list.mock.calls.length;
    fireEvent.change(within(search).getByLabelText(b('member')), { target: { value: 'x'.repeat(33) } });
    fireEvent.click(within(search).getByRole('button', { name: b('search') }));
    expect(await within(search).findByText(b('checkField'))).toBeInTheDocument();
    expect(list.mock.calls.length).toBe(calls);
    // a member with nothing in this list is said so by name
    list.mockResolvedValueOnce([]);
    fireEvent.change(within(search).getByLabelText(b('member')), { target: { value: 'ghost' } });
    fireEvent.click(within(search).getByRole('button', { name: b('search') }));
    expect(await screen.findByText(b('noneForMember', { username: 'ghost' }))).toBeInTheDocument();
    fireEvent.click(within(search).getByRole('button', { name: b('clear') }));
    expect(await screen.findByTestId('bo-row-W1')).toBeInTheDocument();
  });
});

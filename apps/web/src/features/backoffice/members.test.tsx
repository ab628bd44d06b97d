import type { MemberDetail, MemberListRow, MemberTotals } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import type { RecordsFilter } from '../wallet/records-view.tsx';
import { useAdminSession } from './admin-session-store.ts';
import { Members } from './members.tsx';
import {
  addMemberNoteCall,
  changeMemberCall,
  memberDetailCall,
  memberNotesCall,
  memberStatementCall,
  membersCall,
  memberTotalsCall,
} from './members-calls.ts';
import { showWithBrand } from './money-test-support.tsx';

vi.mock('./members-calls.ts', async (original) => {
  const memberStatementCall = vi.fn();
  return {
    ...(await original<typeof import('./members-calls.ts')>()),
    membersCall: vi.fn(),
    memberDetailCall: vi.fn(),
    memberNotesCall: vi.fn(),
    addMemberNoteCall: vi.fn(),
    changeMemberCall: vi.fn(),
    memberTotalsCall: vi.fn(),
    memberStatementCall,
    memberStatementQuery: (id: number, filter: RecordsFilter) => ({
      queryKey: ['statement', id, filter.days, filter.page, filter.kind],
      queryFn: () => memberStatementCall(id, filter),
    }),
  };
});

const list = vi.mocked(membersCall);
const detail = vi.mocked(memberDetailCall);
const change = vi.mocked(changeMemberCall);
const statement = vi.mocked(memberStatementCall);
const totals = vi.mocked(memberTotalsCall);
const notes = vi.mocked(memberNotesCall);
const addNote = vi.mocked(addMemberNoteCall);
const allTime: MemberTotals = {
  depositCount: 2,
  deposits: '350.00',
  firstDepositAt: '2026-06-01T01:00:00.000Z',
  lastDepositAt: null,
  withdrawalCount: 1,
  withdrawals: '50.00',
  netDeposits: '300.00',
  betCount: 3,
  turnover: '70.00',
  houseProfit: '-10.00',
  adjustmentsIn: '15.00',
  adjustmentsOut: '5.00',
  playRequirement: {
    percent: 100,
    since: '2026-06-01T00:00:00.000Z',
    deposits: '350.00',
    required: '350.00',
    played: '70.00',
    remaining: '280.00',
  },
};
const m = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.members.${key}`, options);

const row = (values: Partial<MemberListRow>): MemberListRow => ({
  id: 1,
  username: 'player1',
  type: 0,
  status: 'active',
  balance: '1234.50',
  createdAt: '2026-12-01T00:00:00.000Z',
  lastLoginAt: null,
  ...values,
});
const full = (values: Partial<MemberDetail>): MemberDetail => ({
  ...row(values),
  nickname: null,
  mobile: '138****678',
  email: null,
  upline: 'agent7',
  clubLabel: 'VIP1',
  language: 'EN',
  registerIp: '10.0.0.9',
  loginFailures: 0,
  loginLocked: false,
  openSessions: 0,
  withdrawalHoldUntil: null,
  mustChangePassword: false,
  realName: null,
  hasAuthenticator: false,
  ...values,
});

const signIn = (role: 'owner' | 'cashier' | 'support') =>
  useAdminSession.getState().signIn({ token: 'op-token', username: 'desk', role });

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  signIn('support');
  statement.mockResolvedValue({ rows: [], total: 0, page: 1, pageSize: 10 });
  totals.mockResolvedValue(allTime);
  notes.mockResolvedValue([]);
  list.mockResolvedValue([
    row({ id: 3, username: 'newest', lastLoginAt: '2026-12-06T01:00:00.000Z' }),
    row({ id: 2, username: 'agent7', type: 1, status: 'locked' }),
  ]);
});

const open = async (username: string) => {
  fireEvent.click(await screen.findByRole('button', { name: m('openName', { username }) }));
  return screen.findByTestId('bo-member-manage');
};

describe("the back office's members tab", () => {
  it('lists accounts with kind, status and balance, and searches with what was typed', async () => {
    showWithBrand(<Members />);
    const table = await screen.findByTestId('bo-members-table');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.textContent);
    expect(lines[0]).toContain(i18n.t('backoffice.memberType.member'));
    expect(lines[0]).toContain('1,234.50');
    expect(lines[1]).toContain(i18n.t('backoffice.memberType.agent'));
    expect(lines[1]).toContain(m('statuses.locked'));
    expect(lines[1]).toContain(m('never'));

    fireEvent.change(screen.getByLabelText(m('search')), { target: { value: '  agent ' } });
    fireEvent.change(screen.getByLabelText(m('status')), { target: { value: 'locked' } });
    fireEvent.change(screen.getByLabelText(i18n.t('backoffice.accountType')), { target: { value: 'agent' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.search') }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: 'agent', status: 'locked', kind: 'agent' }, undefined),
    );
  });

  it("opens on the account a queue's member link names, with its details open", async () => {
    detail.mockResolvedValue(full({ id: 2, username: 'agent7', type: 1 }));
    showWithBrand(<Members />, '/backoffice?tab=members&member=AGENT7');
    expect(await screen.findByTestId('bo-member-manage')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ search: 'AGENT7' }, undefined);
    await waitFor(() => expect(detail).toHaveBeenCalledWith(2));
    expect(screen.getByLabelText(m('search'))).toHaveValue('AGENT7');
  });

  it('ignores a linked name the contract would refuse, and shows everyone', async () => {
    showWithBrand(<Members />, `/backoffice?tab=members&member=${'x'.repeat(65)}`);
    await screen.findByTestId('bo-members-table');
    expect(list).toHaveBeenCalledWith({}, undefined);
    expect(screen.queryByTestId('bo-member-manage')).toBeNull();
  });

  it('refuses a search the server would refuse, naming the field, and asks nothing', async () => {
    showWithBrand(<Members />);
    await screen.findByTestId('bo-members-table');
    fireEvent.change(screen.getByLabelText(m('search')), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.search') }));
    expect(await screen.findByText(i18n.t('backoffice.checkField'))).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    list.mockResolvedValueOnce([]);
    const { unmount } = showWithBrand(<Members />);
    expect(await screen.findByText(m('none'))).toBeInTheDocument();
    unmount();
    list.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    showWithBrand(<Members />);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('bo-members-table')).toBeInTheDocument();
  });

  it('shows the details, and the actions that fit: lift the lock-out, sign out, lock with a reason', async () => {
    detail.mockResolvedValue(
      full({ id: 3, username: 'newest', loginFailures: 10, loginLocked: true, openSessions: 2 }),
    );
    change.mockResolvedValue(full({ id: 3, username: 'newest' }));
    showWithBrand(<Members />);
    const dialog = await open('newest');
    const facts = await within(dialog).findByTestId('bo-member-facts');
    expect(facts).toHaveTextContent('138****678');
    expect(facts).toHaveTextContent('agent7');
    expect(facts).toHaveTextContent(m('signInLocked', { failures: 10 }));
    expect(within(dialog).getByRole('link', { name: m('auditLink') })).toHaveAttribute(
      'href',
      '/backoffice?tab=audit&member=newest',
    );
    expect(within(dialog).getByRole('link', { name: m('betsLink') })).toHaveAttribute(
      'href',
      '/backoffice?tab=games&section=bets&member=newest',
    );
    expect(within(dialog).queryByRole('button', { name: m('unlock') })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: m('clearLoginFailures') }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ id: 3, action: 'clearLoginFailures' }));
    expect(
      await within(dialog).findByText(m('done.clearLoginFailures', { username: 'newest' })),
    ).toBeInTheDocument();

    // a lock needs its reason first
    const lock = within(dialog).getByTestId('bo-member-lock');
    fireEvent.click(within(lock).getByRole('button', { name: m('lock') }));
    expect(await within(lock).findByText(i18n.t('backoffice.reasonRule'))).toBeInTheDocument();
    expect(change).toHaveBeenCalledTimes(1);
    fireEvent.change(within(lock).getByLabelText(i18n.t('backoffice.reason')), {
      target: { value: ' Stolen card reported ' },
    });
    fireEvent.click(within(lock).getByRole('button', { name: m('lock') }));
    await waitFor(() =>
      expect(change).toHaveBeenLastCalledWith({ id: 3, action: 'lock', reason: 'Stolen card reported' }),
    );
  });

  it("shows the player's all-time figures: money in and out, play, the house result, adjustments", async () => {
    detail.mockResolvedValue(full({ id: 3, username: 'newest' }));
    showWithBrand(<Members />);
    const dialog = await open('newest');
    const value = await within(dialog).findByTestId('bo-member-value');
    const f = (key: string) => i18n.t(`backoffice.reports.figures.${key}`);
    const figure = async (label: string) =>
      (await within(value).findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await figure(f('deposits'))).toHaveTextContent('¥350.00');
    expect(await figure(f('depositCount'))).toHaveTextContent('2');
    expect(await figure(m('value.lastDeposit'))).toHaveTextContent(m('value.none'));
    expect(await figure(f('netDeposits'))).toHaveTextContent('¥300.00');
    // the house is behind this player: a loss, shown as one
    const house = await figure(f('houseProfit'));
    expect(house).toHaveTextContent('-¥10.00');
    expect(house!.className).toMatch(/loss/);
    // what support reads to a player asking why their withdrawal is refused
    expect(await figure(m('value.playOwed'))).toHaveTextContent(
      /^¥280\.00 left: ¥70\.00 of ¥350\.00 played since 0?1\/06\/2026/,
    );
    expect(totals).toHaveBeenCalledWith(3);
  });

  it('says when the play owed before a withdrawal is met, and when the site asks none', async () => {
    const met = { ...allTime.playRequirement!, played: '400.00', remaining: '0.00' };
    for (const [playRequirement, text] of [
      [met, 'Met: ¥400.00 played of ¥350.00'],
      [null, m('value.playOff')],
    ] as const) {
      totals.mockResolvedValueOnce({ ...allTime, playRequirement });
      detail.mockResolvedValue(full({ id: 3, username: 'newest' }));
      const { unmount } = showWithBrand(<Members />);
      const value = await within(await open('newest')).findByTestId('bo-member-value');
      expect(
        (await within(value).findByText(m('value.playOwed'), { selector: 'dt' })).nextElementSibling,
      ).toHaveTextContent(text);
      unmount();
    }
  });

  it('offers a locked account to be opened again, and shows a refusal in the dialog', async () => {
    detail.mockResolvedValue(full({ id: 2, username: 'agent7', status: 'locked' }));
    change.mockRejectedValue(new ApiError('FORBIDDEN', 'no', 403));
    showWithBrand(<Members />);
    const dialog = await open('agent7');
    const lock = await within(dialog).findByTestId('bo-member-lock');
    expect(within(dialog).queryByRole('button', { name: m('endSessions') })).toBeNull();
    fireEvent.change(within(lock).getByLabelText(i18n.t('backoffice.reason')), {
      target: { value: 'Player proved ID' },
    });
    fireEvent.click(within(lock).getByRole('button', { name: m('unlock') }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('shows the real name whole and corrects it with a reason, checked before the call', async () => {
    detail.mockResolvedValue(full({ id: 3, username: 'newest', realName: 'Sok Dara' }));
    change.mockResolvedValue(full({ id: 3, username: 'newest', realName: 'Sok Dara Chan' }));
    showWithBrand(<Members />);
    const dialog = await open('newest');
    expect(await within(dialog).findByTestId('bo-member-facts')).toHaveTextContent('Sok Dara');
    const form = within(dialog).getByTestId('bo-member-real-name');
    const name = within(form).getByLabelText(m('realName'));
    expect(name).toHaveValue('Sok Dara');
    fireEvent.change(name, { target: { value: 'Sok 2' } });
    fireEvent.click(within(form).getByRole('button', { name: m('realNameSave') }));
    expect(await within(form).findByText(i18n.t('mc.realNameInvalid'))).toBeInTheDocument();
    expect(await within(form).findByText(i18n.t('backoffice.reasonRule'))).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' Sok Dara Chan ' } });
    fireEvent.change(within(form).getByLabelText(i18n.t('backoffice.reason')), {
      target: { value: 'Middle name missing' },
    });
    fireEvent.click(within(form).getByRole('button', { name: m('realNameSave') }));
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        id: 3,
        action: 'setRealName',
        realName: 'Sok Dara Chan',
        reason: 'Middle name missing',
      }),
    );
    expect(
      await within(dialog).findByText(m('done.setRealName', { username: 'newest' })),
    ).toBeInTheDocument();
  });

  it('removes a lost mobile with a reason, offering only what the account holds', async () => {
    detail.mockResolvedValue(full({ id: 3, username: 'newest', hasAuthenticator: true, email: null }));
    change.mockResolvedValue(full({ id: 3, username: 'newest', mobile: null }));
    showWithBrand(<Members />);
    const dialog = await open('newest');
    expect(await within(dialog).findByTestId('bo-member-facts')).toHaveTextContent(m('authenticatorOn'));
    const form = within(dialog).getByTestId('bo-member-factors');
    // an authenticator and a mobile are held; no email, so none is offered
    expect(within(form).getByLabelText(m('factors.authenticator'))).toBeChecked();
    expect(within(form).queryByLabelText(m('factors.email'))).toBeNull();
    fireEvent.click(within(form).getByLabelText(m('factors.sms')));
    fireEvent.click(within(form).getByRole('button', { name: m('factorsSubmit') }));
    expect(await within(form).findByText(i18n.t('backoffice.reasonRule'))).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(i18n.t('backoffice.reason')), {
      target: { value: 'Number recycled, ID checked' },
    });
    fireEvent.click(within(form).getByRole('button', { name: m('factorsSubmit') }));
    // asked once more, naming the account and what goes; "keep" sends nothing
    const question = m('factorsConfirm.sms', { username: 'newest' });
    expect(await within(form).findByText(question)).toHaveAttribute('role', 'alert');
    fireEvent.click(within(form).getByRole('button', { name: m('factorsKeep') }));
    expect(within(form).queryByText(question)).toBeNull();
    expect(change).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('button', { name: m('factorsSubmit') }));
    fireEvent.click(await within(form).findByRole('button', { name: m('factorsConfirmYes') }));
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        id: 3,
        action: 'clearContact',
        channel: 'sms',
        reason: 'Number recycled, ID checked',
      }),
    );
    expect(
      await within(dialog).findByText(m('done.clearContact', { username: 'newest' })),
    ).toBeInTheDocument();
  });

  it("shows the player's account record as their member centre does, by period", async () => {
    detail.mockResolvedValue(full({ id: 3, username: 'newest' }));
    statement.mockResolvedValue({
      rows: [
        {
          id: 8,
          kind: 'deposit',
          amount: '500.00',
          wallet: 'main',
          reference: 'D1',
          createdAt: '2026-12-06T02:00:00.000Z',
        },
        {
          id: 9,
          kind: 'withdrawal',
          amount: '-120.00',
          wallet: 'main',
          reference: null,
          createdAt: '2026-12-06T03:00:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    showWithBrand(<Members />);
    const dialog = await open('newest');
    const record = await within(dialog).findByTestId('bo-member-record');
    const rows = await within(record).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(i18n.t('records.kinds.deposit'));
    expect(rows[1]).toHaveTextContent('¥500.00');
    expect(rows[2]).toHaveTextContent('-¥120.00');
    expect(statement).toHaveBeenLastCalledWith(3, { days: 7, page: 1, kind: undefined });
    fireEvent.click(within(record).getByRole('tab', { name: i18n.t('records.days30') }));
    await waitFor(() =>
      expect(statement).toHaveBeenLastCalledWith(3, { days: 30, page: 1, kind: undefined }),
    );
  });

  it('lets a cashier look but not change', async () => {
    signIn('cashier');
    detail.mockResolvedValue(full({ id: 3, username: 'newest', openSessions: 1 }));
    showWithBrand(<Members />);
    const dialog = await open('newest');
    expect(await within(dialog).findByText(m('readOnly'))).toBeInTheDocument();
    expect(within(dialog).queryByTestId('bo-member-lock')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: m('endSessions') })).toBeNull();
  });

  it("shows operators' notes on the account, newest first, and adds one", async () => {
    const n = (key: string, options?: Record<string, unknown>) => m(`notes.${key}`, options);
    detail.mockResolvedValue(full({ id: 3, username: 'newest' }));
    notes.mockResolvedValueOnce([
      { id: 8, body: 'Bank statement received', author: 'cashier01', createdAt: '2026-12-06T02:00:00.000Z' },
      { id: 5, body: '<b>VIP</b>', author: null, createdAt: '2026-12-05T02:00:00.000Z' },
    ]);
    showWithBrand(<Members />);
    const section = await within(await open('newest')).findByTestId('bo-member-notes');
    const first = await within(section).findByTestId('bo-member-note-8');
    expect(first).toHaveTextContent('cashier01');
    expect(first).toHaveTextContent('Bank statement received');
    // markup is shown as the text it is; a removed operator is named as one
    expect(within(section).getByTestId('bo-member-note-5')).toHaveTextContent(`${n('gone')}`);
    expect(within(section).getByText('<b>VIP</b>')).toBeInTheDocument();

    const box = within(section).getByLabelText(n('label'));
    fireEvent.click(within(section).getByRole('button', { name: n('add') }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(n('empty'));
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(section).getByRole('button', { name: n('add') }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(n('tooLong', { max: 500 })),
    );
    expect(addNote).not.toHaveBeenCalled();

    addNote.mockResolvedValueOnce({
      id: 9,
      body: 'Called back',
      author: 'desk',
      createdAt: '2026-12-07T02:00:00.000Z',
    });
    notes.mockResolvedValueOnce([
      { id: 9, body: 'Called back', author: 'desk', createdAt: '2026-12-07T02:00:00.000Z' },
    ]);
    fireEvent.change(box, { target: { value: '  Called back ' } });
    fireEvent.click(within(section).getByRole('button', { name: n('add') }));
    expect(await within(section).findByRole('status')).toHaveTextContent(n('added'));
    expect(addNote).toHaveBeenCalledWith({ memberId: 3, body: 'Called back' });
    expect(await within(section).findByTestId('bo-member-note-9')).toHaveTextContent('Called back');
    expect(box).toHaveValue('');
  });

  it('says when an account has no notes yet', async () => {
    detail.mockResolvedValue(full({ id: 3, username: 'newest' }));
    showWithBrand(<Members />);
    const section = await within(await open('newest')).findByTestId('bo-member-notes');
    expect(await within(section).findByText(m('notes.none'))).toBeInTheDocument();
  });
});

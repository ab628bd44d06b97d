import type { DailySummaryFigures, DailySummaryRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue, loadCatalogueArea } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { csvText, downloadCsv } from './csv.ts';
import { DailySummary } from './daily-summary.tsx';
import { calendarDay } from './games-calls.ts';
import { showWithBrand } from './money-test-support.tsx';
import { dailySummaryCall } from './reports-calls.ts';

vi.mock('./reports-calls.ts', async (original) => ({
  ...(await original<typeof import('./reports-calls.ts')>()),
  dailySummaryCall: vi.fn(),
}));
vi.mock('./csv.ts', async (original) => ({
  ...(await original<typeof import('./csv.ts')>()),
  downloadCsv: vi.fn(),
}));

const call = vi.mocked(dailySummaryCall);
const download = vi.mocked(downloadCsv);
const r = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.reports.${key}`, options);

const zero: DailySummaryFigures = {
  newAccounts: 0,
  firstDeposits: 0,
  depositCount: 0,
  deposits: '0.00',
  withdrawalCount: 0,
  withdrawals: '0.00',
  netDeposits: '0.00',
  betCount: 0,
  turnover: '0.00',
  settledStake: '0.00',
  payout: '0.00',
  houseProfit: '0.00',
  adjustmentsIn: '0.00',
  adjustmentsOut: '0.00',
};
const day = (date: string, values: Partial<DailySummaryRow>): DailySummaryRow => ({
  ...zero,
  date,
  signedIn: 0,
  depositors: 0,
  bettors: 0,
  closed: true,
  ...values,
});

// the merchant's days (the answer's zone) and the period the page asks for (the browser's zone here,
// as no status is served): from 16:00 UTC they are different dates, so each is named for what it is
const merchantZone = 'Asia/Shanghai';
const today = calendarDay(0, merchantZone);
const yesterday = calendarDay(1, merchantZone);
const before = calendarDay(2, merchantZone);
const asked = { from: calendarDay(6), to: calendarDay(0) };
const answer = {
  timeZone: merchantZone,
  rows: [
    day(today, {
      closed: false,
      newAccounts: 3,
      signedIn: 5,
      depositCount: 2,
      deposits: '1500.00',
      depositors: 2,
    }),
    day(yesterday, { closed: false, betCount: 4, bettors: 2, houseProfit: '-9.00', payout: '25.00' }),
    day(before, { firstDeposits: 1, withdrawals: '20.00', withdrawalCount: 1, netDeposits: '-20.00' }),
  ],
  totals: { ...zero, newAccounts: 3, deposits: '1500.00', houseProfit: '-9.00', netDeposits: '1480.00' },
};

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useAdminSession.getState().signIn({ token: 'op-token', username: 'desk', role: 'owner' });
  call.mockResolvedValue(answer);
});

describe("the back office's daily summary", () => {
  it('shows the last 7 days, newest first, each figure in its column, open days tagged, and the totals', async () => {
    showWithBrand(<DailySummary />);
    const first = await screen.findByTestId(`bo-day-${today}`);
    expect(call).toHaveBeenCalledWith(asked.from, asked.to);
    expect(within(first).getByText(r('today'))).toBeInTheDocument();
    expect(first).toHaveTextContent('¥1,500.00');
    const headings = within(screen.getByTestId('bo-daily-table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings.slice(0, 7)).toEqual([
      r('day'),
      r('figures.newAccounts'),
      r('figures.signedIn'),
      r('figures.firstDeposits'),
      r('figures.depositors'),
      r('figures.depositCount'),
      r('figures.deposits'),
    ]);
    // cells under their headings: new accounts 3, signed in 5, first deposits 0, depositors 2, deposits 2, amount
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['3', '5', '0', '2', '2', '¥1,500.00']);
    // a past day the nightly count has not kept yet says so; a kept one carries no tag
    const open = screen.getByTestId(`bo-day-${yesterday}`);
    expect(within(open).getByText(r('open'))).toHaveAttribute('title', r('openHint'));
    expect(within(screen.getByTestId(`bo-day-${before}`)).queryByText(r('open'))).toBeNull();
    // a loss for the house reads as a loss
    expect(within(open).getByText('-¥9.00').className).toMatch(/loss/);
    // players cannot be added across days: the totals leave them out
    const totals = screen.getByTestId('bo-daily-totals');
    expect(within(totals).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(within(totals).getAllByRole('cell')[3]).toHaveTextContent('—');
    expect(totals).toHaveTextContent('¥1,480.00');
    expect(screen.getByText(r('lead', { timeZone: 'Asia/Shanghai' }))).toBeInTheDocument();
  });

  it('asks for the period chosen, and refuses one the contract refuses at the field without asking', async () => {
    showWithBrand(<DailySummary />);
    await screen.findByTestId(`bo-day-${today}`);
    const from = screen.getByLabelText(i18n.t('backoffice.games.from'));
    const to = screen.getByLabelText(i18n.t('backoffice.games.to'));
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.games.show') }));
    expect(await screen.findByText(i18n.t('backoffice.games.toBeforeFrom'))).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    fireEvent.change(to, { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.games.show') }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('2026-03-10', '2026-03-12'));
  });

  it('says when a period has no days yet, with nothing to save', async () => {
    call.mockResolvedValueOnce({ ...answer, rows: [] });
    showWithBrand(<DailySummary />);
    expect(await screen.findByText(r('none'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: r('csv') })).toBeDisabled();
  });

  it('offers a retry when the call fails', async () => {
    call.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    showWithBrand(<DailySummary />);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId(`bo-day-${today}`)).toBeInTheDocument();
  });

  it('saves the table as CSV: headings in the reader’s language, one line per day, the totals', async () => {
    await Promise.all([loadCatalogue('CN'), loadCatalogueArea('backoffice', 'CN')]);
    await i18n.changeLanguage('CN');
    showWithBrand(<DailySummary />);
    await screen.findByTestId(`bo-day-${today}`);
    fireEvent.click(screen.getByRole('button', { name: r('csv') }));
    const [fileName, rows] = download.mock.calls[0]!;
    expect(fileName).toBe(`daily-summary-${asked.from}-${asked.to}.csv`);
    expect(rows[0]!.slice(0, 4)).toEqual(['日期', '新开账户', '登录人数', '首存人数']);
    expect(rows.map((row) => row[0])).toEqual(['日期', today, yesterday, before, '期间合计']);
    expect(rows[1]!.slice(1, 7)).toEqual([3, 5, 0, 2, 2, '1500.00']);
    // the totals row leaves the per-day player counts empty
    expect(rows[4]![2]).toBe('');
    expect(rows[4]![4]).toBe('');
  });
});

describe('csvText', () => {
  it('quotes what needs quoting, starts with a byte-order mark and ends lines with CRLF', () => {
    expect(
      csvText([
        ['日期', 'a,b', 'say "hi"'],
        [1, '-9.00', 'two\nlines'],
      ]),
    ).toBe('\uFEFF日期,"a,b","say ""hi"""\r\n1,-9.00,"two\nlines"\r\n');
  });
});

import type { AdminVendorTransferRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { openVendorTransfersCall, reconcileVendorTransferCall } from './vendor-transfer-calls.ts';
import { VendorTransfers } from './vendor-transfers.tsx';

vi.mock('./vendor-transfer-calls.ts', () => ({
  vendorTransfersKey: ['backoffice', 'vendorTransfers'],
  openVendorTransfersCall: vi.fn(),
  reconcileVendorTransferCall: vi.fn(),
}));
vi.mock('../../shared/api/use-system.ts', () => ({ useStatus: () => ({ data: undefined }) }));

const list = vi.mocked(openVendorTransfersCall);
const check = vi.mocked(reconcileVendorTransferCall);

const row: AdminVendorTransferRow = {
  id: 7,
  transferId: 'croupier-0000000007',
  memberId: 3,
  username: 'player7',
  vendor: 'DEMO',
  direction: 'out',
  amount: '65.00',
  status: 'confirmed',
  reason: 'MIRROR_SHORT',
  attempts: 2,
  stuck: true,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:05:00.000Z',
};

const show = (role: 'owner' | 'cashier' | 'support' = 'cashier') => {
  useAdminSession.getState().signIn({ token: 't', username: 'staff', role });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <VendorTransfers />
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
const q = (key: string) => i18n.t(`backoffice.vendorTransferQueue.${key}`);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
});

describe('open vendor transfers in the back office', () => {
  it('lists open transfers with their state, why they are open and how often they were tried', async () => {
    list.mockResolvedValue([row]);
    show();
    const line = await screen.findByTestId('bo-vendor-transfer-croupier-0000000007');
    expect(line).toHaveTextContent('player7');
    expect(line).toHaveTextContent(q('statuses.confirmed'));
    expect(line).toHaveTextContent(q('overdue'));
    expect(line).toHaveTextContent(q('reasons.MIRROR_SHORT'));
    expect(line).toHaveTextContent(q('directions.out'));
  });

  it('says so when nothing is open, and shows a failed load with a retry', async () => {
    list.mockResolvedValueOnce([]);
    show();
    expect(await screen.findByText(q('none'))).toBeInTheDocument();
    list.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'down', 500));
    show();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    list.mockResolvedValueOnce([row]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('bo-vendor-transfer-croupier-0000000007')).toBeInTheDocument();
  });

  it('lets a cashier check one now and tells the outcome', async () => {
    list.mockResolvedValue([row]);
    check.mockResolvedValueOnce({ ...row, status: 'done', reason: null, stuck: false });
    show();
    fireEvent.click(await screen.findByRole('button', { name: q('checkNow') }));
    await waitFor(() => expect(check).toHaveBeenCalledWith(7, expect.anything()));
    expect(
      await screen.findByText(
        i18n.t('backoffice.vendorTransferQueue.checked', {
          id: row.transferId,
          status: q('statuses.done'),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('offers no check of a transfer still in its first minute, when the vendor may be working on it', async () => {
    list.mockResolvedValue([{ ...row, status: 'pending', reason: null, stuck: false }]);
    show();
    expect(await screen.findByRole('button', { name: q('checkNow') })).toBeDisabled();
  });

  it('lets support staff look but not act', async () => {
    list.mockResolvedValue([row]);
    show('support');
    expect(await screen.findByRole('button', { name: q('checkNow') })).toBeDisabled();
    expect(screen.getByText(i18n.t('backoffice.supportHint'))).toBeInTheDocument();
  });
});

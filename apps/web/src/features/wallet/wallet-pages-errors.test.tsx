import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberCentre } from '../../app/member-centre/member-centre.tsx';
import { i18n } from '../../i18n/index.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { fakeServer, memberInfo, providers, Refuse, signedIn } from '../games/games-test-kit.tsx';
import { RecordsPage } from './records-page.tsx';
import { TransferFundPage } from './transfer-fund-page.tsx';
import { TransferUplinePage } from './transfer-upline-page.tsx';

const balance = () => ({
  sumBalance: '100.00',
  currency: 'CNY',
  wallets: [{ accountTypeId: 1, name: 'main', availBalance: '100.00' }],
});
const history = () => ({ rows: [], total: 0, page: 1, pageSize: 20 });

/** A page whose one call fails until the player presses retry, then answers. */
const failsThenRetries = async (page: ReactElement, path: string, answer: () => unknown) => {
  signedIn();
  let down = true;
  fakeServer({ [path]: () => (down ? new Refuse('SYSTEM_ERROR', 500) : answer()) });
  const { Wrapper } = providers('/');
  render(page, { wrapper: Wrapper });
  // the failure is said, with a way to try again, instead of a spinner turning for ever
  expect(await screen.findByText(i18n.t('errors.SYSTEM_ERROR'))).toBeInTheDocument();
  expect(screen.queryByText(i18n.t('common.loading'))).not.toBeInTheDocument();
  down = false;
  fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
  await vi.waitFor(() => expect(screen.queryByText(i18n.t('errors.SYSTEM_ERROR'))).not.toBeInTheDocument());
};

describe('member-centre pages whose data could not be read', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the security page', async () => {
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await failsThenRetries(<MemberCentre />, '/wps/member/info', memberInfo);
    expect(await screen.findByText(i18n.t('mc.registered'))).toBeInTheDocument();
  });

  it('transfer fund', async () => {
    await failsThenRetries(<TransferFundPage />, '/wps/v2/wallets/balance', balance);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('100.00');
  });

  it('transfer to upline', async () => {
    await failsThenRetries(<TransferUplinePage />, '/wps/v2/wallets/balance', balance);
    expect(await screen.findByTestId('upline-form')).toBeInTheDocument();
  });

  it('the account record', async () => {
    await failsThenRetries(<RecordsPage />, '/wps/relay/GCS_transactionHistory', history);
    expect(await screen.findByText(i18n.t('records.empty'))).toBeInTheDocument();
  });
});

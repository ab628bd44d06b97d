import type { Referral } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { fakeServer, providers, signedIn } from '../games/games-test-kit.tsx';
import { InviteFriendsPage } from './invite-friends-page.tsx';

vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') } }));
// dates are written on the merchant's clock, which the status call names
vi.mock('../../shared/api/use-system.ts', async (importOriginal) =>
  (await import('../../app/status-test-kit.ts')).systemModuleWithStatus(await importOriginal<object>()),
);

const r = (key: string, options?: Record<string, unknown>) => i18n.t(`referral.${key}`, options);
const show = async (answer: () => Referral, create?: () => Referral) => {
  signedIn();
  const server = fakeServer({
    '/wps/member/referral': answer,
    ...(create ? { '/wps/member/referral/code': create } : {}),
  });
  await i18n.changeLanguage('EN');
  const { Wrapper } = providers('/');
  render(<InviteFriendsPage />, { wrapper: Wrapper });
  return server;
};

describe('the invite friends page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an agent's code, the link on this site with it, its QR code and the friends who joined", async () => {
    await show(() => ({
      code: 'AG01',
      canInvite: true,
      invitedCount: 25,
      recent: [{ account: 'friend02', regDate: '2026-12-01T04:00:00.000Z' }],
    }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('AG01');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/register?referralCode=AG01`,
    );
    expect(await screen.findByRole('img', { name: r('qr') })).toHaveAttribute(
      'src',
      'data:image/png;base64,QR',
    );
    const friends = screen.getByRole('region', { name: r('friends', { count: 25 }) });
    expect(within(friends).getByText('friend02')).toBeInTheDocument();
    // 25 joined, the latest one is listed: the page says so
    expect(friends).toHaveTextContent(r('latestOnly', { count: 1 }));
  });

  it('says no friend joined yet', async () => {
    await show(() => ({ code: 'AG01', canInvite: true, invitedCount: 0, recent: [] }));
    expect(await screen.findByText(r('noFriends'))).toBeInTheDocument();
  });

  it("tells a player's account that invitations are for agents, with no code or link", async () => {
    await show(() => ({ code: null, canInvite: false, invitedCount: 0, recent: [] }));
    expect(await screen.findByText(r('notAgentTitle'))).toBeInTheDocument();
    expect(screen.queryByTestId('referral-link')).toBeNull();
  });

  it('lets an agent without a code create one, then shows it', async () => {
    const server = await show(
      () => ({ code: null, canInvite: true, invitedCount: 0, recent: [] }),
      () => ({ code: 'K7MQX2PD', canInvite: true, invitedCount: 0, recent: [] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: r('createCode') }));
    await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent('K7MQX2PD'));
    expect(server.callsTo('/wps/member/referral/code')[0]?.method).toBe('POST');
  });
});

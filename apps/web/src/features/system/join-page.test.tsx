import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { fakeServer, memberInfo, providers, signedIn, signedOut } from '../games/games-test-kit.tsx';
import JoinPage from './join-page.tsx';

const serviceEntries = [
  { id: 1, csPosition: 3, csType: 3, title: 'Live chat', target: '' },
  { id: 2, csPosition: 3, csType: 2, title: 'Telegram', target: 'https://t.me/croupier' },
];

const Address = () => <output data-testid="address">{useLocation().pathname}</output>;

const renderPage = (accountType = 0) => {
  fakeServer({
    '/wps/system/customerService': () => serviceEntries,
    '/wps/member/info': () => memberInfo(accountType),
  });
  const { Wrapper } = providers('/join');
  return render(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <JoinPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { wrapper: Wrapper },
  );
};

const register = () => screen.queryByRole('button', { name: i18n.t('auth.register') });
const contact = () => screen.queryByRole('region', { name: i18n.t('pages.join.contact') });

describe('the join-us page', () => {
  beforeEach(() => useModals.setState({ open: null }));
  afterEach(() => {
    cleanup();
    signedOut();
    vi.unstubAllGlobals();
  });

  it('tells a visitor what agents get and how to join, and offers register and customer service', async () => {
    signedOut();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: i18n.t('pages.join.title') })).toBeInTheDocument();
    const benefits = screen.getByRole('heading', { name: i18n.t('pages.join.benefitsTitle') }).parentElement!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(benefits).toHaveTextContent(i18n.t('pages.join.benefits.dividend.title'));
    expect(benefits).toHaveTextContent(i18n.t('pages.join.benefits.wages.title'));
    expect(benefits).toHaveTextContent(i18n.t('pages.join.benefits.transfers.title'));
    const steps = screen.getByRole('heading', { name: i18n.t('pages.join.stepsTitle') }).parentElement!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);

    const actions = screen.getByTestId('join-actions');
    expect(actions).toHaveTextContent(i18n.t('pages.join.visitorCta'));
    expect(within(actions).queryByRole('link', { name: i18n.t('pages.join.openAgentCentre') })).toBeNull();
    expect(await within(contact()!).findByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(contact()!).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/croupier',
    );
    await user.click(register()!);
    // the same register modal the header opens
    expect(useModals.getState().open).toBe('registerModal');
  });

  it('asks a signed-in player to contact customer service to become an agent', async () => {
    signedIn();
    renderPage();
    const actions = screen.getByTestId('join-actions');
    expect(actions).toHaveTextContent(i18n.t('pages.join.playerCta'));
    expect(await within(contact()!).findByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(register()).toBeNull();
    expect(within(actions).queryByRole('link', { name: i18n.t('pages.join.openAgentCentre') })).toBeNull();
  });

  it('sends an agent to the agent centre', async () => {
    signedIn('agent01');
    useSession.setState({ isAgent: true });
    const user = userEvent.setup();
    renderPage(1);
    const actions = screen.getByTestId('join-actions');
    expect(actions).toHaveTextContent(i18n.t('pages.join.agentCta'));
    expect(register()).toBeNull();
    expect(contact()).toBeNull();
    await user.click(within(actions).getByRole('link', { name: i18n.t('pages.join.openAgentCentre') }));
    expect(screen.getByTestId('address')).toHaveTextContent('/agentHome');
  });

  it('tells a trial account it needs a real one before it can register', async () => {
    signedIn('guest01');
    // a trial account carries the agent flag (spec §4 type 4) but is no agent
    useSession.setState({ isAgent: true });
    const user = userEvent.setup();
    renderPage(4);
    const actions = screen.getByTestId('join-actions');
    expect(await within(actions).findByText(i18n.t('pages.join.trialCta'))).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: i18n.t('pages.join.openAgentCentre') })).toBeNull();
    await user.click(register()!);
    expect(useModals.getState().open).toBe('trialWarning');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { fakeServer, providers } from '../games/games-test-kit.tsx';
import HomePage from './home-page.tsx';

const renderHome = () => {
  fakeServer({});
  const { Wrapper } = providers('/');
  return render(<HomePage />, { wrapper: Wrapper });
};

describe("home's banner", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('EN');
    useSession.setState({ token: null, account: null, isLogin: false });
    useModals.setState({ open: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers a visitor to register, in the register modal', async () => {
    const user = userEvent.setup();
    renderHome();
    expect(screen.queryByRole('button', { name: i18n.t('side.deposit') })).toBeNull();
    await user.click(screen.getByRole('button', { name: i18n.t('auth.register') }));
    expect(useModals.getState().open).toBe('registerModal');
  });

  it('offers a signed-in player a deposit, in the member centre, and no second account', async () => {
    useSession.setState({ token: 'token', account: 'demo01', isLogin: true });
    const user = userEvent.setup();
    renderHome();
    expect(screen.queryByRole('button', { name: i18n.t('auth.register') })).toBeNull();
    await user.click(screen.getByRole('button', { name: i18n.t('side.deposit') }));
    expect(useModals.getState()).toMatchObject({ open: 'memberCentre', mcPage: 'depositv2' });
  });
});

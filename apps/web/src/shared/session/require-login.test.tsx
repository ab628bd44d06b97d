import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { LoginPromptNotice } from '../ui/login-prompt-notice.tsx';
import { useModals } from '../ui/modal-store.ts';
import { askToLogIn, loginPromptMs, requireLogin, useLoginPrompt } from './require-login.ts';
import { useSession } from './session-store.ts';

const renderNotice = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPromptNotice />
    </I18nextProvider>,
  );

describe('requireLogin', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('EN');
    useModals.setState({ open: null });
    useLoginPrompt.setState({ shown: 0 });
    useSession.setState({ token: null, account: null, isLogin: false });
  });
  afterEach(() => vi.useRealTimers());

  it('tells a visitor "please log in or register first", then opens the login modal', () => {
    renderNotice();
    act(() => {
      expect(requireLogin()).toBe(false);
    });
    expect(useModals.getState().open).toBe('loginPopupModal');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in or register first');
  });

  it('lets a signed-in player through without a word', () => {
    useSession.setState({ token: 'tok', isLogin: true });
    renderNotice();
    act(() => {
      expect(requireLogin()).toBe(true);
    });
    expect(useModals.getState().open).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the notice go after a few seconds, or when the login modal closes', () => {
    vi.useFakeTimers();
    renderNotice();
    act(() => askToLogIn());
    act(() => vi.advanceTimersByTime(loginPromptMs - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => askToLogIn());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => useModals.getState().hide());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { statusQuery, whitelabelQuery } from '../../shared/api/use-system.ts';
import { LoginPrompt } from '../games/game-lobby.tsx';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { LoginModal } from './login-modal.tsx';
import { TrialWarning } from './trial-warning.tsx';

vi.mock('./api/auth-calls.ts', () => ({
  loginCall: vi.fn(),
  loginSmsCall: vi.fn(),
  freePlayCall: vi.fn(),
  forgotByEmailCall: vi.fn(),
  resetByPhoneCall: vi.fn(),
}));

vi.mock('../customer-service/service-calls.ts', () => ({
  useServiceEntries: () => ({
    isPending: false,
    data: [{ id: 1, csPosition: 3, csType: 2, title: 'Telegram', target: 'https://t.me/croupier_help' }],
  }),
  openServiceWindow: vi.fn(),
}));

const flags = (enabled: Record<string, '0' | '1'>) =>
  Object.fromEntries(Object.entries(enabled).map(([key, value]) => [key, { enabled: value }]));

const shown = (ui: ReactNode, whitelabel: ReturnType<typeof flags>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const password = { shown: true, required: true, acceptedPattern: '*', minLength: 8, maxLength: 20 };
  queryClient.setQueryData(statusQuery.queryKey, { info: { register: { password }, whitelabel } } as never);
  queryClient.setQueryData(whitelabelQuery.queryKey, whitelabel as never);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

describe('entries a site has switched off', () => {
  const closed = flags({ USERNAMEREG3: '0', MOBILENUMREG3: '0', CHNGPASSVERIF3: '0', CHNGPASSMAIL3: '0' });
  const open = flags({ USERNAMEREG3: '1', MOBILENUMREG3: '0', CHNGPASSVERIF3: '0', CHNGPASSMAIL3: '1' });

  it('the login form offers registration and a reset only where the site has them', () => {
    const { unmount } = shown(<LoginModal />, open);
    expect(screen.getByRole('button', { name: i18n.t('auth.forgot') })).toBeVisible();
    expect(screen.getByRole('button', { name: i18n.t('auth.noAccount') })).toBeVisible();
    unmount();
    shown(<LoginModal />, closed);
    expect(screen.getByRole('button', { name: i18n.t('auth.login') })).toBeVisible();
    expect(screen.queryByRole('button', { name: i18n.t('auth.forgot') })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('auth.noAccount') })).toBeNull();
  });

  it('no other page or dialog offers registration on a site that has none', () => {
    for (const ui of [<TrialWarning key="trial" />, <LoginPrompt key="lobby" />]) {
      const { unmount } = shown(ui, open);
      expect(screen.getByRole('button', { name: i18n.t('auth.register') })).toBeVisible();
      unmount();
      shown(ui, closed);
      expect(screen.getByRole('button', { name: i18n.t('auth.login') })).toBeVisible();
      expect(screen.queryByRole('button', { name: i18n.t('auth.register') })).toBeNull();
      cleanup();
    }
  });

  it('a reset opened anyway (an old link page) says to ask customer service, with no form, and offers its entries', () => {
    shown(<ForgotPasswordModal />, closed);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('auth.resetClosed'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/croupier_help',
    );
  });
});

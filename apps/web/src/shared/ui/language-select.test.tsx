import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../api/client.ts';
import { useSession } from '../session/session-store.ts';
import { LanguageSelect } from './language-select.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  callApi: vi.fn(async (_route: unknown, options?: { body?: unknown }) => options?.body ?? null),
}));
vi.mock('../api/use-system.ts', () => ({
  useStatus: () => ({ data: { info: { brand: { languages: ['CN', 'EN', 'KM', 'TH', 'VI'] } } } }),
}));

const call = vi.mocked(callApi);
const languageCalls = () => call.mock.calls.filter(([route]) => route.path === '/wps/member/language');

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <LanguageSelect />
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await loadCatalogue('EN');
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useSession.getState().signOut();
});

describe('language select', () => {
  it('sends a logged-in player\u2019s choice to the server (spec §7 language update)', async () => {
    useSession.getState().signIn({ token: 'player-token', account: 'player1', isAgent: false });
    show();
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'TH' } });
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    expect(languageCalls()[0]?.[1]).toEqual({ body: { language: 'TH' } });
    await waitFor(() => expect(i18n.language).toBe('TH'));
  });

  it('keeps a visitor\u2019s choice in the browser only', async () => {
    show();
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'VI' } });
    await waitFor(() => expect(i18n.language).toBe('VI'));
    expect(languageCalls()).toEqual([]);
  });
});

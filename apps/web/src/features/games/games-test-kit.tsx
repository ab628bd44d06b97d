import type { GameItem } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';

/** A refusal the fake server answers with. */
export class Refuse {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {}
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/** Answers the web app's calls by path with the platform's envelope; unknown paths answer 404. */
export const fakeServer = (routes: Record<string, Handler>) => {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[url.pathname];
    const answer = handler ? handler(call) : new Refuse('NOT_FOUND', 404);
    const envelope =
      answer instanceof Refuse
        ? { success: false, value: null, message: answer.code, code: answer.code }
        : { success: true, value: answer, message: '' };
    return new Response(JSON.stringify(envelope), {
      status: answer instanceof Refuse ? answer.status : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
};

export const signedIn = (account = 'player01') => {
  sessionStorage.setItem('token', 'tok-123');
  sessionStorage.setItem('account', account);
  useSession.setState({ token: 'tok-123', account, isLogin: true, isAgent: false, merchantCode: 'M1' });
};

export const signedOut = () => {
  sessionStorage.clear();
  useSession.setState({ token: null, account: null, isLogin: false, isAgent: false });
};

export const memberInfo = (type = 0) => ({
  id: 7,
  account: 'player01',
  nickname: 'player01',
  type,
  toUpline: '0',
  regDate: '2025-01-01',
  mobileNum: null,
  email: null,
  clubLabel: { labelName: '', rankLevel: 0 },
  hasPaymentPassword: false,
  hasAuthenticator: false,
});

export const aGame = (overrides: Partial<GameItem> = {}): GameItem => ({
  nodeId: 11,
  gameId: 'lucky-sevens',
  gameName: 'Lucky Sevens',
  displayName: 'Lucky Sevens',
  vassalage: 'DSLOT',
  vendorName: 'Demo Slots',
  gameType: 'RNG',
  iconUrl: '/icons/lucky.svg',
  isHot: false,
  isNew: false,
  isFav: false,
  freePlay: true,
  maintenance: false,
  hasRooms: false,
  ...overrides,
});

/** Query client (no retries), router and translations around what a test renders. */
export const providers = (route = '/') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { queryClient, Wrapper };
};

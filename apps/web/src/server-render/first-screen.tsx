/// <reference types="node" />
// first: the storages the site's modules read as they load
import './server-globals.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { StatusValue } from '@croupier/contract';
import { firstScreenAttribute, type LanguageCode } from '@croupier/contract/paths';
import {
  type Query,
  QueryClient,
  QueryClientProvider,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import { i18n, loadCatalogue } from '../i18n/index.ts';
import { statusQuery } from '../shared/api/use-system.ts';
import { storageKeys, useSession } from '../shared/session/session-store.ts';
import { themeDeclarations } from '../shared/theme/apply-theme.ts';

/** How the server answers the site's own calls during a render (its routes, in process). */
export type ServerFetch = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; body: string }>;

export interface FirstScreenInput {
  /** the page path, e.g. "/" */
  path: string;
  status: StatusValue;
  language: LanguageCode;
  fetch: ServerFetch;
}

/** the render a call belongs to: its routes, and the merchant and language it is drawn for */
const calls = new AsyncLocalStorage<{ fetch: ServerFetch; merchant: string; language: LanguageCode }>();
const browserFetch = globalThis.fetch;
// the site's calls name a path ("/lgw/..."); on the server they go to the app's own routes, for
// the merchant and language of their own render (other renders may be drawn meanwhile)
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const render = calls.getStore();
  if (typeof input !== 'string' || !input.startsWith('/') || !render) return browserFetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('merchant', render.merchant);
  headers.set('language', render.language);
  const answer = await render.fetch(input, {
    method: init?.method ?? 'GET',
    headers: Object.fromEntries(headers.entries()),
    body: typeof init?.body === 'string' ? init.body : undefined,
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

/** a query the page asked for and would send (a signed-in player's ones wait for a session) */
const isEnabled = (query: Query) => {
  // the page's useQuery options, kept on the query it built (no observer subscribes on the server)
  const { enabled, queryFn } = query.options as QueryObserverOptions;
  if (!queryFn || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** at most this many passes: each one asks for what the previous pass found missing */
const passes = 3;

/**
 * The page's first screen as HTML, drawn by the site's own components with the answers of the
 * site's own calls, for a first visit (signed out). The browser shows it until the bundle has run
 * and React draws the live page in its place.
 */
export const renderFirstScreen = async ({ path, status, language, fetch }: FirstScreenInput) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(statusQuery.queryKey, status);
  await loadCatalogue(language);
  const merchantCode = status.info.brand.merchantCode;
  const draw = () => {
    // the site's singletons (session, language) are set right before the synchronous render
    useSession.setState({ merchantCode, token: null, account: null, isAgent: false, isLogin: false });
    sessionStorage.setItem(storageKeys.lang, language);
    // the catalogue is loaded: the switch takes effect before this returns
    void i18n.changeLanguage(language);
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  };
  let html = draw();
  for (let pass = 1; pass < passes; pass++) {
    const missing = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) });
    if (missing.length === 0) break;
    await calls.run({ fetch, merchant: merchantCode, language }, () =>
      Promise.all(missing.map((query) => query.fetch().catch(() => undefined))),
    );
    html = draw();
  }
  // inert: nothing on it answers a click or takes focus before the live page takes its place
  return `<style>:root{${themeDeclarations(status.info.brand.theme)}}</style><div ${firstScreenAttribute} inert>${html}</div>`;
};

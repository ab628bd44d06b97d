import { QueryClient } from '@tanstack/react-query';
import { loadCatalogue, switchLanguage } from '../i18n/index.ts';
import { initialLanguage } from '../i18n/language.ts';
import { retryStatus } from '../shared/api/status-refusal.ts';
import { statusQuery } from '../shared/api/use-system.ts';
import { startSite } from './start-site.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The start sequence begins as this module loads (main.tsx imports it first): the permission call
 * goes out while React and the pages are still being evaluated, and beside it the catalogue of the
 * language the page most likely opens in (the visitor's own choice, else Chinese, the shell's
 * language in index.html, until the answer names the merchant's default). `bootReady` settles when
 * the first screen can be drawn in one pass: the site has started, or the call failed (the boot
 * gate then offers a retry, or shows the invalid-domain page in the visitor's language, else Chinese).
 */
void loadCatalogue(initialLanguage('CN'));
export const bootReady: Promise<void> = queryClient.fetchQuery({ ...statusQuery, retry: retryStatus }).then(
  (status) => startSite(status, queryClient),
  () => switchLanguage(initialLanguage('CN')).catch(() => undefined),
);

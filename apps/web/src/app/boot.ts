import { QueryClient } from '@tanstack/react-query';
import { loadCatalogue, switchLanguage } from '../i18n/index.ts';
import { initialLanguage } from '../i18n/language.ts';
import { retryStatus } from '../shared/api/status-refusal.ts';
import { statusQuery } from '../shared/api/use-system.ts';
import { useSession } from '../shared/session/session-store.ts';
import { takeShellStatus } from './shell-status.ts';
import { startSite } from './start-site.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The start sequence begins as this module loads (main.tsx imports it first). The shell served by
 * the API server carries the permission call's answer (app/shell-status.ts): the site starts from
 * it at once, with the catalogue of the visitor's own language, else the merchant's default.
 * Without it (dev server, unknown host) the call goes out while React and the pages are still
 * being evaluated, and beside it the catalogue of the language the page most likely opens in (the
 * visitor's own choice, else Chinese, the shell's language in index.html, until the answer names
 * the merchant's default). `bootReady` settles when the first screen can be drawn in one pass:
 * the site has started, or the call failed (the boot gate then offers a retry, or shows the
 * invalid-domain page in the visitor's language, else Chinese).
 */
const shellStatus = takeShellStatus(useSession.getState().merchantCode);
const brand = shellStatus?.info.brand;
void loadCatalogue(initialLanguage(brand?.defaultLanguage ?? 'CN', brand?.languages));
if (shellStatus) queryClient.setQueryData(statusQuery.queryKey, shellStatus);
export const bootReady: Promise<void> = (
  shellStatus ? Promise.resolve(shellStatus) : queryClient.fetchQuery({ ...statusQuery, retry: retryStatus })
).then(
  (status) => startSite(status, queryClient),
  () => switchLanguage(initialLanguage('CN')).catch(() => undefined),
);

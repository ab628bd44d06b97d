import type { StatusValue } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { switchLanguage } from '../i18n/index.ts';
import { initialLanguage } from '../i18n/language.ts';
import { resourcesQuery, whitelabelQuery } from '../shared/api/use-system.ts';
import { useSession } from '../shared/session/session-store.ts';
import { applyTheme } from '../shared/theme/apply-theme.ts';

const starts = new WeakMap<StatusValue, Promise<void>>();
const started = new WeakSet<StatusValue>();

/**
 * Spec §4 once the permission call has answered: the merchant code is kept (before anything
 * mounts), the merchant's theme and name applied, the page's language switched, and unless the
 * site is in maintenance the white-label flags and QR resources start loading. Runs once per answer.
 */
export const startSite = (status: StatusValue, queryClient: QueryClient): Promise<void> => {
  const running = starts.get(status);
  if (running) return running;
  const { brand } = status.info;
  useSession.getState().start(brand.merchantCode);
  applyTheme(brand.theme);
  document.title = brand.name;
  if (!status.maintenance) {
    void queryClient.prefetchQuery(whitelabelQuery);
    void queryClient.prefetchQuery(resourcesQuery);
  }
  const start = switchLanguage(initialLanguage(brand.defaultLanguage, brand.languages)).then(() => {
    started.add(status);
  });
  starts.set(status, start);
  return start;
};

/** true once the start sequence has finished for this answer: the gate can show the site at once */
export const hasStarted = (status: StatusValue | undefined) => status !== undefined && started.has(status);

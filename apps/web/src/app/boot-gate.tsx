import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { RegionRestrictedPage } from '../features/system/region-restricted-page.tsx';
import { switchLanguage } from '../i18n/index.ts';
import { initialLanguage } from '../i18n/language.ts';
import { resourcesQuery, useStatus, whitelabelQuery } from '../shared/api/use-system.ts';
import { useSession } from '../shared/session/session-store.ts';
import { applyTheme } from '../shared/theme/apply-theme.ts';
import { ErrorState, Spinner } from '../shared/ui/page-state.tsx';

/**
 * The permission call comes first (spec §4): maintenance or region restriction replaces every
 * route; otherwise the merchant is remembered, its theme and language applied, white-label
 * flags and QR resources loaded, and the normal routes shown.
 */
export const BootGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const status = useStatus();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!status.data) return;
    const { brand } = status.data.info;
    useSession.getState().start(brand.merchantCode);
    applyTheme(brand.theme);
    document.title = brand.name;
    void switchLanguage(initialLanguage(brand.defaultLanguage)).then(() => setReady(true));
    if (!status.data.maintenance) {
      void queryClient.prefetchQuery(whitelabelQuery);
      void queryClient.prefetchQuery(resourcesQuery);
    }
  }, [status.data, queryClient]);

  if (status.isError)
    return <ErrorState message={t('errors.NETWORK')} onRetry={() => void status.refetch()} />;
  if (!status.data || !ready) return <Spinner />;
  if (status.data.maintenance) return <MaintenancePage message={status.data.maintenanceMessage} />;
  if (status.data.regionRestriction) return <RegionRestrictedPage country={status.data.countryCode} />;
  return <>{children}</>;
};

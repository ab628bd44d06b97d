import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { RegionRestrictedPage } from '../features/system/region-restricted-page.tsx';
import { useStatus } from '../shared/api/use-system.ts';
import { ErrorState, Spinner } from '../shared/ui/page-state.tsx';
import { hasStarted, startSite } from './start-site.ts';

/**
 * The permission call comes first (spec §4): maintenance or region restriction replaces every
 * route; otherwise the merchant is remembered, its theme and language applied, white-label
 * flags and QR resources loaded, and the normal routes shown. The first answer is usually
 * handled before React renders (boot.ts), so the site shows in the first pass.
 */
export const BootGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const status = useStatus();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => hasStarted(status.data));

  useEffect(() => {
    if (!status.data) return;
    void startSite(status.data, queryClient).then(() => setReady(true));
  }, [status.data, queryClient]);

  if (status.isError)
    return <ErrorState message={t('errors.NETWORK')} onRetry={() => void status.refetch()} />;
  if (!status.data || !ready) return <Spinner />;
  if (status.data.maintenance) return <MaintenancePage message={status.data.maintenanceMessage} />;
  if (status.data.regionRestriction) return <RegionRestrictedPage country={status.data.countryCode} />;
  return <>{children}</>;
};

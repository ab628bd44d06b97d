import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidDomainPage } from '../features/system/invalid-domain-page.tsx';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { RegionRestrictedPage } from '../features/system/region-restricted-page.tsx';
import { isInvalidDomain, retryStatus } from '../shared/api/status-refusal.ts';
import { statusQuery } from '../shared/api/use-system.ts';
import { LoginPromptNotice } from '../shared/ui/login-prompt-notice.tsx';
import { ErrorState, Spinner } from '../shared/ui/page-state.tsx';
import { SlowNetworkBar } from '../shared/ui/slow-network-bar.tsx';
import { backOfficePath } from './router.tsx';
import { hasStarted, startSite } from './start-site.ts';

/**
 * The permission call comes first (spec §4): maintenance or region restriction replaces every
 * route, and a host that is no merchant's site shows the invalid-domain page; otherwise the
 * merchant is remembered, its theme and language applied, white-label flags and QR resources
 * loaded, and the normal routes shown. The first answer is usually handled before React renders
 * (boot.ts), so the site shows in the first pass.
 */
/** the gate sits outside the router: it reads the address itself */
const isBackOffice = () => window.location.pathname.startsWith(backOfficePath);

const GatedContent = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  // a failed first call (boot.ts) is not sent again on mount: the page says why, with a retry
  const status = useQuery({ ...statusQuery, retry: retryStatus, retryOnMount: false });
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => hasStarted(status.data));

  useEffect(() => {
    if (!status.data) return;
    void startSite(status.data, queryClient).then(() => setReady(true));
  }, [status.data, queryClient]);

  if (status.isError && isInvalidDomain(status.error)) return <InvalidDomainPage />;
  if (status.isError)
    return <ErrorState message={t('errors.NETWORK')} onRetry={() => void status.refetch()} />;
  if (!status.data || !ready) return <Spinner />;
  // the back office stays open: maintenance is when operators work on the site
  if (status.data.maintenance && !isBackOffice()) {
    return <MaintenancePage message={status.data.maintenanceMessage} />;
  }
  if (status.data.regionRestriction)
    return (
      <RegionRestrictedPage
        country={status.data.countryCode}
        blockedAddress={status.data.restrictedBy === 'ip' ? status.data.blockedAddress : null}
      />
    );
  return <>{children}</>;
};

/**
 * The gate, and beside whatever it shows the notices of spec §8: "network is slow" from the very
 * first call, and "please log in first" above the login modal (requireLogin).
 */
export const BootGate = ({ children }: { children: ReactNode }) => (
  <>
    <GatedContent>{children}</GatedContent>
    <SlowNetworkBar />
    <LoginPromptNotice />
  </>
);

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './site-addresses.module.css';
import { domainRoutesQuery, sameRouteOn, speedOf } from './site-addresses.ts';

/**
 * The site's other addresses (spec §3 home state: routers, domainList with speed): when this one is
 * slow or blocked by a network, the player opens the same page on another. The one in use is
 * marked; each shows how it answered when the server last measured it.
 */
export const SiteAddressesModal = () => {
  const { t } = useTranslation();
  const hide = useModals((state) => state.hide);
  const routes = useQuery(domainRoutesQuery);
  const here = window.location;
  const offered = (routes.data?.domainList ?? []).flatMap((route) => {
    const target = sameRouteOn(route, here);
    return target ? [{ route, target }] : [];
  });
  return (
    <Modal title={t('lines.title')} onClose={hide} testId="site-addresses">
      <p className={styles.hint}>{t('lines.hint')}</p>
      {routes.isPending ? (
        <Spinner />
      ) : routes.isError ? (
        <ErrorState message={errorText(t, routes.error)} onRetry={() => void routes.refetch()} />
      ) : offered.length === 0 ? (
        <EmptyState title={t('lines.none')} />
      ) : (
        <ul className={styles.list}>
          {offered.map(({ route, target }) => {
            const current = target.host === here.host;
            const speed = speedOf(route);
            return (
              <li key={route.url} className={styles.row} data-testid={`site-address-${route.domain}`}>
                <span className={styles.domain}>{route.domain}</span>
                <span className={`${styles.speed} ${styles[speed]}`}>
                  {t(`lines.speed.${speed}`, { ms: route.speed })}
                </span>
                {current ? (
                  <span className={styles.current} aria-current="page">
                    {t('lines.current')}
                  </span>
                ) : (
                  <a className="button button-ghost" href={target.href} rel="noopener">
                    {t('lines.open')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
};
